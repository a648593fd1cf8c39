import { type SQL, sql } from 'drizzle-orm';
import { fieldLabel } from '../../db/entity-audit.ts';
import { idArray } from '../../db/id-array.ts';
import type { Queryable } from '../../db/pool.ts';
import type { AuditFieldRule, AuditRef } from '../../db/schema/audit-labels.ts';
import { auditTableLabels } from './audit-label-map.ts';

/** What the audit trigger stored about one change (global_audit columns). */
export type StoredChange = {
  tableName: string;
  field: string;
  entityId: string | null;
  changedFrom: string | null;
  changedTo: string | null;
};

/** How a change reads on screen: labels and names in place of column names, ids and codes. */
export type ReadableChange = {
  fieldLabel: string;
  isHtml: boolean;
  secret: boolean;
  recordName: string | null;
  changedFromLabel: string | null;
  changedToLabel: string | null;
};

export const maskedValue = '********';

// serial ids: a stored value outside this range cannot name a record (and would fail the integer comparison).
const maxId = 2_147_483_647;
function storedId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= maxId ? id : null;
}

type Wanted = Map<string, { ref: AuditRef; ids: Set<number> }>;

function want(wanted: Wanted, ref: AuditRef, value: string | null) {
  const id = storedId(value);
  if (id === null) return;
  const entry = wanted.get(ref.key) ?? { ref, ids: new Set<number>() };
  entry.ids.add(id);
  wanted.set(ref.key, entry);
}

/**
 * The names of every referenced record of a page in one statement: one indexed primary-key branch per kind of
 * record on the page, however many rows name it (no per-row lookups).
 */
async function lookUpNames(db: Queryable, wanted: Wanted): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (wanted.size === 0) return names;
  const branches: SQL[] = [...wanted.values()].map(
    ({ ref, ids }) =>
      sql`select ${ref.key}::text as ref, ${ref.id}::text as id, (${ref.name})::text as name
          from ${ref.table} where ${ref.id} = any(${idArray([...ids])})`,
  );
  const result = await db.execute<{ ref: string; id: string; name: string | null }>(
    sql.join(branches, sql` union all `),
  );
  for (const row of result.rows) if (row.name !== null) names.set(`${row.ref}#${row.id}`, row.name);
  return names;
}

function valueLabel(
  rule: (AuditFieldRule & { yesNo: boolean }) | undefined,
  value: string | null,
  names: Map<string, string>,
): string | null {
  if (!rule || value === null || rule.secret) return null;
  if (rule.yesNo) return value === 'true' ? 'Yes' : value === 'false' ? 'No' : null;
  if (rule.codes) return rule.codes.find((c) => String(c.value) === value)?.text ?? null;
  if (!rule.ref) return null;
  const id = storedId(value);
  if (id === null) return null;
  // The trail outlives what it points at: a removed record is named by what it was and its id.
  return names.get(`${rule.ref.key}#${id}`) ?? `${rule.ref.noun} #${id} (deleted)`;
}

/** Reads a page of stored changes through the label maps (schema/*.audit-labels.ts), names looked up in bulk. */
export async function readableChanges(
  db: Queryable,
  changes: readonly StoredChange[],
): Promise<ReadableChange[]> {
  const wanted: Wanted = new Map();
  for (const change of changes) {
    const table = auditTableLabels(change.tableName);
    if (!table) continue;
    if (table.record) want(wanted, table.record, change.entityId);
    const rule = table.fields[change.field];
    if (rule?.ref && !rule.secret) {
      want(wanted, rule.ref, change.changedFrom);
      want(wanted, rule.ref, change.changedTo);
    }
  }
  const names = await lookUpNames(db, wanted);

  return changes.map((change) => {
    const table = auditTableLabels(change.tableName);
    const rule = table?.fields[change.field];
    const entity = storedId(change.entityId);
    return {
      fieldLabel: rule?.label ?? fieldLabel(change.field),
      isHtml: rule?.html ?? false,
      secret: rule?.secret ?? false,
      recordName:
        table?.record && entity !== null ? (names.get(`${table.record.key}#${entity}`) ?? null) : null,
      changedFromLabel: valueLabel(rule, change.changedFrom, names),
      changedToLabel: valueLabel(rule, change.changedTo, names),
    };
  });
}
