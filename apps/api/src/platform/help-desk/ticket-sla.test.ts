import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idArray } from '../../db/id-array.ts';
import type { Db } from '../../db/pool.ts';
import { helpDeskPriorities, helpDeskTickets } from '../../db/schema/help-desk.ts';
import { holidays } from '../../db/schema/system-settings.ts';
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

/**
 * Minutes before now, plus half a minute, on a whole second: no due time lands within a clock tick of the
 * database's now(), and the oracle's seconds meet midnight exactly.
 */
const minutesAgo = (now: number, minutes: number) =>
  new Date(Math.floor((now - minutes * minute - 30_000) / 1000) * 1000);

/** When a clock stops, in seconds after creation: anywhere, or a second either side of its due time (the edge). */
type ClockStop = number | { fromDue: number };
const clockStop: fc.Arbitrary<ClockStop> = fc.oneof(
  fc.integer({ min: 0, max: 400 * 3600 }),
  fc.integer({ min: -1, max: 1 }).map((fromDue) => ({ fromDue })),
);

const second = 1000;
const day = 24 * hour;

/**
 * The oracle, independent of the database's day-by-day arithmetic: walks second by second from creation and
 * counts only seconds of UTC weekdays that are not closed, until `hours` of them have passed.
 */
function businessDueByCounting(createdAt: number, hours: number, closedDays: Set<number>): number {
  let remaining = hours * 3600;
  let at = createdAt;
  while (remaining > 0) {
    const dayNumber = Math.floor(at / day);
    const weekday = new Date(dayNumber * day).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !closedDays.has(dayNumber)) remaining--;
    at += second;
  }
  return at;
}

const setCalendarZone = (zone: string) =>
  ctx.ownerDb.execute(sql`update program_calendar set time_zone = ${zone} where id = 1`);

describe('slaColumns', () => {
  it('counts both clocks in business hours from creation, skipping weekends and holidays, and stops them at reply or resolution', async () => {
    await setCalendarZone('UTC');
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          firstResponseHours: fc.integer({ min: 1, max: 48 }),
          resolutionHours: fc.integer({ min: 1, max: 120 }),
          createdMinutesAgo: fc.integer({ min: 0, max: 400 * 60 }),
          /** Closed days, counted from the day of creation. */
          holidayOffsets: fc.uniqueArray(fc.integer({ min: 0, max: 20 }), { maxLength: 4 }),
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
          const createdDay = Math.floor(createdAt.getTime() / day);
          const closedDays = new Set(c.holidayOffsets.map((offset) => createdDay + offset));
          await ctx.ownerDb.delete(holidays);
          if (closedDays.size > 0)
            await ctx.ownerDb.insert(holidays).values(
              [...closedDays].map((dayNumber) => ({
                holidayDate: new Date(dayNumber * day).toISOString().slice(0, 10),
                name: 'Closed',
              })),
            );
          const firstResponseDue = businessDueByCounting(
            createdAt.getTime(),
            c.firstResponseHours,
            closedDays,
          );
          const resolutionDue = businessDueByCounting(createdAt.getTime(), c.resolutionHours, closedDays);
          const after = (stop: ClockStop | null, due: number) => {
            if (stop === null) return null;
            if (typeof stop === 'number') return new Date(createdAt.getTime() + stop * second);
            return new Date(due + stop.fromDue * second);
          };
          const firstRespondedAt = after(c.respondedAfter, firstResponseDue);
          const resolvedAt = after(c.resolvedAfter, resolutionDue);
          const id = await insertTicket(ctx, { priorityId, createdAt, firstRespondedAt, resolvedAt });

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
    await ctx.ownerDb.delete(holidays);
  });

  it("counts the programme's own days: 24 wall-clock hours per business day across a daylight-saving change", async () => {
    await setCalendarZone('America/New_York');
    await ctx.ownerDb
      .update(helpDeskPriorities)
      .set({ firstResponseHours: 8, resolutionHours: 72 })
      .where(eq(helpDeskPriorities.id, priorityId));
    // Friday 8 pm in New York; US clocks went forward on Sunday 2026-03-08. Friday gives 4 hours, the weekend none.
    const friday = await insertTicket(ctx, { priorityId, createdAt: new Date('2026-03-06T20:00:00-05:00') });
    expect(await slaOf(friday)).toMatchObject({
      // Monday 4 am, now on daylight time.
      firstResponseDueAt: '2026-03-09T08:00:00.000Z',
      // 4 (Fri) + 24 (Mon) + 24 (Tue) + 20 (Wed): Wednesday 8 pm.
      resolutionDueAt: '2026-03-12T00:00:00.000Z',
    });
    // Tuesday closed: the resolution clock runs a day longer; a ticket raised on the holiday starts on Wednesday.
    await ctx.ownerDb.insert(holidays).values({ holidayDate: '2026-03-10', name: 'Closed Tuesday' });
    const onHoliday = await insertTicket(ctx, {
      priorityId,
      createdAt: new Date('2026-03-10T10:00:00-04:00'),
    });
    expect(await slaOf(friday)).toMatchObject({ resolutionDueAt: '2026-03-13T00:00:00.000Z' });
    expect(await slaOf(onHoliday)).toMatchObject({ firstResponseDueAt: '2026-03-11T12:00:00.000Z' });
    await ctx.ownerDb.delete(holidays);
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
