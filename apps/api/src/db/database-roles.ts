import pg from 'pg';

type DatabaseRoles = { owner: string; app: string; appPassword: string };

/**
 * On a server where we are superuser (embedded, or the test server): the owner role (no login; migrations
 * reach it with SET ROLE) and the application role (login, nothing more), then `database` owned by the owner.
 * Idempotent, so every start re-asserts the attributes and the password kept under DATA_DIR.
 */
export async function prepareDatabaseRoles(
  superuserUrl: string,
  database: string,
  roles: DatabaseRoles,
): Promise<void> {
  const client = new pg.Client({ connectionString: superuserUrl });
  await client.connect();
  try {
    const owner = pg.escapeIdentifier(roles.owner);
    const app = pg.escapeIdentifier(roles.app);
    for (const role of [roles.owner, roles.app]) {
      const found = await client.query('select 1 from pg_roles where rolname = $1', [role]);
      // A concurrent creator (parallel test runs) is fine: the role exists either way.
      if (found.rowCount === 0)
        await client.query(`create role ${pg.escapeIdentifier(role)}`).catch(ignoreDuplicate);
    }
    await client.query(`alter role ${owner} nologin nosuperuser nocreatedb nocreaterole noreplication`);
    await client.query(
      `alter role ${app} login nosuperuser nocreatedb nocreaterole noreplication nobypassrls inherit
       password ${pg.escapeLiteral(roles.appPassword)}`,
    );
    const db = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (db.rowCount === 0) {
      await client.query(`create database ${pg.escapeIdentifier(database)} owner ${owner}`);
    } else {
      await client.query(`alter database ${pg.escapeIdentifier(database)} owner to ${owner}`);
      await adoptObjects(superuserUrl, database, roles.owner);
    }
  } finally {
    await client.end();
  }
}

function ignoreDuplicate(error: unknown) {
  if ((error as { code?: string }).code !== '42710') throw error;
}

/**
 * Databases made before the roles existed belong to the bootstrap superuser, which REASSIGN OWNED refuses to
 * give away; hand the application's objects to the owner one by one so its migrations can alter them.
 */
async function adoptObjects(superuserUrl: string, database: string, owner: string): Promise<void> {
  const url = new URL(superuserUrl);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`
      do $$
      declare
        owner_oid oid := ${pg.escapeLiteral(owner)}::regrole;
        target text := ${pg.escapeLiteral(pg.escapeIdentifier(owner))};
        item record;
      begin
        for item in
          select format('alter schema %I owner to %s', n.nspname, target) as stmt
          from pg_namespace n where n.nspname = 'drizzle' and n.nspowner <> owner_oid
          union all
          -- Sequences owned by a column move with their table.
          select format('alter %s %s owner to %s',
                        case c.relkind when 'v' then 'view' when 'm' then 'materialized view'
                                       when 'S' then 'sequence' else 'table' end, c.oid::regclass, target)
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
            and c.relowner <> owner_oid
            and not exists (select from pg_depend d where d.classid = 'pg_class'::regclass
                            and d.objid = c.oid and d.deptype in ('a', 'i'))
          union all
          select format('alter routine %s owner to %s', p.oid::regprocedure, target)
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname in ('public', 'drizzle') and p.proowner <> owner_oid
          union all
          select format('alter %s %s owner to %s', case t.typtype when 'd' then 'domain' else 'type' end,
                        t.oid::regtype, target)
          from pg_type t join pg_namespace n on n.oid = t.typnamespace
          where n.nspname in ('public', 'drizzle') and t.typowner <> owner_oid
            and (t.typtype in ('e', 'd', 'r')
                 or (t.typtype = 'c' and (select relkind from pg_class where oid = t.typrelid) = 'c'))
        loop
          execute item.stmt;
        end loop;
      end $$`);
  } finally {
    await client.end();
  }
}
