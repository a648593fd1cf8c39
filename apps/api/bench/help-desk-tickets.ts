import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/pool.ts';
import type { GoalRow } from './goal-row.ts';
import { cursorAfter, listLatencyRows } from './list-latency.ts';

const listUrl = '/api/HelpDesk/HelpDeskTicket/GetList';
export const benchTickets = 100_000;
const p95Goal = 30;
const runs = 200;

/**
 * Tops help-desk tickets up to `count` (decision 051): three years of them, most Closed or Resolved, the working
 * ones spread over a dozen agents (the bench user among them) or unassigned, varied requesters and facilities. The
 * audit trigger is off for the fill, as for the users bench.
 */
export async function ensureTickets(db: Db, count: number, agentId: number): Promise<void> {
  const have = Number(
    (await db.execute<{ n: string }>(sql`select count(*) as n from help_desk_tickets`)).rows[0]?.n ?? 0,
  );
  if (have >= count) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table help_desk_tickets disable trigger help_desk_tickets_audit`);
    await tx.execute(sql`
      with names(f, l) as (select array['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda',
             'David','Elizabeth','Carlos','Maria','Nguyen','Aisha','Wei','Fatima','Olga','Kwame','Priya','Diego'],
             array['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez',
             'Lopez','Wilson','Anderson','Taylor','Moore','Jackson','Lee','Perez','White','Harris','Clark','Lewis']),
           agents as (select array_agg(id) as ids from (select id from users order by id limit 11) a),
           fac as (select array_agg(id) as ids, array_agg(name) as names from (select id, name from facilities order by id limit 50) f),
           t as (select i, now() - make_interval(mins => (i * 947) % (3 * 365 * 24 * 60)) as created,
                        case when i % 100 < 5 then 'New' when i % 100 < 15 then 'Open' when i % 100 < 20 then 'Pending'
                             when i % 100 < 40 then 'Resolved' else 'Closed' end as status
                 from generate_series(1, ${count - have}) as i)
      insert into help_desk_tickets (source, status, full_name, email, phone_number, facility_id, facility_name,
        category_id, priority_id, subject, description, created_at, updated_at, assignee_user_id, resolved_at, closed_at,
        first_responded_at)
      select 'PFS', t.status, n.f[1 + t.i % 20] || ' ' || n.l[1 + (t.i / 20) % 22],
             lower(n.f[1 + t.i % 20]) || '.' || lower(n.l[1 + (t.i / 20) % 22]) || t.i || '@clinic' || (t.i % 300) || '.org',
             '850-555-0100', fac.ids[1 + t.i % coalesce(array_length(fac.ids, 1), 1)],
             coalesce(fac.names[1 + t.i % coalesce(array_length(fac.ids, 1), 1)], ''),
             1 + t.i % 7, 1 + t.i % 3, 'Ticket ' || t.i, 'Synthetic ticket for the bench.', t.created,
             t.created + interval '2 hours',
             case when t.status = 'New' or t.i % 7 = 0 then null
                  when t.i % 5 = 0 then ${agentId} else agents.ids[1 + t.i % 11] end,
             case when t.status in ('Resolved', 'Closed') then t.created + interval '1 day' end,
             case when t.status = 'Closed' then t.created + interval '2 days' end,
             case when t.status <> 'New' then t.created + interval '3 hours' end
      from t, names n, agents, fac`);
    await tx.execute(sql`alter table help_desk_tickets enable trigger help_desk_tickets_audit`);
  });
  await db.execute(sql`analyze help_desk_tickets`);
}

/** The cursor of the page after `pages` pages of `query`, walked one page at a time as the list does. */

/** `headers`: a Support Admin's authorization; `userId` their id (the Mine view's assignee). */
export async function benchHelpDeskTickets(options: {
  db: Db;
  base: string;
  headers: Record<string, string>;
  userId: number;
}): Promise<GoalRow[]> {
  await ensureTickets(options.db, benchTickets, options.userId);
  const { base, headers } = options;
  const later = await cursorAfter(base, headers, listUrl, '?pageSize=25&view=all', 40);
  const cases = [
    ['tickets: all, page 1 (newest first)', '?pageSize=25&view=all'],
    ['tickets: all, page 41 (by cursor)', `?pageSize=25&view=all&page=41&after=${later}`],
    ['tickets: mine, page 1', '?pageSize=25&view=mine'],
    ['tickets: unassigned, page 1', '?pageSize=25&view=unassigned'],
    ['tickets: all by priority, page 1', '?pageSize=25&view=all&sortField=priority'],
    ['tickets: all by status, page 1', '?pageSize=25&view=all&sortField=status'],
    ['tickets: all by updated, page 1', '?pageSize=25&view=all&sortField=updatedAt'],
    ['tickets: status Open, page 1', '?pageSize=25&view=all&status=Open'],
    ['tickets: category 5 within 30 days', '?pageSize=25&view=all&categoryId=5&withinDays=30'],
    ['tickets: requester "garcia"', '?pageSize=25&view=all&search=garcia'],
    ['tickets: requester "zzq" (no match)', '?pageSize=25&view=all&search=zzq'],
  ] as const;
  console.log(
    `\n## Help-desk ticket queue, ${benchTickets.toLocaleString('en-US')} tickets (${runs} sequential requests each)\n`,
  );
  return listLatencyRows({ base, headers, listUrl, cases, runs, p95Goal });
}

// Alone: an embedded database, the demo seed, 100,000 tickets, then the cases above.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { runStandalone } = await import('./standalone.ts');
  await runStandalone(
    { name: 'tickets', pgPort: 54415, poolSize: 20, userName: 'admin' },
    ({ db, base, token, userId }) =>
      benchHelpDeskTickets({ db, base, headers: { authorization: `Bearer ${token}` }, userId }),
  );
}
