import type { Db } from '../db/pool.ts';
import { facilities, organizations } from '../db/schema/core.ts';

type FacilityRow = Omit<typeof facilities.$inferInsert, 'organizationId'>;

/** One organisation owning the given facilities; ids come back in the order the rows were given. */
export async function insertFacilities(db: Db, rows: FacilityRow[]) {
  const [org] = await db
    .insert(organizations)
    .values({ name: 'Test Org' })
    .returning({ id: organizations.id });
  if (!org) throw new Error('organisation insert returned nothing');
  const inserted = await db
    .insert(facilities)
    .values(rows.map((row) => ({ ...row, organizationId: org.id })))
    .returning({ id: facilities.id });
  return { organizationId: org.id, facilityIds: inserted.map((row) => row.id) };
}
