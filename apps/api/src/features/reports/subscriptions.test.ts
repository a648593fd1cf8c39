import { Module, Role } from '@homer/contracts/access';
import { messages } from '@homer/contracts/messages';
import {
  subscriptionMessages as m,
  maxSubscriptions,
  reportSubscriptionPaths as paths,
  type ReportSubscriptionRow,
} from '@homer/contracts/report-subscriptions';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleAccess } from '../../db/schema/core.ts';
import { userNotifications } from '../../db/schema/notifications.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { reportSubscriptions } from '../../db/schema/reporting.ts';
import { receive, stockTestContext } from '../../platform/stock/stock-test-fixtures.ts';
import { calendarDay } from '../../platform/time/zoned-time.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer } from '../../test/test-context.ts';
import { runSubscriptionDeliveries } from './deliver-subscriptions.ts';
import { addDays } from './subscription-calendar.ts';

const t = stockTestContext();
let reader: { userId: number; token: string };
let other: { userId: number; token: string };
let admin: { userId: number; token: string };
let outsider: { userId: number; token: string };
let today: string;

beforeAll(async () => {
  const inventory = [{ module: Module.Inventory, role: Role.User }];
  reader = await createSignedInUser(t.ctx, { userName: 'sub-reader', access: inventory });
  other = await createSignedInUser(t.ctx, { userName: 'sub-other', access: inventory });
  admin = await createSignedInUser(t.ctx, {
    userName: 'sub-admin',
    access: [{ module: Module.Admin, role: Role.SystemAdmin }],
  });
  outsider = await createSignedInUser(t.ctx, {
    userName: 'sub-outsider',
    access: [{ module: Module.NDC, role: Role.User }],
  });
  today = calendarDay(new Date(), t.ctx.config.programTimeZone);
  await receive(t.ctx.db, {
    inventorySiteId: t.f.main,
    ndcProductId: t.f.naloxone,
    lotNumber: 'SUB-1',
    quantity: 40,
  });
});

const post = (token: string, url: string, payload: object) =>
  t.ctx.app.inject({ method: 'POST', url: `/${url}`, headers: bearer(token), payload });
