import { sql } from 'drizzle-orm';

/**
 * A line's variance as SQL over `stock_count_lines l`: the final count (the recount, else the count) less what the
 * lot held when it was counted, which is the snapshot's expected quantity plus the movements after the snapshot
 * up to the lot's last movement at the moment of counting. Movements after that moment are not the counter's
 * business: they were not on the shelf yet, or had already left it. Null until the line is counted.
 */
export const lineVarianceSql = sql<number | null>`(
  coalesce(l.recount_quantity, l.counted_quantity) - l.expected_quantity - coalesce((
    select sum(m.quantity)::int from stock_movements m
    where m.lot_id = l.lot_id and m.id > l.snapshot_movement_id
      and m.id <= coalesce(l.recount_movement_id, l.counted_movement_id)), 0))`;
