import type { ModuleAccess } from '@homer/contracts/access';
import { type AppRoute, routes } from '@homer/contracts/routes';
import { useMemo } from 'react';
import { routePages } from '../route-pages.ts';
import { type NavTree, navTree } from './nav-groups.ts';
import { navFirstIcons } from './nav-icons.ts';
import { navItems } from './nav-items.ts';
import { navPageIconNames } from './nav-page-icon-names.ts';

const routeTable: readonly AppRoute[] = routes;

/** The bar's areas and pages for these rights; the palette offers the same pages. */
export function useNavTree(access: readonly ModuleAccess[]): NavTree {
  return useMemo(
    () =>
      navTree(
        navItems(
          routeTable,
          (id) => id in routePages,
          (icon) => icon in navFirstIcons || navPageIconNames.has(icon),
          access,
        ),
      ),
    [access],
  );
}
