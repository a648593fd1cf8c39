import type { BaProgram } from '@homer/contracts/ba-programs';
import type { Option } from '@homer/contracts/envelope';
import { yesNo } from '@homer/contracts/filters';
import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { baPrograms } from '../../db/schema/ba.ts';

// Served by budgets_program_idx; a programme in use by any budget may not be deleted. The outer column is
// spelled out: drizzle leaves columns unqualified in a single-table select, which the subquery would capture.
const unused = sql<boolean>`not exists (select 1 from budgets b where b.program_id = "ba_programs"."id")`;

const columns = {
  id: baPrograms.id,
  name: baPrograms.name,
  isActive: baPrograms.isActive,
  canDelete: unused,
};

function toProgram(row: { id: number; name: string; isActive: boolean; canDelete: boolean }): BaProgram {
  return { ...row, isActiveStr: yesNo(row.isActive), friendlyId: `BAP-${row.id}` };
}

/** A handful of programmes: the call returns them all and the list pages them in the browser (decision 008). */
export async function listPrograms(db: Queryable, isActive: boolean | null): Promise<BaProgram[]> {
  const rows = await db
    .select(columns)
    .from(baPrograms)
    .where(isActive === null ? undefined : eq(baPrograms.isActive, isActive))
    .orderBy(asc(baPrograms.name), asc(baPrograms.id));
  return rows.map(toProgram);
}

export async function findProgram(db: Queryable, id: number): Promise<BaProgram | null> {
  const [row] = await db.select(columns).from(baPrograms).where(eq(baPrograms.id, id));
  return row ? toProgram(row) : null;
}

/** Active programmes for the budget detail page's Program select. */
export async function programOptions(db: Queryable): Promise<Option[]> {
  return db
    .select({ value: baPrograms.id, text: baPrograms.name })
    .from(baPrograms)
    .where(eq(baPrograms.isActive, true))
    .orderBy(asc(baPrograms.name), asc(baPrograms.id));
}
