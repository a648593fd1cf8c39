-- Derived B&A figures, computed in one place in exact numeric arithmetic (spec document 3 §4).
-- Invoice statuses 3 (Paid) and 4 (Reconciled) count as paid; see contracts/ba-invoices.ts.
CREATE VIEW po_figures AS
SELECT po.id AS po_id,
       po.budget_id,
       COALESCE(p.paid, 0)::numeric(15, 2) AS expenditures_ytd,
       (po.po_value - COALESCE(p.paid, 0))::numeric(15, 2) AS remaining_po_balance,
       COALESCE(p.invoice_count, 0)::integer AS invoice_count,
       (po.po_value - COALESCE(p.paid, 0)) <
         CASE WHEN b.is_low_budget_level_percent THEN po.po_value * b.low_budget_level / 100 ELSE b.low_budget_level END
         AS below_po_level_threshold,
       CASE WHEN b.allocated_amt > 0
            THEN round((po.po_value - COALESCE(p.paid, 0)) * 100 / b.allocated_amt, 2) END AS remaining_po_percent
FROM purchase_orders po
JOIN budgets b ON b.id = po.budget_id
LEFT JOIN LATERAL (
  SELECT sum(i.paid_amt) FILTER (WHERE i.status_id IN (3, 4)) AS paid, count(*) AS invoice_count
  FROM invoices i
  WHERE i.po_id = po.id
) p ON true;
--> statement-breakpoint
CREATE VIEW budget_figures AS
SELECT f.*,
       (f.allocated_amt - f.expenditures - f.pos_remaining_balance)::numeric(15, 2) AS available_budget,
       CASE WHEN f.allocated_amt > 0 THEN round(f.pos_remaining_balance * 100 / f.allocated_amt, 2) END
         AS remaining_po_percent,
       (f.allocated_amt - f.expenditures - f.pos_remaining_balance) < f.budget_notification_amount
         AS is_budget_below_notification_lvl,
       (f.current_pos_value > 0 AND f.pos_remaining_balance < f.po_notification_amount) AS is_po_below_notification_lvl
FROM (
  SELECT b.id AS budget_id,
         b.allocated_amt,
         COALESCE(e.paid, 0)::numeric(15, 2) AS expenditures,
         COALESCE(o.value, 0)::numeric(15, 2) AS current_pos_value,
         COALESCE(o.remaining, 0)::numeric(15, 2) AS pos_remaining_balance,
         CASE WHEN b.is_low_budget_level_percent THEN b.allocated_amt * b.low_budget_level / 100
              ELSE b.low_budget_level END AS budget_notification_amount,
         CASE WHEN b.is_low_budget_level_percent THEN COALESCE(o.value, 0) * b.low_budget_level / 100
              ELSE b.low_budget_level END AS po_notification_amount
  FROM budgets b
  LEFT JOIN LATERAL (
    SELECT sum(i.paid_amt) AS paid FROM invoices i WHERE i.budget_id = b.id AND i.status_id IN (3, 4)
  ) e ON true
  LEFT JOIN LATERAL (
    SELECT sum(po.po_value) AS value, sum(pf.remaining_po_balance) AS remaining
    FROM purchase_orders po JOIN po_figures pf ON pf.po_id = po.id
    WHERE po.budget_id = b.id AND po.is_active
  ) o ON true
) f;
--> statement-breakpoint
CREATE TRIGGER ba_programs_audit AFTER INSERT OR UPDATE OR DELETE ON ba_programs FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('9', 'BA', 'B&A Program', 'id', 'false', 'created_at', '');
--> statement-breakpoint
CREATE TRIGGER budgets_audit AFTER INSERT OR UPDATE OR DELETE ON budgets FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('9', 'BA', 'Budget', 'id', 'false', 'created_at', '');
--> statement-breakpoint
CREATE TRIGGER budget_funds_audit AFTER INSERT OR UPDATE OR DELETE ON budget_funds FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('9', 'BA', 'Budget', 'budget_id', 'false', '', '');
--> statement-breakpoint
CREATE TRIGGER purchase_orders_audit AFTER INSERT OR UPDATE OR DELETE ON purchase_orders FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('9', 'BA', 'Purchase Order', 'id', 'false', 'created_at', '');
--> statement-breakpoint
CREATE TRIGGER invoices_audit AFTER INSERT OR UPDATE OR DELETE ON invoices FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('9', 'BA', 'Invoice', 'id', 'false', 'created_at', '');
