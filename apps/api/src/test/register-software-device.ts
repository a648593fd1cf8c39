import { softwareAuthenticator } from '../features/account/test-authenticator.ts';
import { bearer, type TestContext } from './test-context.ts';

/** Enrols a new software authenticator for its signed-in owner through the security tab's two calls. */
export async function registerSoftwareDevice(
  ctx: Pick<TestContext, 'app' | 'config'>,
  owner: { userId: number; token: string },
  deviceName: string,
) {
  const authenticator = softwareAuthenticator(ctx.config.publicBaseUrl);
  const post = (action: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/Administration/UserSecurity/${action}`,
      payload,
      headers: bearer(owner.token),
    });
  const options = await post('DeviceRegistrationOptions', { userId: owner.userId });
  const registered = await post('RegisterDevice', {
    userId: owner.userId,
    deviceName,
    response: authenticator.register(options.json().value),
  });
  return { authenticator, registered };
}
