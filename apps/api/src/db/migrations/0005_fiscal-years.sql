CREATE TABLE "fiscal_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_years_dates_check" CHECK ("fiscal_years"."end_date" > "fiscal_years"."start_date")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_years_single_current_key" ON "fiscal_years" USING btree ("is_current") WHERE "fiscal_years"."is_current";--> statement-breakpoint
CREATE TRIGGER fiscal_years_audit AFTER INSERT OR UPDATE OR DELETE ON fiscal_years FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('9', 'BA', 'Fiscal Year', 'id', 'false', 'created_at', '');
