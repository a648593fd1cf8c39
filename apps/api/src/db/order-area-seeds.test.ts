import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AreaDemoSeed } from './area-demo-seed.ts';
import { orderAreaSeeds } from './order-area-seeds.ts';

const seed = (area: string, ...after: string[]): AreaDemoSeed => ({ area, after, seed: async () => {} });
const areas = (seeds: readonly AreaDemoSeed[]) => seeds.map((s) => s.area);

describe('orderAreaSeeds', () => {
  it('puts each seed after the areas it names, and otherwise keeps the list order', () => {
    const ordered = orderAreaSeeds([seed('a', 'd'), seed('b'), seed('c', 'a'), seed('d'), seed('e')]);
    expect(areas(ordered)).toEqual(['b', 'd', 'a', 'c', 'e']);
  });

  it('keeps a list without dependencies as it is', () => {
    expect(areas(orderAreaSeeds([seed('z'), seed('a'), seed('m')]))).toEqual(['z', 'a', 'm']);
  });

  it('names an area registered twice', () => {
    expect(() => orderAreaSeeds([seed('a'), seed('b'), seed('a')])).toThrow(
      'Demo seed area "a" is registered twice.',
    );
  });

  it('names a seed that comes after an area nobody registered', () => {
    expect(() => orderAreaSeeds([seed('a', 'b', 'ghost'), seed('b')])).toThrow(
      'Demo seed "a" comes after unknown areas: ghost.',
    );
  });

  it('names the areas of a cycle, not the seeds merely waiting on it', () => {
    const seeds = [seed('free'), seed('waits', 'x'), seed('x', 'y'), seed('y', 'z'), seed('z', 'x')];
    expect(() => orderAreaSeeds(seeds)).toThrow(
      'Demo seeds wait on each other in a cycle: x -> y -> z -> x.',
    );
    expect(() => orderAreaSeeds([seed('self', 'self')])).toThrow('cycle: self -> self.');
  });

  it('orders any listing of an acyclic graph so that every seed follows all it names', () => {
    // Edges only point to earlier indices of the generated list, so the graph is acyclic; then the list is shuffled.
    const graph = fc.integer({ min: 1, max: 12 }).chain((size) =>
      fc.tuple(
        fc.tuple(
          ...Array.from({ length: size }, (_, i) => fc.subarray(Array.from({ length: i }, (_, j) => j))),
        ),
        fc.shuffledSubarray(
          Array.from({ length: size }, (_, i) => i),
          { minLength: size, maxLength: size },
        ),
      ),
    );
    fc.assert(
      fc.property(graph, ([edges, permutation]) => {
        const seeds = permutation.map((i) => seed(`area${i}`, ...(edges[i] ?? []).map((j) => `area${j}`)));
        const ordered = orderAreaSeeds(seeds);
        expect(ordered).toHaveLength(seeds.length);
        const position = new Map(ordered.map((s, index) => [s.area, index]));
        for (const s of ordered) {
          for (const before of s.after) expect(position.get(before)).toBeLessThan(position.get(s.area) ?? -1);
        }
      }),
    );
  });
});
