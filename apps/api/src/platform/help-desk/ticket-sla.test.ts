import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idArray } from '../../db/id-array.ts';
import type { Db } from '../../db/pool.ts';
import { helpDeskPriorities, helpDeskTickets } from '../../db/schema/help-desk.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { insertTicket } from '../../test/ticket-fixtures.ts';
import { slaColumns, statusRank, workingStatuses } from './ticket-sla.ts';

const priorityId = 90;
const hour = 3_600_000;
const minute = 60_000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.ownerDb.insert(helpDeskPriorities).values({ id: priorityId, name: 'SLA test', sortOrder: 90 });
});
afterAll(() => ctx.close());

function slaOf(ticketId: number, db: Pick<Db, 'select'> = ctx.db) {
  return db
    .select(slaColumns)
    .from(helpDeskTickets)
    .innerJoin(helpDeskPriorities, eq(helpDeskPriorities.id, helpDeskTickets.priorityId))
    .where(eq(helpDeskTickets.id, ticketId))
    .then(([row]) => row);
}

/** Minutes before now, plus half a minute: no due time lands within a clock tick of the database's now(). */
const minutesAgo = (now: number, minutes: number) => new Date(now - minutes * minute - 30_000);

/** When a clock stops, in seconds after creation: anywhere, or a second either side of its due time (the edge). */
type ClockStop = number | { fromDue: number };
const clockStop: fc.Arbitrary<ClockStop> = fc.oneof(
  fc.integer({ min: 0, max: 400 * 3600 }),
  fc.integer({ min: -1, max: 1 }).map((fromDue) => ({ fromDue })),
);

describe('slaColumns', () => {
  it('counts both clocks from creation in hours of the priority, and stops them at reply or resolution', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          firstResponseHours: fc.integer({ min: 1, max: 48 }),
          resolutionHours: fc.integer({ min: 1, max: 240 }),
          createdMinutesAgo: fc.integer({ min: 0, max: 400 * 60 }),
          respondedAfter: fc.option(clockStop),
          resolvedAfter: fc.option(clockStop),
        }),
        async (c) => {
          await ctx.ownerDb
            .update(helpDeskPriorities)
            .set({ firstResponseHours: c.firstResponseHours, resolutionHours: c.resolutionHours })
            .where(eq(helpDeskPriorities.id, priorityId));
          const now = Date.now();
          const createdAt = minutesAgo(now, c.createdMinutesAgo);
          const after = (stop: ClockStop | null, dueHours: number) => {
            if (stop === null) return null;
            const seconds = typeof stop === 'number' ? stop : dueHours * 3600 + stop.fromDue;
            return new Date(createdAt.getTime() + seconds * 1000);
          };
          const firstRespondedAt = after(c.respondedAfter, c.firstResponseHours);
          const resolvedAt = after(c.resolvedAfter, c.resolutionHours);
          const id = await insertTicket(ctx, { priorityId, createdAt, firstRespondedAt, resolvedAt });

          const firstResponseDue = createdAt.getTime() + c.firstResponseHours * hour;
          const resolutionDue = createdAt.getTime() + c.resolutionHours * hour;
          const firstClockStop = (firstRespondedAt ?? resolvedAt)?.getTime() ?? now;
          expect(await slaOf(id)).toEqual({
            firstResponseDueAt: new Date(firstResponseDue).toISOString(),
            firstRespondedAt: firstRespondedAt?.toISOString() ?? null,
            firstResponseOverdue: firstClockStop > firstResponseDue,
            resolutionDueAt: new Date(resolutionDue).toISOString(),
            resolvedAt: resolvedAt?.toISOString() ?? null,
            resolutionOverdue: (resolvedAt?.getTime() ?? now) > resolutionDue,
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('keeps counting hours, not wall-clock days, across a daylight-saving change', async () => {
    await ctx.ownerDb
      .update(helpDeskPriorities)
      .set({ firstResponseHours: 8, resolutionHours: 72 })
      .where(eq(helpDeskPriorities.id, priorityId));
    // The evening before US clocks went forward (2026-03-08 02:00 in New York), read in New York's time zone:
    // three days on the wall clock would be an hour short of 72 hours.
    const id = await insertTicket(ctx, { priorityId, createdAt: new Date('2026-03-07T23:00:00-05:00') });
    const sla = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'America/New_York'`);
      return slaOf(id, tx);
    });
    expect(sla).toMatchObject({
      firstResponseDueAt: '2026-03-08T12:00:00.000Z',
      resolutionDueAt: '2026-03-11T04:00:00.000Z',
    });
  });
});

describe('statusRank', () => {
  it('sorts statuses in workflow order, the working ones first, anything else before them', async () => {
    const statuses = ['Closed', 'Pending', 'Draft', 'New', 'Resolved', 'Open'];
    const ids = await Promise.all(statuses.map((status) => insertTicket(ctx, { status })));
    const rows = await ctx.db
      .select({ status: helpDeskTickets.status })
      .from(helpDeskTickets)
      .where(sql`${helpDeskTickets.id} = any(${idArray(ids)})`)
      .orderBy(statusRank);
    expect(rows.map((row) => row.status)).toEqual(['Draft', 'New', 'Open', 'Pending', 'Resolved', 'Closed']);
    expect(rows.slice(1, 4).map((row) => row.status)).toEqual([...workingStatuses]);
  });
});
