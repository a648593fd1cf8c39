import type { EntityAuditRow } from '@homer/contracts/entity-audit';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from './pool.ts';
import { globalAudit } from './schema/audit.ts';
import { users } from './schema/core.ts';

/** snake_case column → "Title Case" label. */
export const fieldLabel = (field: string) =>
  field.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** The newest changes to one record (served by global_audit_entity_idx); a record's history is short. */
export async function entityAuditHistory(
  db: Queryable,
  tableName: string,
  entityId: number,
  limit = 500,
): Promise<EntityAuditRow[]> {
  const rows = await db
    .select({
      id: globalAudit.id,
      dateChanged: globalAudit.dateChanged,
      field: globalAudit.field,
      changedFrom: globalAudit.changedFrom,
      changedTo: globalAudit.changedTo,
      changedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(globalAudit)
    .leftJoin(users, eq(users.id, globalAudit.changedBy))
    .where(and(eq(globalAudit.tableName, tableName), eq(globalAudit.entityId, String(entityId))))
    .orderBy(desc(globalAudit.dateChanged), desc(globalAudit.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, dateChanged: r.dateChanged.toISOString(), field: fieldLabel(r.field) }));
}
