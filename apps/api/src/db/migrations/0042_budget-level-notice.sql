-- Issue 25: 'Budget over its notification level' is sent once per crossing. The flag remembers that the budget's
-- managers were told it is below its level; it clears when the budget is back at or above it, so the next
-- crossing is told again (features/budgets/level-notice.ts). Bookkeeping, not an edit: kept out of the audit.
ALTER TABLE "budgets" ADD COLUMN "notified_below_level" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
DROP TRIGGER budgets_audit ON budgets;
--> statement-breakpoint
CREATE TRIGGER budgets_audit AFTER INSERT OR UPDATE OR DELETE ON budgets FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('9', 'BA', 'Budget', 'id', 'false',
                                    'created_at,expenditures,current_pos_value,pos_remaining_balance,notified_below_level', '');
--> statement-breakpoint
-- Budgets already below their level count as told: upgrading must not notify for crossings made before it.
UPDATE budgets b SET notified_below_level = true
FROM budget_figures f
WHERE f.budget_id = b.id AND f.is_budget_below_notification_lvl;
