import type { DashboardLayoutEntry } from '@homer/contracts/dashboard-widgets';

/** The layout with the widget at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveWidget(
  layout: readonly DashboardLayoutEntry[],
  index: number,
  step: -1 | 1,
): DashboardLayoutEntry[] {
  const target = index + step;
  const next = [...layout];
  const moved = next[index];
  const other = next[target];
  if (!moved || !other) return next;
  next[index] = other;
  next[target] = moved;
  return next;
}

export function setHidden(
  layout: readonly DashboardLayoutEntry[],
  id: DashboardLayoutEntry['id'],
  hidden: boolean,
): DashboardLayoutEntry[] {
  return layout.map((w) => (w.id === id ? { ...w, hidden } : w));
}
