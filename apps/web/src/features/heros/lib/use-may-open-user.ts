import { useSession } from '../../../shared/lib/use-session.ts';
import { visibleTabs } from '../../users/lib/visible-tabs.ts';

/**
 * Whether the viewer may open a user's HEROS Agencies tab: the user edit page's own rule (visibleTabs, decision
 * 045). Elsewhere the name is shown without a link.
 */
export function useMayOpenUser(): (userId: number) => boolean {
  const { user } = useSession();
  return (userId) => !!user && visibleTabs(user, userId).includes('heros-agencies');
}

export const userAgenciesPath = (userId: number) => `/admin/users/user/edit/heros-agencies/${userId}`;
