import { allows, type ModuleAccess } from '@homer/contracts/access';
import type { AppRoute } from '@homer/contracts/routes';

export type NavItem = {
  id: string;
  path: string;
  label: string;
  icon: string;
  /** Spec §8: the server refuses the page's calls (467) unless the session has a second factor (decision 083). */
  phi: boolean;
};

/**
 * Spec §2.2/§6: an item shows only if the user may view it and it has an icon; here also only if its page
 * is mounted, so the bar never links to a route that would bounce home.
 */
export function navItems(
  table: readonly AppRoute[],
  mounted: (id: string) => boolean,
  hasIcon: (icon: string) => boolean,
  access: readonly ModuleAccess[],
): NavItem[] {
  return table.flatMap((route) =>
    route.nav && hasIcon(route.nav.icon) && mounted(route.id) && allows(route.access, access)
      ? [
          {
            id: route.id,
            path: `/${route.path}`,
            label: route.nav.label,
            icon: route.nav.icon,
            phi: typeof route.access === 'object' && route.access.phi === true,
          },
        ]
      : [],
  );
}
