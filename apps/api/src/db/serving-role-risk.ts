import { sql } from 'drizzle-orm';
import type { Db } from './pool.ts';

type Row = {
  role: string;
  superuser: boolean;
  owns_audit: boolean;
  changes_audit: boolean;
  creates_tables: boolean;
};

/**
 * Why the role the server connects as could rewrite the audit history (superuser, owner of global_audit,
 * UPDATE/DELETE on it, or CREATE in the schema), as a warning to log; null for a proper application role.
 */
export async function servingRoleRisk(db: Db): Promise<string | null> {
  const { rows } = await db.execute<Row>(sql`
    select current_user as role, r.rolsuper as superuser,
           pg_has_role(current_user, c.relowner, 'USAGE') as owns_audit,
           has_table_privilege(c.oid, 'UPDATE, DELETE, TRUNCATE') as changes_audit,
           has_schema_privilege('public', 'CREATE') as creates_tables
    from pg_roles r, pg_class c
    where r.rolname = current_user and c.oid = 'global_audit'::regclass`);
  const row = rows[0];
  if (!row) return null;
  const reasons = [
    row.superuser && 'is a superuser',
    row.owns_audit && 'owns global_audit',
    !row.owns_audit && row.changes_audit && 'may update or delete audit rows',
    row.creates_tables && 'may create tables',
  ].filter(Boolean);
  if (reasons.length === 0) return null;
  return (
    `The server connects to PostgreSQL as "${row.role}", which ${reasons.join(', ')}: it could rewrite the ` +
    'audit history. Set DATABASE_URL to an application role and MIGRATION_DATABASE_URL to the owner ' +
    '(README, External PostgreSQL).'
  );
}
