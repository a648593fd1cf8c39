import type { Envelope } from '@homer/contracts/envelope';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** Every query key of Rx Connects patients and donated stock starts with this; the options are one of them. */
export const rxPatientKey = ['rx-connects-patients'] as const;
export const rxDonationOptionsKey = [...rxPatientKey, 'donation-options'] as const;

/** A command's answer (rxCommandResponseSchema): the record it made or changed (value) and the message to show. */
export type RxAnswer = Envelope<number, null>;

/** Refusals the modal or form shows in its error summary: a rule (400), a right (403), a record gone (404), a conflict (409). */
const told = [400, 403, 404, 409] as const;

/** POSTs a command; a refusal is thrown as an ApiError the error summary tells. */
export const rxPatientCommand = (path: string, body: object): Promise<RxAnswer> =>
  apiPost(path, { body, skipErrorHandling: told });
