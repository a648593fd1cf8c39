import { Module, Role } from '@homer/contracts/access';
import type { Paged } from '@homer/contracts/envelope';
import type { GlobalAuditRecord } from '@homer/contracts/global-audit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/pool.ts';
import { withTx } from '../../db/tx.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from '../../test/test-context.ts';
import { labelledAuditTables } from './audit-label-map.ts';
import { readableChanges, type StoredChange } from './readable-changes.ts';

const listUrl = '/api/Administration/GlobalAuditHistory/GetGlobalAuditList';

let ctx: TestContext;
let token = '';
const id: Record<string, number> = {};

const one = async <T>(query: Promise<{ rows: T[] }>): Promise<T> => {
  const { rows } = await query;
  if (!rows[0]) throw new Error('no row');
  return rows[0];
};

beforeAll(async () => {
  ctx = await createTestContext();
  id.auditor = await createUser(ctx.db, {
    userName: 'auditor',
    access: [{ module: Module.Admin, role: Role.Manager }],
  });
  id.subject = await createUser(ctx.db, { userName: 'subject' });
  token = await signIn(ctx.app, 'auditor');

  // A B&A story as the screens would write it: an invoice moved from one PO to another and paid, the first PO
  // then deleted, the budget closed; and a password changed.
  await withTx(ctx.db, { userId: id.auditor }, async (tx) => {
    const year = await one(
      tx.execute<{ id: number }>(
        sql`insert into fiscal_years (start_date, end_date) values ('2026-07-01', '2027-06-30') returning id`,
      ),
    );
    const budget = await one(
      tx.execute<{ id: number }>(
        sql`insert into budgets (name, fiscal_year_id) values ('Audit Budget', ${year.id}) returning id`,
      ),
    );
    id.budget = budget.id;
    id.year = year.id;
    const poA = await one(
      tx.execute<{ id: number }>(sql`insert into purchase_orders (budget_id, po_number, vendor_name, po_value)
        values (${budget.id}, 'PO-A', 'Acme', 100) returning id`),
    );
    const poB = await one(
      tx.execute<{
        id: number;
      }>(sql`insert into purchase_orders (budget_id, po_number, line_number, vendor_name, po_value)
        values (${budget.id}, 'PO-B', 2, 'Acme', 100) returning id`),
    );
    id.poA = poA.id;
    id.poB = poB.id;
    const invoice = await one(
      tx.execute<{ id: number }>(sql`insert into invoices (budget_id, po_id, invoice_number, status_id)
        values (${budget.id}, ${poA.id}, 'INV-1', 1) returning id`),
    );
    id.invoice = invoice.id;
  });
  await withTx(ctx.db, { userId: id.auditor }, (tx) =>
    tx.execute(sql`update invoices set po_id = ${id.poB}, status_id = 3 where id = ${id.invoice}`),
  );
  await withTx(ctx.db, { userId: id.auditor }, (tx) =>
    tx.execute(sql`delete from purchase_orders where id = ${id.poA}`),
  );
  await withTx(ctx.db, { userId: id.auditor }, (tx) =>
    tx.execute(sql`update budgets set is_active = false where id = ${id.budget}`),
  );
  await withTx(ctx.db, { userId: id.auditor }, (tx) =>
    tx.execute(sql`update users set password_hash = 'new-hash-value' where id = ${id.subject}`),
  );
  // A secret some trigger failed to mask (written as the owner, as only a trigger could): still not shown.
  await ctx.ownerDb.execute(sql`insert into global_audit
    (business_area, module, table_name, operation, entity_id, record_affected, field, changed_from, changed_to)
    values (1, 'Admin', 'users', 'UPDATE', ${String(id.subject)}, ${`User #${id.subject}`}, 'password_hash',
            'old-plain-hash', 'new-plain-hash')`);
});
afterAll(() => ctx.close());

const list = async (query: string): Promise<Paged<GlobalAuditRecord>> => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${listUrl}?pageSize=200&${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** The update (not the insert) of one field of one record. */
const updateOf = (rows: GlobalAuditRecord[], field: string, entityId: number | undefined) =>
  rows.find((r) => r.field === field && r.entityId === String(entityId) && r.changedFrom !== null);

describe('Global Audit List: labels and names instead of columns and ids', () => {
  it('an invoice moved to another PO names both POs, the deleted one by its id', async () => {
    const { data } = await list('businessAreas=[9]');
    expect(updateOf(data, 'po_id', id.invoice)).toMatchObject({
      field: 'po_id',
      fieldLabel: 'PO',
      changedFrom: String(id.poA),
      changedTo: String(id.poB),
      changedFromLabel: `Purchase Order #${id.poA} (deleted)`,
      changedToLabel: 'PO-B line 2',
      recordName: 'INV-1',
    });
  });

  it('a status code reads as its name, a flag as Yes/No, a fiscal year as FYyy/yy', async () => {
    const { data } = await list('businessAreas=[9]');
    expect(updateOf(data, 'status_id', id.invoice)).toMatchObject({
      fieldLabel: 'Status',
      changedFromLabel: 'Pending',
      changedToLabel: 'Paid',
    });
    expect(updateOf(data, 'is_active', id.budget)).toMatchObject({
      fieldLabel: 'Is Active',
      changedFrom: 'true',
      changedFromLabel: 'Yes',
      changedToLabel: 'No',
      recordName: 'Audit Budget',
    });
    const created = data.find((r) => r.field === 'fiscal_year_id' && r.changedTo === String(id.year));
    expect(created).toMatchObject({
      fieldLabel: 'Fiscal Year',
      changedFromLabel: null,
      changedToLabel: 'FY26/27',
    });
    // A plain value has no label: it reads as stored.
    expect(data.find((r) => r.field === 'invoice_number')).toMatchObject({
      fieldLabel: 'Invoice #',
      changedTo: 'INV-1',
      changedToLabel: null,
    });
  });

  it('the record a deleted row belonged to has no name; its changes stay readable', async () => {
    const { data } = await list('businessAreas=[9]');
    const deleted = data.filter((r) => r.recordAffected === `Purchase Order #${id.poA}`);
    expect(deleted.length).toBeGreaterThan(0);
    expect(deleted.every((r) => r.recordName === null)).toBe(true);
    expect(deleted.find((r) => r.field === 'po_number' && r.changedFrom === 'PO-A')).toMatchObject({
      fieldLabel: 'PO Number',
      changedTo: null,
    });
  });

  it('a password stays masked, whether the trigger masked it or not, and is labelled', async () => {
    const { data } = await list('businessAreas=[1]');
    const passwords = data.filter((r) => r.field === 'password_hash' && r.entityId === String(id.subject));
    expect(passwords.length).toBe(3);
    for (const row of passwords) {
      expect(row.fieldLabel).toBe('Password');
      expect(row.changedTo).toBe('********');
      expect(row.changedToLabel).toBeNull();
      expect(row.recordName).toBe('Test subject');
    }
    expect(JSON.stringify(data)).not.toMatch(/plain-hash|new-hash-value/);
  });

  it('every table with an audit trigger has a label map', async () => {
    const { rows } = await ctx.db.execute<{ table: string }>(sql`
      select distinct c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid where p.proname = 'audit_row_change' and not t.tgisinternal`);
    expect(rows.length).toBeGreaterThan(10);
    expect(labelledAuditTables()).toEqual(expect.arrayContaining(rows.map((r) => r.table)));
  });

  it('looks every name of a page up in one statement, whatever the number of rows', async () => {
    let statements = 0;
    const counting: Queryable = new Proxy(ctx.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key !== 'execute' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          statements++;
          return value.apply(target, args);
        };
      },
    });
    const rows: StoredChange[] = Array.from({ length: 200 }, (_, i) => ({
      tableName: i % 2 ? 'invoices' : 'users',
      field: i % 2 ? 'po_id' : 'organization_id',
      entityId: String(90_000 + i),
      changedFrom: String(90_000 + i),
      changedTo: String(90_001 + i),
    }));
    const readable = await readableChanges(counting, rows);
    expect(statements).toBe(1);
    expect(readable[1]?.changedFromLabel).toBe('Purchase Order #90001 (deleted)');
    expect(readable[0]?.changedFromLabel).toBe('Organization #90000 (deleted)');
    // Nothing to name, nothing asked.
    await readableChanges(counting, [
      { ...rows[0], tableName: 'audit_probe', field: 'note' } as StoredChange,
    ]);
    expect(statements).toBe(1);
  });

  it('keeps a 200-row page fast with names on every row', async () => {
    // 500 invoices on the budget: thousands of audit rows, every one naming an invoice, a budget or a PO.
    await withTx(ctx.db, { userId: id.auditor ?? null }, (tx) =>
      tx.execute(sql`insert into invoices (budget_id, po_id, invoice_number)
        select ${id.budget}, ${id.poB}, 'BULK-' || i from generate_series(1, 500) as i`),
    );
    await list('businessAreas=[9]');
    const samples: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const page = await list('businessAreas=[9]');
      samples.push(performance.now() - started);
      expect(page.data.filter((r) => r.recordName?.startsWith('BULK-')).length).toBeGreaterThan(150);
    }
    samples.sort((a, b) => a - b);
    console.info(`200-row audit page with names: median ${samples[2]?.toFixed(1)} ms`);
    // Generous for a loaded test machine; the bench (apps/api/bench/global-audit.ts) measures it properly.
    expect(samples[2]).toBeLessThan(1000);
  });
});
