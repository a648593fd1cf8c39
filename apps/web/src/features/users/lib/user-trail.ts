import { allows, type ModuleAccess } from '@homer/contracts/access';
import { routeById } from '@homer/contracts/routes';
import { type Crumb, routeCrumb } from '../../../shared/lib/route-crumb.ts';

type Viewer = { access: readonly ModuleAccess[] };

/** The users list, for the viewers allowed to open it (user administrators); others have no list to go back to. */
export function usersListCrumb(viewer: Viewer): Crumb | undefined {
  return allows(routeById('usersList').access, viewer.access) ? routeCrumb('usersList') : undefined;
}

/** A user page's way back: the users list, or the dashboard for someone looking at their own account. */
export function userTrail(viewer: Viewer): Crumb[] {
  return [usersListCrumb(viewer) ?? routeCrumb('dashboard')];
}
