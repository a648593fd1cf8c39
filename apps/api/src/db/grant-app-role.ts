import pg from 'pg';

/**
 * Run by the owner after every migration run: the application role may read and write the application's
 * tables, but only read global_audit (the SECURITY DEFINER audit trigger writes it as the owner) and the
 * migration ledger (to see that nothing is pending). The stock ledger is append-only for it, and a lot's on_hand
 * moves only through the ledger's trigger (decision 098); what a receipt was received against is written once with it (101). Granting anew each time covers tables added by any
 * migration; default privileges cover tables the owner creates in between. Idempotent.
 */
export async function grantAppRole(client: pg.ClientBase, appRole: string): Promise<void> {
  const app = pg.escapeIdentifier(appRole);
  await client.query(`
    -- PostgreSQL before 15 lets everyone create in public; takes effect where the owner owns the schema.
    revoke create on schema public from public;
    grant usage on schema public to ${app};
    grant select, insert, update, delete on all tables in schema public to ${app};
    grant usage, select on all sequences in schema public to ${app};
    alter default privileges in schema public grant select, insert, update, delete on tables to ${app};
    alter default privileges in schema public grant usage, select on sequences to ${app};
    revoke all on global_audit from ${app};
    grant select on global_audit to ${app};
    revoke all on stock_documents, stock_movements from ${app};
    grant select, insert on stock_documents, stock_movements to ${app};
    revoke all on stock_consumption_days, stock_ledger_days, stock_shipment_days from ${app};
    grant select on stock_consumption_days, stock_ledger_days, stock_shipment_days to ${app};
    revoke all on stock_receipts from ${app};
    grant select, insert on stock_receipts to ${app};
    revoke update on stock_lots from ${app};
    grant update (status, status_note, bin, allocated, expiry_date, unit_cost) on stock_lots to ${app};
    grant usage on schema drizzle to ${app};
    grant select on drizzle.__drizzle_migrations to ${app};
  `);
}