const list = async (token: string, userId: number) => {
  const res = await t.ctx.app.inject({
    method: 'GET',
    url: `/${paths.list}?userId=${userId}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReportSubscriptionRow[];
};
const stored = async (userId: number) =>
  (
    await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reportSubscriptions)
      .where(eq(reportSubscriptions.userId, userId))
  )[0]?.n;

/** The report deliveries a user was notified of, oldest first. */
const deliveredTo = (userId: number) =>
  t.ctx.db
    .select({
      title: userNotifications.title,
      message: userNotifications.message,
      link: userNotifications.link,
    })
    .from(userNotifications)
    .where(
      and(eq(userNotifications.userId, userId), eq(userNotifications.typeKey, 'reports.report-delivered')),
    )
    .orderBy(userNotifications.id);

const usageLow = {
  report: 'reportStockUsage',
  frequency: 'weekly',
  filters: { siteId: t.f?.main ?? 0, lowBelow: '2', lowOnly: 'false', search: 'Naloxone' },
};

describe('report subscriptions', () => {
  it('subscribes with the filters on screen, first delivered at the start of the next period', async () => {
    const body = { ...usageLow, filters: { ...usageLow.filters, siteId: t.f.main } };
    const res = await post(reader.token, paths.save, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isSuccessful: true, message: m.saved });
    const [row] = await list(reader.token, reader.userId);
    expect(row).toMatchObject({
      report: 'reportStockUsage',
      reportTitle: 'Stock Usage Report',
      frequency: 'weekly',
      filtersText: 'Site: Main stock; Low below 2 months; Search: Naloxone',
      link: `reporting/stock-usage?siteId=${t.f.main}&lowBelow=2&lowOnly=false&search=Naloxone`,
      lastDeliveredAt: null,
    });
    const next = row?.nextDeliveryOn ?? '';
    expect(new Date(`${next}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(next > today && next <= addDays(today, 7)).toBe(true);

    // The same subscription again is refused and stores nothing.
    const again = await post(reader.token, paths.save, body);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(m.duplicate);
    expect(await stored(reader.userId)).toBe(1);
  });

  it('refuses what it cannot keep, storing nothing', async () => {
    const cases: [object, string][] = [
      [{ ...usageLow, frequency: 'hourly' }, m.frequencyRequired],
      [{ ...usageLow, filters: { ...usageLow.filters, search: 'a\u0000b' } }, 'characters'],
      [{ ...usageLow, filters: { ...usageLow.filters, lowBelow: '12' } }, 'Invalid option'],
      [{ ...usageLow, filters: { ...usageLow.filters, siteId: 2_147_483_648 } }, 'Must be a whole number'],
      [{ ...usageLow, report: 'reportsIndex' }, m.notSubscribable],
    ];
    for (const [body, message] of cases) {
      const res = await post(other.token, paths.save, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(message);
    }
    // A report the user may not open.
    const denied = await post(outsider.token, paths.save, usageLow);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(messages.accessDenied);
    expect(await stored(other.userId)).toBe(0);
    expect(await stored(outsider.userId)).toBe(0);
  });

  it(`keeps at most ${maxSubscriptions} per user`, async () => {
    for (let i = 0; i < maxSubscriptions; i++) {
      const res = await post(other.token, paths.save, {
        report: 'reportStockLedger',
        frequency: 'daily',
        filters: { siteId: 0, search: `S${i}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const one = await post(other.token, paths.save, { ...usageLow, frequency: 'daily' });
    expect(one.json().message).toBe(m.tooMany);
    expect(await stored(other.userId)).toBe(maxSubscriptions);
    await t.ctx.db.delete(reportSubscriptions).where(eq(reportSubscriptions.userId, other.userId));
  });

  it("is another user's to change only for a user administrator; others are told it does not exist", async () => {
    const [mine] = await list(reader.token, reader.userId);
    const id = mine?.id ?? 0;
    expect(
      (
        await t.ctx.app.inject({
          method: 'GET',
          url: `/${paths.list}?userId=${reader.userId}`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(403);
    const theirs = await post(other.token, paths.remove, { id });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(m.notFound);
    expect((await post(other.token, paths.setFrequency, { id, frequency: 'daily' })).statusCode).toBe(404);
    expect((await post(reader.token, paths.remove, { id: 2_147_483_647 })).statusCode).toBe(404);
    expect((await post(reader.token, paths.remove, { id: 2_147_483_648 })).statusCode).toBe(400);
    const hourly = await post(reader.token, paths.setFrequency, { id, frequency: 'hourly' });
    expect(hourly.statusCode).toBe(400);
    expect(hourly.json().message).toBe(m.frequencyRequired);
    expect((await list(reader.token, reader.userId))[0]?.frequency).toBe('weekly');
    // An administrator sees and changes it.
    expect((await list(admin.token, reader.userId)).map((r) => r.id)).toEqual([id]);
    const changed = await post(admin.token, paths.setFrequency, { id, frequency: 'monthly' });
    expect(changed.json()).toMatchObject({ isSuccessful: true, message: m.frequencyChanged });
    const [after] = await list(reader.token, reader.userId);
    expect(after?.frequency).toBe('monthly');
    expect(after?.nextDeliveryOn.slice(8)).toBe('01');
  });

  it('is delivered once per period, in the app and by email, with the headline figures and a link', async () => {
    const [mine] = await list(reader.token, reader.userId);
    const id = mine?.id ?? 0;
    // A daily stock ledger subscription, due today: its period is yesterday.
    await post(reader.token, paths.setFrequency, { id, frequency: 'daily' });
    const ledger = await post(reader.token, paths.save, {
      report: 'reportStockLedger',
      frequency: 'daily',
      filters: { siteId: t.f.main },
    });
    const ledgerId = ledger.json().value as number;
    await t.ctx.db
      .update(reportSubscriptions)
      .set({ nextDeliveryOn: today })
      .where(eq(reportSubscriptions.userId, reader.userId));

    const log = await runSubscriptionDeliveries(t.ctx.db, t.ctx.config, today);
    expect(log).toBe('Delivered 2 report subscriptions.');
    const notices = await deliveredTo(reader.userId);
    const yesterday = addDays(today, -1);
    expect(notices).toEqual([
      {
        title: 'Stock Usage Report (daily)',
        message: '1 products, 0 low on stock; value at cost $0.00.',
        link: `reporting/stock-usage?siteId=${t.f.main}&lowBelow=2&lowOnly=false&search=Naloxone`,
      },
      expect.objectContaining({
        title: 'Stock Ledger Report (daily)',
        link: `reporting/stock-ledger?siteId=${t.f.main}&from=${yesterday}&to=${yesterday}`,
      }),
    ]);
    expect(notices[1]?.message).toMatch(
      /^\d\d\/\d\d\/\d{4}: \d+ lots; 0 units received, 0 shipped; \d+ on hand at the end\.$/,
    );
    const mail = await t.ctx.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Stock Ledger Report (daily)'));
    expect(mail.length).toBeGreaterThan(0);

    // The same day again delivers nothing; the next delivery is tomorrow.
    expect(await runSubscriptionDeliveries(t.ctx.db, t.ctx.config, today)).toBe(
      'Delivered 0 report subscriptions.',
    );
    const rows = await list(reader.token, reader.userId);
    expect(rows.map((r) => r.nextDeliveryOn)).toEqual([addDays(today, 1), addDays(today, 1)]);
    expect(rows.every((r) => r.lastDeliveredAt !== null)).toBe(true);

    // A user who lost the Inventory module is skipped, and keeps the subscription.
    await t.ctx.db.delete(moduleAccess).where(eq(moduleAccess.userId, reader.userId));
    expect(await runSubscriptionDeliveries(t.ctx.db, t.ctx.config, addDays(today, 1))).toBe(
      'Delivered 0 report subscriptions; skipped 2 whose user may no longer open the report.',
    );
    expect(await stored(reader.userId)).toBe(2);
    const removed = await post(reader.token, paths.remove, { id: ledgerId });
    expect(removed.json()).toMatchObject({ isSuccessful: true, message: m.removed });
    expect(await stored(reader.userId)).toBe(1);
  });
  it('delivers the shipments and adjustments reports over the period just ended, with their filters', async () => {
    const save = (body: object) => post(other.token, paths.save, body);
    const shipments = { report: 'reportShipments', frequency: 'weekly', filters: { siteId: t.f.main } };
    const refused = await save({ ...shipments, filters: { siteId: t.f.main, programme: 'heros' } });
    expect(refused.statusCode).toBe(400);
    expect(await stored(other.userId)).toBe(0);
    expect(
      (await save({ ...shipments, filters: { siteId: t.f.main, programme: 'county_orders' } })).statusCode,
    ).toBe(200);
    expect(
      (await save({ report: 'reportAdjustments', frequency: 'monthly', filters: { siteId: 0 } })).statusCode,
    ).toBe(200);
    const rows = await list(other.token, other.userId);
    expect(rows.map((r) => [r.reportTitle, r.filtersText])).toEqual([
      ['Shipments Report', 'Site: Main stock; County orders'],
      ['Adjustments and Waste Report', 'Every site'],
    ]);

    await t.ctx.db
      .update(reportSubscriptions)
      .set({ nextDeliveryOn: today })
      .where(eq(reportSubscriptions.userId, other.userId));
    expect(await runSubscriptionDeliveries(t.ctx.db, t.ctx.config, today)).toBe(
      'Delivered 2 report subscriptions.',
    );
    const notices = await deliveredTo(other.userId);
    const span = String.raw`\d\d/\d\d/\d{4} to \d\d/\d\d/\d{4}`;
    expect(notices).toEqual([
      {
        title: 'Shipments Report (weekly)',
        message: expect.stringMatching(
          new RegExp(`^${span}: 0 shipments, 0 units \\(\\$0\\.00 at cost\\) net of 0 reversed\\.$`),
        ),
        link: expect.stringMatching(
          new RegExp(
            `^reporting/shipments\\?siteId=${t.f.main}&programme=county_orders&from=\\d{4}-\\d\\d-\\d\\d&to=`,
          ),
        ),
      },
      {
        title: 'Adjustments and Waste Report (monthly)',
        message: expect.stringMatching(
          new RegExp(
            `^${span}: 0 units added and 0 removed by adjustments and counts; net value at cost \\$0\\.00\\.$`,
          ),
        ),
        link: expect.stringMatching(/^reporting\/adjustments\?siteId=0&from=\d{4}-\d\d-01&to=/),
      },
    ]);
  });

  it('delivers the programme reports to their own module, naming the category and round kept', async () => {
    const agent = await createSignedInUser(t.ctx, {
      userName: 'sub-agent',
      access: [
        { module: Module.HelpDesk, role: Role.User },
        { module: Module.HEROS, role: Role.User },
      ],
    });
    const roundId = (
      await t.ctx.db.execute<{ id: number }>(
        sql`insert into heros_rounds (name) values ('Round A') returning id`,
      )
    ).rows[0]?.id;
    const save = (token: string, body: object) => post(token, paths.save, body);
    const helpDesk = { report: 'reportHelpDesk', frequency: 'monthly', filters: { categoryId: 5 } };
    // A stock reader may not subscribe to the help desk's report; a category past the column's range is refused.
    expect((await save(other.token, helpDesk)).statusCode).toBe(403);
    expect(
      (await save(agent.token, { ...helpDesk, filters: { categoryId: 2_147_483_648 } })).statusCode,
    ).toBe(400);
    expect(await stored(agent.userId)).toBe(0);
    expect((await save(agent.token, helpDesk)).statusCode).toBe(200);
    expect(
      (
        await save(agent.token, {
          report: 'reportHeros',
          frequency: 'weekly',
          filters: { roundId, search: 'Leon' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await list(agent.token, agent.userId)).map((r) => [r.reportTitle, r.filtersText])).toEqual([
      ['Help Desk Report', 'Category: Account Registration'],
      ['HEROS Report', 'Round: Round A; Search: Leon'],
    ]);

    await t.ctx.db
      .update(reportSubscriptions)
      .set({ nextDeliveryOn: today })
      .where(eq(reportSubscriptions.userId, agent.userId));
    expect(await runSubscriptionDeliveries(t.ctx.db, t.ctx.config, today)).toBe(
      'Delivered 2 report subscriptions.',
    );
    const span = String.raw`\d\d/\d\d/\d{4} to \d\d/\d\d/\d{4}`;
    expect(await deliveredTo(agent.userId)).toEqual([
      {
        title: 'Help Desk Report (monthly)',
        message: expect.stringMatching(
          new RegExp(
            `^${span}: 0 tickets opened, 0 resolved; first response within SLA not yet measured, resolution not yet measured; 0 surveys answered\\.$`,
          ),
        ),
        link: expect.stringMatching(/^reporting\/help-desk\?categoryId=5&from=\d{4}-\d\d-01&to=/),
      },
      {
        title: 'HEROS Report (weekly)',
        message: '0 HEROS applications: 0 doses requested, 0 approved, 0 awaiting a decision, 0 denied.',
        link: `reporting/heros?roundId=${roundId}&search=Leon`,
      },
    ]);
  });

  it('keeps and delivers the count variance and Rx Connects reports', async () => {
    const counter = await createSignedInUser(t.ctx, {
      userName: 'sub-counter',
      access: [
        { module: Module.Inventory, role: Role.User },
        { module: Module.RxConnects, role: Role.RxConnectsAdmin },
      ],
    });
    const save = (body: object) => post(counter.token, paths.save, body);
    expect(
      (
        await save({
          report: 'reportCountVariance',
          frequency: 'weekly',
          filters: { siteId: t.f.main, search: 'B1' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await save({ report: 'reportRxConnects', frequency: 'monthly', filters: { search: 'Bay' } }))
        .statusCode,
    ).toBe(200);
    expect((await list(counter.token, counter.userId)).map((r) => [r.reportTitle, r.filtersText])).toEqual([
      ['Count Variance Report', 'Site: Main stock; Search: B1'],
      ['Rx Connects Report', 'Search: Bay'],
    ]);
    await t.ctx.db
      .update(reportSubscriptions)
      .set({ nextDeliveryOn: today })
      .where(eq(reportSubscriptions.userId, counter.userId));
    expect(await runSubscriptionDeliveries(t.ctx.db, t.ctx.config, today)).toBe(
      'Delivered 2 report subscriptions.',
    );
    expect((await deliveredTo(counter.userId)).map((n) => n.message)).toEqual([
      expect.stringMatching(
        /: 0 counts posted, 0 lots counted, 0 with a variance; 0 units over, 0 under \(net \$0\.00 at cost\)\.$/,
      ),
      expect.stringMatching(
        /: 0 repositories; 0 donations, 0 units accepted; 0 dispensings, 0 units to 0 patients\.$/,
      ),
    ]);
  });
});

describe('send now', () => {
  /** A new Inventory user of this test alone, subscribed to `body`: the user and the subscription's id. */
  const subscriber = async (userName: string, body: object) => {
    const user = await createSignedInUser(t.ctx, {
      userName,
      access: [{ module: Module.Inventory, role: Role.User }],
    });
    const saved = await post(user.token, paths.save, body);
    expect(saved.statusCode, saved.body).toBe(200);
    return { ...user, id: saved.json().value as number };
  };

  it("delivers the subscriber's own subscription at once and leaves its schedule; no one else's", async () => {
    const sender = await subscriber('sub-sender', {
      report: 'reportExpiringStock',
      frequency: 'monthly',
      filters: { siteId: t.f.main, within: '30' },
    });
    const { id } = sender;
    const [before] = await list(sender.token, sender.userId);
    const othersBefore = await deliveredTo(other.userId);

    // Refused: another user's (even for a user administrator), a missing one, ids no column holds, a NUL.
    const refusals: [{ token: string }, object, number, string][] = [
      [other, { id }, 404, m.notFound],
      [admin, { id }, 404, m.notFound],
      [sender, { id: id + 1000 }, 404, m.notFound],
      [sender, { id: 2_147_483_648 }, 400, 'Must be a whole number'],
      [sender, { id: 0 }, 400, ''],
      [sender, { id: '1\u0000' }, 400, ''],
    ];
    for (const [who, body, status, message] of refusals) {
      const res = await post(who.token, paths.sendNow, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.body).toContain(message);
    }
    expect(await deliveredTo(sender.userId)).toEqual([]);
    expect(await deliveredTo(other.userId)).toEqual(othersBefore);

    const sent = await post(sender.token, paths.sendNow, { id });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ isSuccessful: true, message: m.sent });
    expect(await deliveredTo(sender.userId)).toEqual([
      {
        title: 'Expiring Stock Report (monthly)',
        message: expect.stringMatching(
          /^\d+ lots expire within 30 days; \d+ units \(\$[\d,.]+\) are at risk/,
        ),
        link: `reporting/expiring-stock?siteId=${t.f.main}&within=30`,
      },
    ]);
    const mail = await t.ctx.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'sub-sender@test.example'));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain(`reporting/expiring-stock?siteId=${t.f.main}&within=30`);
    const [after] = await list(sender.token, sender.userId);
    expect(after?.nextDeliveryOn).toBe(before?.nextDeliveryOn);
    expect(after?.lastDeliveredAt).not.toBeNull();

    // A user who lost the report's module may not have it sent.
    await t.ctx.db.delete(moduleAccess).where(eq(moduleAccess.userId, sender.userId));
    const denied = await post(sender.token, paths.sendNow, { id });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(messages.accessDenied);
    expect(await deliveredTo(sender.userId)).toHaveLength(1);
  });

  it('is limited to a few a minute per user', async () => {
    const busy = await subscriber('sub-busy', {
      report: 'reportStockUsage',
      frequency: 'daily',
      filters: { siteId: 0, lowBelow: '1', lowOnly: 'false' },
    });
    const { id } = busy;
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await post(busy.token, paths.sendNow, { id })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect(await deliveredTo(busy.userId)).toHaveLength(3);
  });
});
