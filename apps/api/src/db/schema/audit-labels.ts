import { getTableColumns, getTableName, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { fieldLabel } from '../entity-audit.ts';

/**
 * How the Global Audit List reads the changes of one audited table (docs/decisions/036-readable-audit-list.md).
 * The audit trigger stores column names and raw values; each audited table's label map, in a
 * `<schema file>.audit-labels.ts` beside its schema, says what a column is called on screen and what its value
 * means. The audit feature collects them all (features/global-audit/audit-label-map.ts).
 */

/** Another record that audited values point at by id: the list shows its name, looked up once per page. */
export type AuditRef = {
  /** Unique among refs: names the lookup. */
  key: string;
  /** What the record is called when it is gone, e.g. "Purchase Order #4 (deleted)". */
  noun: string;
  table: PgTable;
  id: AnyPgColumn;
  /** The record's name as one SQL text expression over `table`. */
  name: SQL;
};

export type AuditFieldRule = {
  label: string;
  /** The value is the id of another record. */
  ref?: AuditRef;
  /** The value is a code of a fixed list. */
  codes?: readonly { value: number; text: string }[];
  /** The value is the spec's HTML (rich text, sanitized when saved). */
  html?: true;
  /** Never shown, even if a trigger forgot to mask it. */
  secret?: true;
};

export type AuditTableLabels = {
  tableName: string;
  /** The record an audit row's entity id names: the row itself, or its owner (a user's facilities → the user). */
  record?: AuditRef;
  /** Every column, by database name. A true/false column reads Yes/No without saying so. */
  fields: Readonly<Record<string, AuditFieldRule & { yesNo: boolean }>>;
};

export function auditRef(key: string, noun: string, table: PgTable, id: AnyPgColumn, name: SQL): AuditRef {
  return { key, noun, table, id, name };
}

type ColumnRules<T extends PgTable> = {
  [K in keyof T['_']['columns']]?: string | AuditFieldRule;
};

/**
 * The label map of one table, written with its drizzle property names so that a renamed column fails to compile.
 * A column left out reads as its name in words ("is_pharmacy" → "Is Pharmacy").
 */
export function auditTableLabels<T extends PgTable>(
  table: T,
  fields: ColumnRules<T>,
  record?: AuditRef,
): AuditTableLabels {
  const rules: Partial<Record<string, string | AuditFieldRule>> = fields;
  const byColumn: Record<string, AuditFieldRule & { yesNo: boolean }> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    const rule = rules[property] ?? fieldLabel(column.name);
    const base = typeof rule === 'string' ? { label: rule } : rule;
    byColumn[column.name] = { ...base, yesNo: column.columnType === 'PgBoolean' };
  }
  return { tableName: getTableName(table), record, fields: byColumn };
}
