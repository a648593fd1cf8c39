import type { FingerprintConfig } from '../../config.ts';
import type { FingerprintMatcher } from './fingerprint-matcher.ts';
import { FingerprintServiceDown } from './fingerprint-service-down.ts';

type CloudAbisConfig = Extract<FingerprintConfig, { mode: 'cloudabis' }>;
type CloudAbisResult = { OperationResult?: string };

const timeoutMs = 10_000;

/**
 * CloudABIS biometric REST API (Register / Verify / RemoveID). The service keeps the templates under a
 * registration id; HOMER keeps only that id. Any transport failure or unknown answer means "down" (503).
 */
export function cloudAbisMatcher(config: CloudAbisConfig): FingerprintMatcher {
  async function call(operation: string, body: Record<string, unknown>): Promise<string> {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}/api/Biometric/${operation}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          CustomerKey: config.customerKey,
          EngineName: config.engineName,
          Format: 'ISO',
          ...body,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      throw new FingerprintServiceDown(cause);
    }
    if (!response.ok) throw new FingerprintServiceDown(new Error(`HTTP ${response.status}`));
    let result: CloudAbisResult;
    try {
      result = (await response.json()) as CloudAbisResult;
    } catch (cause) {
      throw new FingerprintServiceDown(cause);
    }
    if (typeof result.OperationResult !== 'string') {
      throw new FingerprintServiceDown(new Error('no OperationResult'));
    }
    return result.OperationResult;
  }

  return {
    mode: 'cloudabis',
    async enroll(userId, template) {
      const registrationId = `homer-${userId}`;
      // Re-enrolment replaces the old template: the service refuses a second Register for the same id.
      await call('RemoveID', { RegistrationID: registrationId });
      const result = await call('Register', { RegistrationID: registrationId, BiometricXml: template });
      if (result !== 'SUCCESS') throw new FingerprintServiceDown(new Error(`Register: ${result}`));
      return { registrationId, templateHash: null };
    },
    async verify(enrollment, template) {
      const result = await call('Verify', {
        RegistrationID: enrollment.registrationId,
        BiometricXml: template,
      });
      if (result === 'MATCH_FOUND') return true;
      if (result === 'NO_MATCH_FOUND' || result === 'ID_NOT_EXIST') return false;
      throw new FingerprintServiceDown(new Error(`Verify: ${result}`));
    },
    async remove(enrollment) {
      await call('RemoveID', { RegistrationID: enrollment.registrationId });
    },
  };
}
