import type { Envelope } from '@homer/contracts/envelope';
import {
  reportSubscriptionPaths as paths,
  type ReportSubscriptionSave,
} from '@homer/contracts/report-subscriptions';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** POST …/Subscriptions/Save: the server's refusals (a duplicate, too many) come back to the modal. */
export const subscribeToReport = (body: ReportSubscriptionSave) =>
  apiPost<Envelope<number, null>>(paths.save, { body, skipErrorHandling: [400, 403] });
