import { sql } from 'drizzle-orm';

/** Units of lot `l` that may be handed out: an available lot's unallocated units, and none of an expired lot. */
export const availableUnits = sql`case when l.status = 'available'
  and (l.expiry_date is null or l.expiry_date >= current_date) then l.on_hand - l.allocated else 0 end`;
