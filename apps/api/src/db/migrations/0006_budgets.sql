CREATE TABLE "ba_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_funds" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"fund_number" varchar(30) NOT NULL,
	"fund_name" varchar(150) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"program_id" integer,
	"oca" varchar(20),
	"allocated_amt" numeric(15, 2) DEFAULT '0' NOT NULL,
	"low_budget_level" numeric(15, 2) DEFAULT '10' NOT NULL,
	"is_low_budget_level_percent" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_allocated_check" CHECK ("budgets"."allocated_amt" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"po_id" integer,
	"invoice_number" varchar(50) NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"effective_date" date,
	"request_number" varchar(30),
	"confirmation_number" varchar(30),
	"invoiced_amt" numeric(15, 2) DEFAULT '0' NOT NULL,
	"paid_amt" numeric(15, 2) DEFAULT '0' NOT NULL,
	"payment_cr_num" varchar(30),
	"reconciled_amt" numeric(15, 2) DEFAULT '0' NOT NULL,
	"facility_id" integer,
	"notes" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."invoiced_amt" >= 0 and "invoices"."paid_amt" >= 0 and "invoices"."reconciled_amt" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"po_number" varchar(30) NOT NULL,
	"line_number" integer DEFAULT 1 NOT NULL,
	"vendor_name" varchar(150) NOT NULL,
	"po_value" numeric(15, 2) NOT NULL,
	"purchase_req_number" varchar(30),
	"purchase_req_period" varchar(20),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_value_check" CHECK ("purchase_orders"."po_value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "budget_funds" ADD CONSTRAINT "budget_funds_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_program_id_ba_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."ba_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_po_id_purchase_orders_id_fk" FOREIGN KEY ("po_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_funds_budget_idx" ON "budget_funds" USING btree ("budget_id");--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_fiscal_year_name_key" ON "budgets" USING btree ("fiscal_year_id",lower("name"));--> statement-breakpoint
CREATE INDEX "budgets_program_idx" ON "budgets" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "invoices_budget_idx" ON "invoices" USING btree ("budget_id","id");--> statement-breakpoint
CREATE INDEX "invoices_po_idx" ON "invoices" USING btree ("po_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_number_key" ON "purchase_orders" USING btree ("budget_id","po_number","line_number");