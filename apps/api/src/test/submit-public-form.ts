import type { App } from '../app.ts';
import { solveCaptcha } from './captcha.ts';
import { nextRemoteAddress } from './next-remote-address.ts';

/**
 * Posts a public form the way the page does: honeypot untouched and a freshly solved captcha, from an address of
 * its own. `captcha` replaces the solved one ('' sends none); `body` may override the guard fields too.
 */
export async function submitPublicForm(app: App, url: string, body: object, captcha?: string) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: nextRemoteAddress(),
    payload: { honeyPot: false, recaptcha: captcha ?? (await solveCaptcha(app)), ...body },
  });
}
