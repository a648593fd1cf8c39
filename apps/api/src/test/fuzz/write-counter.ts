import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';

/**
 * Counts committed row writes (insert, update, delete) to every table of a test database except `ignored`: a row
 * trigger bumps one counter row inside the writing transaction, so a rolled-back write leaves no count. Reading it
 * is one indexed query, cheap enough to run after every request of a fuzz run.
 */
export async function installWriteCounter(
  db: Db,
  ignored: readonly string[],
): Promise<() => Promise<number>> {
  await db.execute(sql`
    create table fuzz_write_count (n bigint not null);
    insert into fuzz_write_count values (0);
    create function fuzz_count_write() returns trigger language plpgsql
      security definer set search_path = public as $$
      begin update fuzz_write_count set n = n + 1; return null; end $$;`);
  const { rows } = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_class c join pg_namespace s on s.oid = c.relnamespace
    where s.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      and c.relname <> 'fuzz_write_count'`);
  for (const { name } of rows) {
    if (ignored.includes(name)) continue;
    await db.execute(
      sql.raw(`create trigger fuzz_count_write after insert or update or delete on "${name}"
               for each row execute function fuzz_count_write()`),
    );
  }
  return async () => {
    const { rows: count } = await db.execute<{ n: string }>(sql`select n from fuzz_write_count`);
    return Number(count[0]?.n);
  };
}
