import { Module, Role } from '@homer/contracts/access';
import { stockCountPaths as paths } from '@homer/contracts/stock-counts';
import { sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { withTx } from '../../db/tx.ts';
import { postStockDocument } from '../../platform/stock/post-stock-document.ts';
import { actor, rules, stockTestContext } from '../../platform/stock/stock-test-fixtures.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer } from '../../test/test-context.ts';

type Person = { token: string; userId: number };
const people = ['reader', 'tech', 'tech2', 'pharmacist', 'pharmacist2', 'pharmacist3', 'outsider'] as const;

/** The stock fixtures, and staff of each rank a count needs: two counters and three pharmacists. */
export function countTestContext() {
  const t = stockTestContext();
  const who = {} as Record<(typeof people)[number], Person>;
  beforeAll(async () => {
    const roles = {
      reader: Role.User,
      tech: Role.Technician,
      tech2: Role.Technician,
      pharmacist: Role.Pharmacist,
      pharmacist2: Role.Pharmacist,
      pharmacist3: Role.Pharmacist,
    } as const;
    for (const name of people)
      who[name] = await createSignedInUser(t.ctx, {
        userName: `count-${name}`,
        access: [
          name === 'outsider'
            ? { module: Module.NDC, role: Role.SystemAdmin }
            : { module: Module.Inventory, role: roles[name] },
        ],
      });
  });
  const post = (person: Person, path: string, body: object) =>
    t.ctx.app.inject({ method: 'POST', url: `/${path}`, headers: bearer(person.token), payload: body });
  const get = (person: Person, url: string) =>
    t.ctx.app.inject({ method: 'GET', url: `/${url}`, headers: bearer(person.token) });
  return {
    t,
    who,
    post,
    get,
    start: (person: Person, body: object) => post(person, paths.start, body),
    enter: (person: Person, countId: number, lineId: number, quantity: unknown) =>
      post(person, paths.enter, { countId, lineId, quantity }),
    submit: (person: Person, countId: number) => post(person, paths.submit, { countId }),
    verify: (person: Person, countId: number) => post(person, paths.verify, { countId }),
  };
}

/** Moves stock the way other screens do while a count is open: an adjustment of one lot. */
export function adjust(
  t: ReturnType<typeof stockTestContext>,
  siteId: number,
  lotId: number,
  quantity: number,
) {
  return withTx(t.ctx.db, actor, (tx) =>
    postStockDocument(
      tx,
      actor,
      {
        kind: 'adjustment',
        inventorySiteId: siteId,
        lines: [{ lotId, quantity, reasonCode: quantity > 0 ? 'found' : 'damaged' }],
      },
      rules,
    ),
  );
}

/** Everything counts and the ledger hold, to show a refusal stored nothing. */
export async function countState(t: ReturnType<typeof stockTestContext>) {
  const { rows } = await t.ctx.db.execute<{ state: string }>(sql`
    select concat_ws('|',
      (select string_agg(id || ':' || status || ':' || coalesce(document_id, 0), ',' order by id) from stock_counts),
      (select string_agg(concat_ws(':', id, lot_id, expected_quantity, counted_quantity, recount_quantity, needs_recount),
        ',' order by id) from stock_count_lines),
      (select string_agg(id || ':' || on_hand || '/' || allocated, ',' order by id) from stock_lots),
      (select count(*) from stock_movements)) as state`);
  return rows[0]?.state;
}
