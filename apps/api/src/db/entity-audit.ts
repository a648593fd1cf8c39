import type { EntityAuditRow } from '@homer/contracts/entity-audit';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from './pool.ts';
import { globalAudit } from './schema/audit.ts';
import { users } from './schema/core.ts';

/** snake_case column → "Title Case" label. */
export const fieldLabel = (field: string) =>
  field.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * The newest changes to one record (served by global_audit_entity_idx); a record's history is short. `tables` is
 * one table, or several audited under the same entity id, each with the prefix its field labels take.
 */
export async function entityAuditHistory(
  db: Queryable,
  tables: string | Readonly<Record<string, string>>,
  entityId: number,
  limit = 500,
): Promise<EntityAuditRow[]> {
  const prefixes = typeof tables === 'string' ? { [tables]: '' } : tables;
  const rows = await db
    .select({
      id: globalAudit.id,
      tableName: globalAudit.tableName,
      dateChanged: globalAudit.dateChanged,
      field: globalAudit.field,
      changedFrom: globalAudit.changedFrom,
      changedTo: globalAudit.changedTo,
      changedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(globalAudit)
    .leftJoin(users, eq(users.id, globalAudit.changedBy))
    .where(
      and(inArray(globalAudit.tableName, Object.keys(prefixes)), eq(globalAudit.entityId, String(entityId))),
    )
    .orderBy(desc(globalAudit.dateChanged), desc(globalAudit.id))
    .limit(limit);
  return rows.map(({ tableName, ...r }) => ({
    ...r,
    dateChanged: r.dateChanged.toISOString(),
    field: `${prefixes[tableName] ?? ''}${fieldLabel(r.field)}`,
  }));
}
