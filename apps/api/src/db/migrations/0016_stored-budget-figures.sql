ALTER TABLE "budgets" ADD COLUMN "expenditures" numeric(15, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "budgets" ADD COLUMN "current_pos_value" numeric(15, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "budgets" ADD COLUMN "pos_remaining_balance" numeric(15, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "expenditures_ytd" numeric(15, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "invoice_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Stored B&A figures (decision 026). Before this, the views of 0007 summed every invoice of every budget on each
-- read. Now the sums live on the rows and triggers change them in the same statement as the invoice or PO change:
--   purchase_orders.expenditures_ytd  paid + reconciled invoices of the PO      invoice_count  all its invoices
--   budgets.expenditures              paid + reconciled invoices of the budget
--   budgets.current_pos_value         po_value of its active POs
--   budgets.pos_remaining_balance     po_value - expenditures_ytd of its active POs
-- Everything else (available budget, percents, notification flags) follows per row in the views below.
-- Inputs: invoices (budget_id, po_id, status_id, paid_amt) and purchase_orders (budget_id, po_value, is_active,
-- and its own stored sum). Allocation and low-budget levels are read per row; funds, fiscal years and
-- programmes do not enter the figures.
-- The stored sums are bookkeeping, not edits: no field-level audit rows for them (also not for the backfill).
DROP TRIGGER budgets_audit ON budgets;
--> statement-breakpoint
CREATE TRIGGER budgets_audit AFTER INSERT OR UPDATE OR DELETE ON budgets FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('9', 'BA', 'Budget', 'id', 'false',
                                    'created_at,expenditures,current_pos_value,pos_remaining_balance', '');
--> statement-breakpoint
DROP TRIGGER purchase_orders_audit ON purchase_orders;
--> statement-breakpoint
CREATE TRIGGER purchase_orders_audit AFTER INSERT OR UPDATE OR DELETE ON purchase_orders FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('9', 'BA', 'Purchase Order', 'id', 'false',
                                    'created_at,expenditures_ytd,invoice_count', '');
--> statement-breakpoint
DROP VIEW budget_figures;
--> statement-breakpoint
DROP VIEW po_figures;
--> statement-breakpoint
-- The one rule for what an invoice adds to expenditures: statuses 3 (Paid) and 4 (Reconciled), see
-- contracts/ba-invoices.ts. Inlined by the planner.
CREATE FUNCTION invoice_paid_amt(status_id smallint, paid_amt numeric) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT CASE WHEN status_id IN (3, 4) THEN paid_amt ELSE 0 END $$;
--> statement-breakpoint
-- Recomputation from scratch, for the drift check and the repair only (never on a read path).
CREATE VIEW po_sums_recomputed AS
SELECT po.id AS po_id,
       COALESCE(sum(invoice_paid_amt(i.status_id, i.paid_amt)), 0)::numeric(15, 2) AS expenditures_ytd,
       count(i.id)::integer AS invoice_count
FROM purchase_orders po
LEFT JOIN invoices i ON i.po_id = po.id
GROUP BY po.id;
--> statement-breakpoint
CREATE VIEW budget_sums_recomputed AS
SELECT b.id AS budget_id,
       COALESCE(e.paid, 0)::numeric(15, 2) AS expenditures,
       COALESCE(o.value, 0)::numeric(15, 2) AS current_pos_value,
       COALESCE(o.remaining, 0)::numeric(15, 2) AS pos_remaining_balance
FROM budgets b
LEFT JOIN LATERAL (
  SELECT sum(invoice_paid_amt(i.status_id, i.paid_amt)) AS paid FROM invoices i WHERE i.budget_id = b.id
) e ON true
LEFT JOIN LATERAL (
  SELECT sum(po.po_value) AS value, sum(po.po_value - r.expenditures_ytd) AS remaining
  FROM purchase_orders po JOIN po_sums_recomputed r ON r.po_id = po.id
  WHERE po.budget_id = b.id AND po.is_active
) o ON true;
--> statement-breakpoint
-- Same columns as the views of 0007, now per row over the stored sums.
CREATE VIEW po_figures AS
SELECT po.id AS po_id,
       po.budget_id,
       po.expenditures_ytd,
       (po.po_value - po.expenditures_ytd)::numeric(15, 2) AS remaining_po_balance,
       po.invoice_count,
       (po.po_value - po.expenditures_ytd) <
         CASE WHEN b.is_low_budget_level_percent THEN po.po_value * b.low_budget_level / 100 ELSE b.low_budget_level END
         AS below_po_level_threshold,
       CASE WHEN b.allocated_amt > 0
            THEN round((po.po_value - po.expenditures_ytd) * 100 / b.allocated_amt, 2) END AS remaining_po_percent
FROM purchase_orders po
JOIN budgets b ON b.id = po.budget_id;
--> statement-breakpoint
CREATE VIEW budget_figures AS
SELECT b.id AS budget_id,
       b.allocated_amt,
       b.expenditures,
       b.current_pos_value,
       b.pos_remaining_balance,
       (b.allocated_amt - b.expenditures - b.pos_remaining_balance)::numeric(15, 2) AS available_budget,
       CASE WHEN b.allocated_amt > 0 THEN round(b.pos_remaining_balance * 100 / b.allocated_amt, 2) END
         AS remaining_po_percent,
       (b.allocated_amt - b.expenditures - b.pos_remaining_balance) <
         CASE WHEN b.is_low_budget_level_percent THEN b.allocated_amt * b.low_budget_level / 100
              ELSE b.low_budget_level END
         AS is_budget_below_notification_lvl,
       (b.current_pos_value > 0 AND b.pos_remaining_balance <
         CASE WHEN b.is_low_budget_level_percent THEN b.current_pos_value * b.low_budget_level / 100
              ELSE b.low_budget_level END)
         AS is_po_below_notification_lvl
FROM budgets b;
--> statement-breakpoint
-- Stored minus recomputed, one row per differing figure: empty when the triggers kept everything right.
CREATE FUNCTION budget_figures_drift()
RETURNS TABLE (table_name text, entity_id integer, field text, stored numeric, recomputed numeric)
LANGUAGE sql STABLE AS $$
  SELECT 'purchase_orders', po.id, f.field, f.stored, f.recomputed
  FROM purchase_orders po
  JOIN po_sums_recomputed r ON r.po_id = po.id
  CROSS JOIN LATERAL (VALUES ('expenditures_ytd', po.expenditures_ytd, r.expenditures_ytd),
                             ('invoice_count', po.invoice_count::numeric, r.invoice_count::numeric))
    AS f (field, stored, recomputed)
  WHERE f.stored IS DISTINCT FROM f.recomputed
  UNION ALL
  SELECT 'budgets', b.id, f.field, f.stored, f.recomputed
  FROM budgets b
  JOIN budget_sums_recomputed r ON r.budget_id = b.id
  CROSS JOIN LATERAL (VALUES ('expenditures', b.expenditures, r.expenditures),
                             ('current_pos_value', b.current_pos_value, r.current_pos_value),
                             ('pos_remaining_balance', b.pos_remaining_balance, r.pos_remaining_balance))
    AS f (field, stored, recomputed)
  WHERE f.stored IS DISTINCT FROM f.recomputed
  ORDER BY 1, 2, 3
$$;
--> statement-breakpoint
-- Sets every stored sum to its recomputation (the backfill below; after a TRUNCATE; by hand if drift is ever
-- found). The guard lets it write the figure columns through the transaction-local flag.
CREATE FUNCTION budget_figures_repair() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('homer.figures_repair', 'on', true);
  UPDATE purchase_orders po SET expenditures_ytd = r.expenditures_ytd, invoice_count = r.invoice_count
  FROM po_sums_recomputed r
  WHERE r.po_id = po.id AND (po.expenditures_ytd, po.invoice_count) IS DISTINCT FROM (r.expenditures_ytd, r.invoice_count);
  UPDATE budgets b SET expenditures = r.expenditures, current_pos_value = r.current_pos_value,
                       pos_remaining_balance = r.pos_remaining_balance
  FROM budget_sums_recomputed r
  WHERE r.budget_id = b.id
    AND (b.expenditures, b.current_pos_value, b.pos_remaining_balance)
        IS DISTINCT FROM (r.expenditures, r.current_pos_value, r.pos_remaining_balance);
  PERFORM set_config('homer.figures_repair', '', true);
END
$$;
--> statement-breakpoint
SELECT budget_figures_repair();
--> statement-breakpoint
-- What changed rows add to the sums, one element per old row (negative) and new row (positive).
CREATE TYPE invoice_figure_delta AS (budget_id integer, po_id integer, paid numeric, n integer);
--> statement-breakpoint
CREATE TYPE po_figure_delta AS (budget_id integer, pos_value numeric, pos_remaining numeric);
--> statement-breakpoint
-- Statement-level (transition tables), so a bulk insert of 100k invoices is one UPDATE per table, not 100k.
-- "x = x + delta" under the row lock: a concurrent transaction waits and then adds to the committed value, so no
-- update is lost. Rows are locked in id order first so two multi-row statements cannot deadlock on each other.
CREATE FUNCTION invoices_keep_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d invoice_figure_delta[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    d := ARRAY(SELECT ROW(budget_id, po_id, invoice_paid_amt(status_id, paid_amt), 1)::invoice_figure_delta
               FROM new_invoices);
  ELSIF TG_OP = 'DELETE' THEN
    d := ARRAY(SELECT ROW(budget_id, po_id, -invoice_paid_amt(status_id, paid_amt), -1)::invoice_figure_delta
               FROM old_invoices);
  ELSE
    d := ARRAY(SELECT ROW(budget_id, po_id, invoice_paid_amt(status_id, paid_amt), 1)::invoice_figure_delta
               FROM new_invoices
               UNION ALL
               SELECT ROW(budget_id, po_id, -invoice_paid_amt(status_id, paid_amt), -1)::invoice_figure_delta
               FROM old_invoices);
  END IF;
  -- POs first: their own trigger carries the change of their remaining balance on to the budget.
  PERFORM 1 FROM purchase_orders po
  WHERE po.id IN (SELECT x.po_id FROM unnest(d) x GROUP BY x.po_id HAVING sum(x.paid) <> 0 OR sum(x.n) <> 0)
  ORDER BY po.id FOR NO KEY UPDATE;
  UPDATE purchase_orders po
  SET expenditures_ytd = po.expenditures_ytd + s.paid, invoice_count = po.invoice_count + s.n
  FROM (SELECT x.po_id, sum(x.paid) AS paid, sum(x.n)::integer AS n FROM unnest(d) x GROUP BY x.po_id) s
  WHERE po.id = s.po_id AND (s.paid <> 0 OR s.n <> 0);
  PERFORM 1 FROM budgets b
  WHERE b.id IN (SELECT x.budget_id FROM unnest(d) x GROUP BY x.budget_id HAVING sum(x.paid) <> 0)
  ORDER BY b.id FOR NO KEY UPDATE;
  UPDATE budgets b SET expenditures = b.expenditures + s.paid
  FROM (SELECT x.budget_id, sum(x.paid) AS paid FROM unnest(d) x GROUP BY x.budget_id) s
  WHERE b.id = s.budget_id AND s.paid <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_figures_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_keep_figures();
--> statement-breakpoint
CREATE TRIGGER invoices_figures_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_invoices NEW TABLE AS new_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_keep_figures();
--> statement-breakpoint
CREATE TRIGGER invoices_figures_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_keep_figures();
--> statement-breakpoint
-- A PO adds its value and remaining balance to its budget while active; any change to po_value, is_active,
-- budget_id or its stored expenditures moves that contribution.
CREATE FUNCTION purchase_orders_keep_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d po_figure_delta[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    d := ARRAY(SELECT ROW(budget_id, po_value, po_value - expenditures_ytd)::po_figure_delta
               FROM new_pos WHERE is_active);
  ELSIF TG_OP = 'DELETE' THEN
    d := ARRAY(SELECT ROW(budget_id, -po_value, -(po_value - expenditures_ytd))::po_figure_delta
               FROM old_pos WHERE is_active);
  ELSE
    d := ARRAY(SELECT ROW(budget_id, po_value, po_value - expenditures_ytd)::po_figure_delta
               FROM new_pos WHERE is_active
               UNION ALL
               SELECT ROW(budget_id, -po_value, -(po_value - expenditures_ytd))::po_figure_delta
               FROM old_pos WHERE is_active);
  END IF;
  PERFORM 1 FROM budgets b
  WHERE b.id IN (SELECT x.budget_id FROM unnest(d) x GROUP BY x.budget_id
                 HAVING sum(x.pos_value) <> 0 OR sum(x.pos_remaining) <> 0)
  ORDER BY b.id FOR NO KEY UPDATE;
  UPDATE budgets b
  SET current_pos_value = b.current_pos_value + s.pos_value,
      pos_remaining_balance = b.pos_remaining_balance + s.pos_remaining
  FROM (SELECT x.budget_id, sum(x.pos_value) AS pos_value, sum(x.pos_remaining) AS pos_remaining
        FROM unnest(d) x GROUP BY x.budget_id) s
  WHERE b.id = s.budget_id AND (s.pos_value <> 0 OR s.pos_remaining <> 0);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER purchase_orders_figures_insert AFTER INSERT ON purchase_orders REFERENCING NEW TABLE AS new_pos
  FOR EACH STATEMENT EXECUTE FUNCTION purchase_orders_keep_figures();
--> statement-breakpoint
CREATE TRIGGER purchase_orders_figures_update AFTER UPDATE ON purchase_orders
  REFERENCING OLD TABLE AS old_pos NEW TABLE AS new_pos
  FOR EACH STATEMENT EXECUTE FUNCTION purchase_orders_keep_figures();
--> statement-breakpoint
CREATE TRIGGER purchase_orders_figures_delete AFTER DELETE ON purchase_orders REFERENCING OLD TABLE AS old_pos
  FOR EACH STATEMENT EXECUTE FUNCTION purchase_orders_keep_figures();
--> statement-breakpoint
-- TRUNCATE fires no row or transition-table triggers: recompute instead.
CREATE FUNCTION budget_figures_repair_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM budget_figures_repair();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_figures_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION budget_figures_repair_after_truncate();
--> statement-breakpoint
CREATE TRIGGER purchase_orders_figures_truncate AFTER TRUNCATE ON purchase_orders
  FOR EACH STATEMENT EXECUTE FUNCTION budget_figures_repair_after_truncate();
--> statement-breakpoint
-- Only the triggers above (nested, so pg_trigger_depth() > 1 here) and the repair write the stored sums; a
-- statement of the application that sets them is refused rather than silently drifting.
CREATE FUNCTION budget_figures_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept text[] := TG_ARGV;
  col text;
BEGIN
  IF pg_trigger_depth() > 1 OR current_setting('homer.figures_repair', true) = 'on' THEN
    RETURN NEW;
  END IF;
  FOREACH col IN ARRAY kept LOOP
    IF (CASE WHEN TG_OP = 'INSERT' THEN to_jsonb(NEW) -> col IS DISTINCT FROM '0'::jsonb
             ELSE to_jsonb(NEW) -> col IS DISTINCT FROM to_jsonb(OLD) -> col END) THEN
      RAISE EXCEPTION '%.% is kept by triggers and cannot be written', TG_TABLE_NAME, col
        USING ERRCODE = 'insufficient_privilege';
    END IF;
  END LOOP;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER budgets_figures_guard BEFORE INSERT OR UPDATE ON budgets FOR EACH ROW
  EXECUTE FUNCTION budget_figures_guard('expenditures', 'current_pos_value', 'pos_remaining_balance');
--> statement-breakpoint
CREATE TRIGGER purchase_orders_figures_guard BEFORE INSERT OR UPDATE ON purchase_orders FOR EACH ROW
  EXECUTE FUNCTION budget_figures_guard('expenditures_ytd', 'invoice_count');
