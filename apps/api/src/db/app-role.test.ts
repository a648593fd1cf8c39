import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestContext, createUser, type TestContext, testDatabaseUrls } from '../test/test-context.ts';
import { migrateDatabase } from './migrate.ts';
import { globalAudit } from './schema/audit.ts';
import { users } from './schema/core.ts';
import { servingRoleRisk } from './serving-role-risk.ts';
import { withTx } from './tx.ts';

let ctx: TestContext;
let database: string;
beforeAll(async () => {
  ctx = await createTestContext();
  database =
    (await ctx.db.execute<{ name: string }>(sql`select current_database() as name`)).rows[0]?.name ?? '';
});
afterAll(() => ctx.close());

const auditRows = async () => (await ctx.db.select({ n: count() }).from(globalAudit))[0]?.n ?? 0;
/** PostgreSQL's own refusal (drizzle wraps it); a refused statement must not get as far as the trigger. */
const refused = (message: string | RegExp) => ({
  cause: { code: '42501', message: expect.stringMatching(message) },
});

describe('the application role', () => {
  it('is what the app connects as: no superuser, owns nothing, may create nothing', async () => {
    const { rows } = await ctx.db.execute<Record<string, unknown>>(sql`
      select current_user as role, r.rolsuper, r.rolcreatedb, r.rolcreaterole, r.rolreplication, r.rolbypassrls,
             (select count(*)::int from pg_class where relowner = r.oid) as owned_relations,
             (select count(*)::int from pg_proc where proowner = r.oid) as owned_functions,
             has_schema_privilege('public', 'CREATE') as create_in_public,
             has_database_privilege(current_database(), 'CREATE') as create_in_database
      from pg_roles r where r.rolname = current_user`);
    expect(rows[0]).toMatchObject({
      rolsuper: false,
      rolcreatedb: false,
      rolcreaterole: false,
      rolreplication: false,
      rolbypassrls: false,
      owned_relations: 0,
      owned_functions: 0,
      create_in_public: false,
      create_in_database: false,
    });
    expect(rows[0]?.role).toMatch(/^homer_app_/);
    expect(await servingRoleRisk(ctx.db)).toBeNull();
  });

  it('cannot disable the audit, rewrite or forge audit history, or create tables', async () => {
    await createUser(ctx.db, { userName: 'history' });
    const before = await auditRows();
    expect(before).toBeGreaterThan(0);
    const attempts: [string, string | RegExp][] = [
      [
        'alter table global_audit disable trigger global_audit_no_change',
        'must be owner of table global_audit',
      ],
      ['alter table global_audit disable trigger all', 'must be owner of table global_audit'],
      ['alter table users disable trigger users_audit', 'must be owner of table users'],
      ['drop trigger users_audit on users', /must be owner of (table|relation) users/],
      [
        'set session_replication_role = replica',
        'permission denied to set parameter "session_replication_role"',
      ],
      ["update global_audit set changed_to = 'forged'", 'permission denied for table global_audit'],
      ['delete from global_audit', 'permission denied for table global_audit'],
      ['truncate global_audit', 'permission denied for table global_audit'],
      [
        "insert into global_audit (business_area, module, table_name, operation, record_affected, field) values (1, 'Admin', 'users', 'UPDATE', 'forged', 'x')",
        'permission denied for table global_audit',
      ],
      ['create table shadow_audit (id int)', 'permission denied for schema public'],
      [
        'create or replace function audit_row_change() returns trigger language plpgsql as $$ begin return null; end $$',
        /permission denied for schema public|must be owner of function/,
      ],
      ['alter role current_user superuser', /permission denied to alter role|must be superuser/],
      [`set role ${inject('ownerRole')}`, `permission denied to set role "${inject('ownerRole')}"`],
    ];
    for (const [statement, message] of attempts) {
      await expect(ctx.db.execute(sql.raw(statement)), statement).rejects.toMatchObject(refused(message));
    }
    expect(await auditRows()).toBe(before);
    expect(await ctx.db.select().from(globalAudit).where(eq(globalAudit.recordAffected, 'forged'))).toEqual(
      [],
    );
  });

  it('still writes audit rows through every audited table trigger, which runs as the owner', async () => {
    const { rows } = await ctx.db.execute<{ table: string; may_write: boolean }>(sql`
      select t.tgrelid::regclass::text as table,
             has_table_privilege(t.tgrelid, 'INSERT, UPDATE, DELETE') as may_write
      from pg_trigger t join pg_proc p on p.oid = t.tgfoid
      where p.proname = 'audit_row_change'`);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(row.may_write, row.table).toBe(true);
    const [definer] = (
      await ctx.db.execute<{ definer: boolean; same_owner: boolean }>(sql`
        select p.prosecdef as definer, p.proowner = c.relowner as same_owner
        from pg_proc p, pg_class c where p.proname = 'audit_row_change' and c.oid = 'global_audit'::regclass`)
    ).rows;
    expect(definer).toEqual({ definer: true, same_owner: true });

    const editor = await createUser(ctx.db, { userName: 'app-editor' });
    await withTx(ctx.db, { userId: editor }, (tx) =>
      tx.update(users).set({ firstName: 'Audited' }).where(eq(users.id, editor)),
    );
    const written = await ctx.db.select().from(globalAudit).where(eq(globalAudit.changedTo, 'Audited'));
    expect(written).toMatchObject([{ field: 'first_name', changedFrom: 'Test', changedBy: editor }]);
  });

  it('gets privileges on tables the owner adds later, and migrating re-grants what was taken', async () => {
    // As a future migration would: a new table made by the owner is usable at once (default privileges).
    await ctx.ownerDb.execute(sql`create table later_feature (id serial primary key, note text)`);
    await ctx.db.execute(sql`insert into later_feature (note) values ('works')`);
    expect((await ctx.db.execute(sql`select note from later_feature`)).rows).toEqual([{ note: 'works' }]);

    // Privileges lost or widened by hand are put right by the next migration run (every start).
    await ctx.ownerDb.execute(sql.raw(`revoke all on users from ${await appRole()}`));
    await ctx.ownerDb.execute(sql.raw(`grant all on global_audit to ${await appRole()}`));
    await expect(ctx.db.select().from(users)).rejects.toMatchObject(
      refused('permission denied for table users'),
    );
    await migrateDatabase({ url: testDatabaseUrls(database).ownerUrl, appRole: await appRole() });
    expect(Array.isArray(await ctx.db.select().from(users))).toBe(true);
    await expect(ctx.db.execute(sql`delete from global_audit`)).rejects.toMatchObject(
      refused('permission denied for table global_audit'),
    );
  });

  it('is reported when the server would connect as the owner instead', async () => {
    expect(await servingRoleRisk(ctx.ownerDb)).toMatch(
      /^The server connects to PostgreSQL as "homer_owner_\w+", which owns global_audit, may create tables: it could rewrite the audit history\. Set DATABASE_URL to an application role and MIGRATION_DATABASE_URL/,
    );
  });
});

async function appRole(): Promise<string> {
  return (await ctx.db.execute<{ role: string }>(sql`select current_user as role`)).rows[0]?.role ?? '';
}
