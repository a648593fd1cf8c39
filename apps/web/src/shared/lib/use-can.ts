import { type AccessRule, allows } from '@homer/contracts/access';
import { useSession } from './use-session.ts';

/** Whether the signed-in user passes a rule, to hide what the server would refuse (e.g. "B&A admin" buttons). */
export function useCan(rule: AccessRule): boolean {
  const { user } = useSession();
  return allows(rule, user ? user.access : null);
}
