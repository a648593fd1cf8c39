import { recallReportPaths } from '@homer/contracts/recall-report';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/pool.ts';
import { asPhiUser } from './as-phi-user.ts';
import type { GoalRow } from './goal-row.ts';
import { firstPages } from './reports.ts';
import { ensureStockLedger } from './stock-ledger.ts';

const benchRecallCount = 10_000;

/**
 * The Recall Impact Report (issue 32) on the stock ledger bench: a recall of every lot of one bench product (about
 * 100 lots at the demo sites and their 2,400 shipments, the widest a recall of ours gets), its first page and a
 * search, and the choice of recalls: 10,000 recalls, each covering a lot of ours, matched against the lots.
 */
export async function benchRecallImpact(options: {
  db: Db;
  base: string;
  headers: Record<string, string>;
  userId: number;
}): Promise<GoalRow[]> {
  const { db, base, headers, userId } = options;
  await ensureStockLedger(db);
  const { rows } = await db.execute<{ id: number; lots: number }>(sql`
    with recall as (
      insert into fda_recalls (recall_number, status, classification, product_description, code_info,
        package_ndcs, report_date)
      select 'Z-BENCH-0001-2026', 'Ongoing', 'Class II', 'Bench product 1, every lot', 'All lots',
        array[ndc], current_date
      from ndc_products where product_name = 'Bench product 1'
      on conflict (recall_number) do update set status = excluded.status
      returning id)
    select r.id, (select count(*)::int from stock_lots l join ndc_products p on p.id = l.ndc_product_id
                  where p.product_name = 'Bench product 1') as lots
    from recall r`);
  const recall = rows[0];
  if (!recall) throw new Error('recall impact bench: no bench product 1');
  // The choice's worst case: 10,000 recalls, each naming a lot of ours (the FDA's whole history is about 3 MB).
  await db.execute(sql`
    insert into fda_recalls (recall_number, status, classification, product_description, code_info, package_ndcs,
      report_date)
    select format('Z-BENCH-%s-2026', lpad(k::text, 5, '0')), 'Ongoing', 'Class III', 'Bench recall ' || k,
      'Lot ' || l.lot_number, array[p.ndc], current_date - (k % 1000)
    from generate_series(2, ${benchRecallCount}) k
    join stock_lots l on l.lot_number = 'B' || (k * 17)
    join ndc_products p on p.id = l.ndc_product_id
    on conflict (recall_number) do nothing`);
  await db.execute(sql`analyze fda_recalls`);
  const list = `${recallReportPaths.list}?pageSize=50&recallId=${recall.id}`;
  return asPhiUser(db, userId, () =>
    firstPages(base, headers, [
      [`recall impact report: a whole-product recall, ${recall.lots} lots`, list],
      ['recall impact report: the same, searched', `${list}&search=B1`],
      [
        `recall impact report: the choice among ${benchRecallCount.toLocaleString('en-US')} recalls`,
        recallReportPaths.recalls,
      ],
    ]),
  );
}
