-- Each instance keeps GetBudgetList's finished answers (decision 080). Whatever changes a table the answer reads
-- is announced here, in the database, so no writer (a route, a job, the figure triggers of decision 026, an
-- operator's SQL) changes it behind the instances' backs: they LISTEN on homer_answer_changed and drop the area
-- named by the payload. Statement-level, so a 100,000-row import announces once (PostgreSQL also folds equal
-- notifications of one transaction into one), and NOTIFY is sent on commit only. budget_figures is a view over
-- budgets (migration 0016): the stored figures move with an UPDATE of budgets, which is announced.
CREATE FUNCTION notify_answer_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('homer_answer_changed', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER budgets_notify_answer AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON budgets
  FOR EACH STATEMENT EXECUTE FUNCTION notify_answer_change('budgets');
--> statement-breakpoint
CREATE TRIGGER budget_funds_notify_answer AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON budget_funds
  FOR EACH STATEMENT EXECUTE FUNCTION notify_answer_change('budgets');
--> statement-breakpoint
CREATE TRIGGER fiscal_years_notify_answer AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fiscal_years
  FOR EACH STATEMENT EXECUTE FUNCTION notify_answer_change('budgets');
--> statement-breakpoint
CREATE TRIGGER ba_programs_notify_answer AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ba_programs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_answer_change('budgets');
