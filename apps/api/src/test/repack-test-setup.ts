import { Module, Role } from '@homer/contracts/access';
import { repackJobPaths as paths } from '@homer/contracts/repack-jobs';
import { sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import {
  receive,
  repackProducts,
  repackWorkstation,
  stockTestContext,
} from '../platform/stock/stock-test-fixtures.ts';
import { createSignedInUser } from './create-signed-in-user.ts';
import { bearer } from './test-context.ts';

type Person = { token: string; userId: number };
const people = ['reader', 'tech', 'tech2', 'pharmacist', 'pharmacist2', 'outsider', 'stranger'] as const;
const roles = {
  reader: Role.User,
  tech: Role.Technician,
  tech2: Role.Technician,
  pharmacist: Role.Pharmacist,
  pharmacist2: Role.Pharmacist,
  stranger: Role.Technician,
} as const;

/**
 * The stock fixtures plus a bulk product (bottles of 1,000 tablets) and its unit-dose card of 30, two source lots of
 * the bulk at the main site, CI staff of each rank at its facility with a repack workstation (pharmacists run jobs
 * too), and a CI technician of another facility.
 */
export function repackTestContext() {
  const t = stockTestContext();
  const who = {} as Record<(typeof people)[number], Person>;
  const p = { bulk: 0, card: 0, early: 0, late: 0, workstation: 0 };
  beforeAll(async () => {
    const { db } = t.ctx;
    ({ bulk: p.bulk, card: p.card } = await repackProducts(db));
    p.early = (
      await receive(db, {
        inventorySiteId: t.f.main,
        ndcProductId: p.bulk,
        lotNumber: 'MF-EARLY',
        expiryDate: '2031-03-31',
        quantity: 1000,
        unitCost: '0.0200',
      })
    ).lotId;
    p.late = (
      await receive(db, {
        inventorySiteId: t.f.main,
        ndcProductId: p.bulk,
        lotNumber: 'MF-LATE',
        expiryDate: '2032-06-30',
        quantity: 2000,
        unitCost: '0.0300',
      })
    ).lotId;
    const { rows } = await db.execute<{ facilityId: number }>(
      sql`select facility_id as "facilityId" from inventory_sites where id = ${t.f.main}`,
    );
    p.workstation = await repackWorkstation(db, rows[0]?.facilityId ?? 0);
    for (const name of people) {
      who[name] = await createSignedInUser(t.ctx, {
        userName: `repack-${name}`,
        access: [
          name === 'outsider'
            ? { module: Module.Inventory, role: Role.SystemAdmin }
            : { module: Module.CI, role: roles[name] },
        ],
      });
      // The stranger is a CI technician of no facility of ours: our jobs are not theirs to see or work.
      if (name === 'stranger' || name === 'outsider') continue;
      await db.execute(sql`insert into user_facilities (user_id, facility_id)
        values (${who[name].userId}, ${rows[0]?.facilityId ?? 0})`);
      if (name !== 'reader')
        await db.execute(
          sql`update users set ci_workstation_id = ${p.workstation} where id = ${who[name].userId}`,
        );
    }
  });
  const post = (person: Person, path: string, body: object) =>
    t.ctx.app.inject({ method: 'POST', url: `/${path}`, headers: bearer(person.token), payload: body });
  const get = (person: Person, url: string) =>
    t.ctx.app.inject({ method: 'GET', url: `/${url}`, headers: bearer(person.token) });
  /** A draft of `cards` cards from the lots given (or the early lot alone). */
  const draft = (person: Person, cards: number, sources?: { lotId: number; quantity: number }[]) =>
    post(person, paths.save, {
      id: 0,
      inventorySiteId: t.f.main,
      outputProductId: p.card,
      plannedCards: cards,
      containerClass: 'A',
      sources: sources ?? [{ lotId: p.early, quantity: cards * 30 }],
    });
  return { t, who, p, post, get, draft };
}

/** Everything jobs and the ledger hold, to show a refusal stored nothing. */
export async function repackState(t: ReturnType<typeof stockTestContext>) {
  const { rows } = await t.ctx.db.execute<{ state: string }>(sql`
    select concat_ws('|',
      (select string_agg(concat_ws(':', id, status, lot_id, document_id, actual_cards, verified_by), ',' order by id)
        from repack_jobs),
      (select string_agg(concat_ws(':', job_id, lot_id, quantity, used), ',' order by job_id, lot_id)
        from repack_job_sources),
      (select count(*) from repack_label_runs),
      (select string_agg(id || ':' || on_hand || '/' || allocated || ':' || status, ',' order by id) from stock_lots),
      (select count(*) from stock_movements)) as state`);
  return rows[0]?.state;
}
