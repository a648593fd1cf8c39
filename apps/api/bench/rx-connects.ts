import { fileURLToPath } from 'node:url';
import { rxConnectsKindNames, rxConnectsSitePaths } from '@homer/contracts/rx-connects-admin';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/pool.ts';
import type { GoalRow } from './goal-row.ts';
import { listLatencyRows } from './list-latency.ts';

export const benchSites = 100_000;
const p95Goal = 30;
const runs = 200;

/**
 * Tops donors and repositories up to `count` each (decision 054): three years of applications, most decided
 * (60% approved, 15% denied, 10% inactive, 15% pending), spread over the state's counties. Audit off for the fill.
 */
export async function ensureRxConnectsSites(db: Db, count: number): Promise<void> {
  const status = sql.raw(
    `case when i % 100 < 15 then 1 when i % 100 < 75 then 2 when i % 100 < 90 then 3 else 4 end`,
  );
  const signed = sql.raw(`now() - make_interval(mins => (i * 947) % (3 * 365 * 24 * 60))`);
  const county = sql.raw(`1 + i % 67`);
  const have = async (table: string) =>
    Number(
      (await db.execute<{ n: string }>(sql`select count(*) as n from ${sql.identifier(table)}`)).rows[0]?.n ??
        0,
    );
  const donors = count - (await have('rx_connects_donors'));
  const repositories = count - (await have('rx_connects_repositories'));
  await db.transaction(async (tx) => {
    if (donors > 0) {
      await tx.execute(sql`alter table rx_connects_donors disable trigger rx_connects_donors_audit`);
      await tx.execute(sql`
        insert into rx_connects_donors (name, facility_type_id, email_address, phone_number, street, city, state, zip,
          formatted_address, county_id, contact_name, contact_phone, is_attested, signature, date_signed, status_id)
        select 'Donor Pharmacy ' || i, 1 + i % 10, 'donor' || i || '@pharmacy' || (i % 500) || '.example',
               '(850) 555-0100', i || ' Main St', 'City ' || (i % 300), 'FL', '32301', i || ' Main St, FL 32301',
               ${county}, 'Contact ' || i, '(850) 555-0101', true, 'Contact ' || i, ${signed}, ${status}
        from generate_series(1, ${donors}) as i`);
      await tx.execute(sql`alter table rx_connects_donors enable trigger rx_connects_donors_audit`);
    }
    if (repositories > 0) {
      await tx.execute(
        sql`alter table rx_connects_repositories disable trigger rx_connects_repositories_audit`,
      );
      await tx.execute(sql`
        insert into rx_connects_repositories (name, phone_number, license_number, website_address, licensing_agency_id,
          street, city, state, zip, formatted_address, county_id, email_address, pharmacist_name,
          pharmacist_contact_phone, facility_type_id, is_attested, pharmacist_signature, date_signed, status_id)
        select 'Repository Clinic ' || i, '(850) 555-0110', 'PH' || i, 'N/A', 1 + i % 7, i || ' Oak Ave',
               'City ' || (i % 300), 'FL', '32301', i || ' Oak Ave, FL 32301', ${county},
               'rx' || i || '@clinic' || (i % 500) || '.example', 'Pharmacist ' || i, '(850) 555-0111', 1 + i % 7,
               true, 'Pharmacist ' || i, ${signed}, ${status}
        from generate_series(1, ${repositories}) as i`);
      await tx.execute(
        sql`alter table rx_connects_repositories enable trigger rx_connects_repositories_audit`,
      );
    }
  });
  // What autovacuum does after a bulk load: the visibility map lets the capped counts read the status index alone.
  await db.execute(sql`vacuum analyze rx_connects_donors`);
  await db.execute(sql`vacuum analyze rx_connects_repositories`);
}

/** `headers`: an Rx Connects user's authorization. */
export async function benchRxConnects(options: {
  db: Db;
  base: string;
  headers: Record<string, string>;
}): Promise<GoalRow[]> {
  await ensureRxConnectsSites(options.db, benchSites);
  const rows: GoalRow[] = [];
  for (const kind of ['donor', 'repository'] as const) {
    const many = rxConnectsKindNames[kind].many.toLowerCase();
    const cases = [
      [`rx ${many}: pending, page 1 (newest first)`, '?pageSize=25'],
      [`rx ${many}: all, page 1`, '?pageSize=25&statusId=0'],
      [`rx ${many}: approved by name, page 1`, '?pageSize=25&statusId=2&sortField=name'],
      [`rx ${many}: all, search "clinic12"`, '?pageSize=25&statusId=0&search=clinic12'],
      [`rx ${many}: pending, search county "leon"`, '?pageSize=25&search=leon'],
    ] as const;
    console.log(
      `\n## Rx Connects ${kind} list, ${benchSites.toLocaleString('en-US')} rows (${runs} sequential requests each)\n`,
    );
    rows.push(
      ...(await listLatencyRows({
        ...options,
        listUrl: `/${rxConnectsSitePaths(kind).list}`,
        cases,
        runs,
        p95Goal,
      })),
    );
  }
  return rows;
}

// Alone: an embedded database, the demo seed, 100,000 donors and repositories, then the cases above.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { runStandalone } = await import('./standalone.ts');
  await runStandalone(
    { name: 'rxconnects', pgPort: 54433, poolSize: 20, userName: 'rxadmin' },
    ({ db, base, token }) => benchRxConnects({ db, base, headers: { authorization: `Bearer ${token}` } }),
  );
}
