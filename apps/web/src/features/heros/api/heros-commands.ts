import type { Envelope } from '@homer/contracts/envelope';
import {
  type HerosApprove,
  type HerosDeny,
  type HerosRequestChanges,
  type HerosRoundSaveBody,
  herosPaths as paths,
} from '@homer/contracts/heros';
import { apiPost } from '../../../shared/lib/api-client.ts';

// Refusals (400 a rule, 403 a right, 404 gone, 409 a decision or change made meanwhile) carry their own message,
// which the page that sent them shows by the form.
const formRefusals = [400, 403, 404, 409] as const;

const post = <V>(path: string, body: unknown) =>
  apiPost<Envelope<V, null>>(path, { body, skipErrorHandling: formRefusals });

export const approveApplication = (body: HerosApprove) => post<null>(paths.approve, body);
export const denyApplication = (body: HerosDeny) => post<null>(paths.deny, body);
export const requestChanges = (body: HerosRequestChanges) => post<null>(paths.requestChanges, body);

/** value = the round's id (new for a created round). */
export const saveRound = (body: HerosRoundSaveBody) => post<number>(paths.roundSave, body);
export const openRound = (roundId: number) => post<null>(paths.roundOpen, { roundId });
export const closeRound = (roundId: number) => post<null>(paths.roundClose, { roundId });
