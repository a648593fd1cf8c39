import type { NavTree } from '../shell/nav-groups.ts';

export type PalettePage = { id: string; path: string; label: string; area: string | null; phi: boolean };

/** Every page the side bar offers this user, with its area, in the bar's order (decision 083). */
export function palettePages(tree: NavTree): PalettePage[] {
  return [
    ...tree.top.map((item) => ({
      id: item.id,
      path: item.path,
      label: item.label,
      area: null,
      phi: item.phi,
    })),
    ...tree.groups.flatMap((group) =>
      group.items.map((item) => ({
        id: item.id,
        path: item.path,
        label: item.label,
        area: group.label,
        phi: item.phi,
      })),
    ),
  ];
}

/** Pages whose name (or area) contains every word typed, case-insensitively. */
export function matchPages(pages: readonly PalettePage[], query: string): PalettePage[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...pages];
  return pages.filter((page) => {
    const text = `${page.label} ${page.area ?? ''}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
