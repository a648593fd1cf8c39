import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { dropDatabase } from '../test/database-url.ts';
import { testDatabaseUrls } from '../test/test-context.ts';
import { createDatabaseIfMissing } from './embedded.ts';

const migrations = new URL('./migrations', import.meta.url).pathname;
const name = `homer_m_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const before = mkdtempSync(join(tmpdir(), 'homer-migrations-'));
afterAll(async () => {
  await dropDatabase(inject('adminUrl'), name);
  rmSync(before, { recursive: true, force: true });
});

/** The migrations up to 0050, the last that knew inventory_stock. */
function migrationsBefore0051(): string {
  cpSync(migrations, before, { recursive: true });
  const journalPath = join(before, 'meta/_journal.json');
  const journal: { entries: { idx: number }[] } = JSON.parse(readFileSync(journalPath, 'utf8'));
  journal.entries = journal.entries.filter((e) => e.idx <= 50);
  writeFileSync(journalPath, JSON.stringify(journal));
  return before;
}

describe('migration 0051 (decision 099)', () => {
  it('turns each stock line into a lot whose on hand is an opening balance on the ledger, losing no NDC', async () => {
    await createDatabaseIfMissing(inject('adminUrl'), name, { owner: inject('ownerRole') });
    const client = new pg.Client({ connectionString: testDatabaseUrls(name).ownerUrl });
    await client.connect();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: migrationsBefore0051() });
      await client.query(`
        insert into organizations (id, name) values (1, 'Org');
        insert into facilities (id, organization_id, name, is_pharmacy) values (1, 1, 'Pharmacy', true);
        insert into inventory_sites (id, facility_id, name) values (1, 1, 'Main'), (2, 1, 'Empty');
        insert into ndc_products (ndc, product_name) values ('69547-353-02', 'Naloxone');
        insert into inventory_stock (inventory_site_id, ndc, lot_number, expiration_date, quantity) values
          (1, '69547-353-02', 'NX1', '2027-03-31', 40),
          (1, '69547-353-02', 'NX2', null, 0),
          (1, '0093-7180-01', 'AT1', '2028-01-31', 7),
          (2, '69547-353-02', 'NX1', '2027-03-31', 0);`);
      await migrate(db, { migrationsFolder: migrations });
      const lots = await client.query(`
        select s.name as site, p.ndc, p.product_name as product, l.lot_number as lot,
          to_char(l.expiry_date, 'YYYY-MM-DD') as expiry, l.on_hand as "onHand", l.source_kind as source
        from stock_lots l join ndc_products p on p.id = l.ndc_product_id
        join inventory_sites s on s.id = l.inventory_site_id order by s.name, p.ndc, l.lot_number`);
      expect(lots.rows).toEqual([
        {
          site: 'Empty',
          ndc: '69547-353-02',
          product: 'Naloxone',
          lot: 'NX1',
          expiry: '2027-03-31',
          onHand: 0,
          source: 'opening',
        },
        {
          site: 'Main',
          ndc: '0093-7180-01',
          product: 'Unlisted product (NDC 0093-7180-01)',
          lot: 'AT1',
          expiry: '2028-01-31',
          onHand: 7,
          source: 'opening',
        },
        {
          site: 'Main',
          ndc: '69547-353-02',
          product: 'Naloxone',
          lot: 'NX1',
          expiry: '2027-03-31',
          onHand: 40,
          source: 'opening',
        },
        {
          site: 'Main',
          ndc: '69547-353-02',
          product: 'Naloxone',
          lot: 'NX2',
          expiry: null,
          onHand: 0,
          source: 'opening',
        },
      ]);
      const documents = await client.query(
        `select d.kind, d.inventory_site_id as site, count(m.id)::int as lines, sum(m.quantity)::int as units
         from stock_documents d join stock_movements m on m.document_id = d.id group by d.id order by d.id`,
      );
      expect(documents.rows).toEqual([{ kind: 'opening', site: 1, lines: 2, units: 47 }]);
      expect((await client.query('select * from stock_drift()')).rows).toEqual([]);
      expect((await client.query(`select to_regclass('inventory_stock') as t`)).rows).toEqual([{ t: null }]);
    } finally {
      await client.end();
    }
  });
});
