import { sql } from 'drizzle-orm';
import type { Db } from './pool.ts';

/**
 * Business areas as the audit trail will see them once their screens exist, by business-area code: module,
 * audited table and record label; which areas are secure or carry RX numbers; each area's share of changes.
 */
const area = {
  module: [
    'Admin',
    'CI',
    'HEROS',
    'MetabolicFormula',
    'NDC',
    'Inventory',
    'HelpDesk',
    'RxConnects',
    'BA',
    'Admin',
  ],
  table: [
    'users',
    'ci_repack_batches',
    'heros_applications',
    'formula_orders',
    'ndc_products',
    'inventory_items',
    'help_desk_tickets',
    'rx_prescriptions',
    'ba_purchase_orders',
    'user_devices',
  ],
  label: [
    'User',
    'Repack Batch',
    'HEROS Application',
    'Formula Order',
    'NDC Product',
    'Inventory Item',
    'Ticket',
    'Prescription',
    'Purchase Order',
    'Device',
  ],
  secure: [3, 4, 8],
  withRx: [2, 8],
  share: [0.14, 0.05, 0.08, 0.04, 0.05, 0.26, 0.1, 0.2, 0.05, 0.03],
};
const fields = [
  'status',
  'quantity',
  'notes',
  'first_name',
  'is_active',
  'expiration_date',
  'lot_number',
  'comments',
];

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(', ')}]`);

/** A CASE turning a uniform draw into a business-area code by the shares above. */
function areaCodeFor(draw: string) {
  let upper = 0;
  const arms = area.share.slice(0, -1).map((share, i) => {
    upper += share;
    return `when ${draw} < ${upper.toFixed(4)} then ${i + 1}`;
  });
  return sql.raw(`case ${arms.join(' ')} else ${area.share.length} end`);
}

/**
 * Appends `rows` synthetic audit rows with INSERT ... SELECT generate_series: two years of history ending now,
 * in time order as the trigger would have written it, spread over the business areas above and over the
 * existing users (a few busy, most occasional, 5 % by the system), RX numbers on the RX areas (about five rows
 * per number, close together in time, like real prescriptions), records edited mostly while recent, and now
 * and then simple HTML in a value.
 * For benchmarks and trials at volume: the audit table is append-only, so the rows stay.
 */
export async function seedAuditHistory(db: Db, rows: number): Promise<void> {
  if (!Number.isInteger(rows) || rows < 1) throw new Error('rows must be a positive integer');
  const spanSeconds = 730 * 86_400;
  const records = 50_000;
  const rxNumbers = Math.max(1, Math.round(rows / 20));
  // One statement: concurrent slices were slower here (they contend for the same index pages) and would
  // interleave ids and dates, which the trigger never does.
  await db.execute(sql`
      with
        actors as (select coalesce(array_agg(id order by id), '{}') as ids from users),
        -- Materialized so each row draws its numbers once and every column below sees the same draw.
        draw as materialized (
          select i, random() as r_area, random() as r_user, random() as r_field,
                 random() as r_value, random() as r_rx, random() as r_time, random() as r_entity,
                 i::float8 / ${rows} as progress
          from generate_series(1, ${rows}::int) as i
        ),
        picked as (
          select d.*, ${areaCodeFor('d.r_area')} as code,
                 (1 + floor(d.progress * ${records} * (1 - 0.1 * d.r_entity)))::int::text as entity
          from draw as d
        )
      insert into global_audit (date_changed, business_area, module, table_name, operation, entity_id,
                                record_affected, secure_area, field, changed_from, changed_to, changed_by,
                                rx_number)
      select
        now() - make_interval(secs => ${spanSeconds}::float8 * (1 - p.progress + p.r_time / ${rows})),
        p.code,
        (${textArray(area.module)})[p.code],
        (${textArray(area.table)})[p.code],
        case when p.r_value < 0.9 then 'UPDATE' when p.r_value < 0.97 then 'INSERT' else 'DELETE' end,
        p.entity,
        (${textArray(area.label)})[p.code] || ' #' || p.entity,
        p.code in (${sql.raw(area.secure.join(', '))}),
        (${textArray(fields)})[1 + floor(p.r_field * ${fields.length})::int],
        case when p.r_value >= 0.9 and p.r_value < 0.97 then null
             else 'value ' || floor(p.r_value * 1000)::int end,
        case when p.r_value >= 0.97 then null
             when p.r_value < 0.02 then '<b>value ' || floor(p.r_field * 1000)::int || '</b>'
             else 'value ' || floor(p.r_field * 1000)::int end,
        case when p.r_user < 0.05 or cardinality(a.ids) = 0 then null
             else a.ids[1 + floor(power((p.r_user - 0.05) / 0.95, 2) * cardinality(a.ids))::int] end,
        case when p.code in (${sql.raw(area.withRx.join(', '))})
             then lpad((1 + floor(p.progress * ${rxNumbers} * (1 - 0.01 * p.r_rx)))::int::text, 7, '0') end
      from picked as p
      cross join actors as a`);
  // Fresh statistics for the planner and a visibility map for index-only counts, as autovacuum would leave them.
  await db.execute(sql`vacuum (analyze) global_audit`);
}
