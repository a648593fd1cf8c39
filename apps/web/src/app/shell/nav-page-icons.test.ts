import { routes } from '@homer/contracts/routes';
import { describe, expect, it } from 'vitest';
import { navFirstIcons } from './nav-icons.ts';
import { navPageIconNames } from './nav-page-icon-names.ts';
import { navPageIcons } from './nav-page-icons.ts';

describe('the side bar icons', () => {
  it('names exactly the icons the late module brings', () => {
    expect([...navPageIconNames].sort()).toEqual(Object.keys(navPageIcons).sort());
  });

  it('has an icon for every page of the route table that is in the bar', () => {
    const named = (routes as readonly { nav?: { icon: string } }[]).flatMap((route) =>
      route.nav ? [route.nav.icon] : [],
    );
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((icon) => !(icon in navFirstIcons) && !navPageIconNames.has(icon))).toEqual([]);
  });
});
