import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaDemoSeeds } from './area-demo-seeds.ts';
import type { AreaDemoSeed, DemoBasis } from './db/area-demo-seed.ts';
import { orderAreaSeeds } from './db/order-area-seeds.ts';
import { seedCoreDemo } from './db/seed.ts';
import { systemActor, type Tx, withTx } from './db/tx.ts';
import { createTestContext, type TestContext } from './test/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The areas a seed needs, directly or through the areas it needs. */
function closureOf(seed: AreaDemoSeed, byArea: ReadonlyMap<string, AreaDemoSeed>): Set<string> {
  const found = new Set<string>();
  const visit = (area: string) => {
    if (found.has(area)) return;
    found.add(area);
    for (const before of byArea.get(area)?.after ?? []) visit(before);
  };
  for (const before of seed.after) visit(before);
  return found;
}

/** Rows in every table the application may read, as this transaction sees them, in one statement. */
async function rowCounts(tx: Tx): Promise<Record<string, number>> {
  const { rows: tables } = await tx.execute<{ name: string }>(
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and has_table_privilege(c.oid, 'select') order by 1`,
  );
  const counts = tables.map(
    ({ name }) => sql`select ${name}::text as name, count(*)::int as n from ${sql.identifier(name)}`,
  );
  const { rows } = await tx.execute<{ name: string; n: number }>(sql.join(counts, sql` union all `));
  return Object.fromEntries(rows.map((row) => [row.name, row.n]));
}

const rollback = new Error('roll back');

/** Runs `fn` in a savepoint that is always rolled back, so the next case starts from the core rows again. */
async function andRollBack<T>(tx: Tx, fn: (savepoint: Tx) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await tx
    .transaction(async (savepoint) => {
      result = await fn(savepoint);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return result as T;
}

/** Seeds `first` in order, then `seed`, and returns what `seed` added, table by table (or how it failed). */
async function rowsAddedAfter(
  tx: Tx,
  demo: DemoBasis,
  first: readonly AreaDemoSeed[],
  seed: AreaDemoSeed,
): Promise<Record<string, number> | string> {
  try {
    return await andRollBack(tx, async (savepoint) => {
      for (const earlier of first) await earlier.seed(savepoint, demo);
      const before = await rowCounts(savepoint);
      await seed.seed(savepoint, demo);
      const after = await rowCounts(savepoint);
      return Object.fromEntries(
        Object.entries(after).flatMap(([table, n]) =>
          n === before[table] ? [] : [[table, n - (before[table] ?? 0)]],
        ),
      );
    });
  } catch (error) {
    return `${seed.area} failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

describe('the demo seeds as the app registers them', () => {
  const byArea = new Map(areaDemoSeeds.map((seed) => [seed.area, seed]));
  const added = new Map<
    string,
    { alone: Record<string, number> | string; most: Record<string, number> | string }
  >();

  // One transaction on the core rows for all cases, each in a savepoint, rolled back at the end: seconds, not a
  // fresh database per area.
  beforeAll(async () => {
    await withTx(ctx.db, systemActor, (tx) =>
      andRollBack(tx, async (core) => {
        const demo = await seedCoreDemo(core, ctx.config);
        const alone = new Map<string, Record<string, number> | string>();
        for (const seed of areaDemoSeeds) {
          const needed = areaDemoSeeds.filter((s) => closureOf(seed, byArea).has(s.area));
          alone.set(seed.area, await rowsAddedAfter(core, demo, orderAreaSeeds(needed), seed));
        }
        // Along the registered order, each area is measured after the later areas that do not need it, then seeded
        // for good: the areas before it are already there, so it is measured after every area that does not need it.
        const ordered = orderAreaSeeds(areaDemoSeeds);
        for (const [index, seed] of ordered.entries()) {
          const others = ordered.slice(index + 1).filter((s) => !closureOf(s, byArea).has(seed.area));
          const most = await rowsAddedAfter(core, demo, others, seed);
          added.set(seed.area, { alone: alone.get(seed.area) ?? 'not measured', most });
          await seed.seed(core, demo);
        }
      }),
    );
  });

  it('order without a cycle, duplicate or unknown area', () => {
    expect(orderAreaSeeds(areaDemoSeeds)).toHaveLength(areaDemoSeeds.length);
  });

  // Against the area seeded after every area that does not need it, the most it could find: a seed missing a row
  // it reads either fails or quietly adds less, and both show here.
  it.each(areaDemoSeeds.map((seed) => seed.area))(
    '%s seeds the same rows with only the areas it names (and theirs) before it as after all others',
    (area) => {
      const { alone, most } = added.get(area) ?? {};
      if (typeof most !== 'object') throw new Error(most ?? `nothing measured for ${area}`);
      expect(Object.keys(most).length).toBeGreaterThan(0);
      expect(alone).toEqual(most);
    },
  );
});
