import type { AreaDemoSeed } from './area-demo-seed.ts';

/**
 * The seeds in an order where each comes after every area it names in `after`. Among seeds free to go, the one
 * earlier in the list goes first, so the order (and the demo's ids) only changes when the list or a dependency
 * does. Throws, naming the areas, on a duplicate area, an unknown `after` name or a cycle.
 */
export function orderAreaSeeds<Seed extends AreaDemoSeed>(seeds: readonly Seed[]): Seed[] {
  const byArea = new Map<string, Seed>();
  for (const seed of seeds) {
    if (byArea.has(seed.area)) throw new Error(`Demo seed area "${seed.area}" is registered twice.`);
    byArea.set(seed.area, seed);
  }
  for (const seed of seeds) {
    const unknown = seed.after.filter((area) => !byArea.has(area));
    if (unknown.length > 0)
      throw new Error(`Demo seed "${seed.area}" comes after unknown areas: ${unknown.join(', ')}.`);
  }
  const ordered: Seed[] = [];
  const done = new Set<string>();
  let waiting = [...seeds];
  while (waiting.length > 0) {
    const next = waiting.find((seed) => seed.after.every((area) => done.has(area)));
    if (!next) throw new Error(`Demo seeds wait on each other in a cycle: ${cycleAmong(waiting, done)}.`);
    ordered.push(next);
    done.add(next.area);
    waiting = waiting.filter((seed) => seed !== next);
  }
  return ordered;
}

/** Follows unmet `after`s from the first waiting seed until an area repeats: that loop is the cycle. */
function cycleAmong(waiting: readonly AreaDemoSeed[], done: ReadonlySet<string>): string {
  const byArea = new Map(waiting.map((seed) => [seed.area, seed]));
  const path: string[] = [];
  let area = waiting[0]?.area;
  while (area !== undefined && !path.includes(area)) {
    path.push(area);
    area = byArea.get(area)?.after.find((name) => !done.has(name));
  }
  return area === undefined ? path.join(', ') : [...path.slice(path.indexOf(area)), area].join(' -> ');
}
