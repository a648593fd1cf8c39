-- Decision 057. The pharmacy's shared ground (issue 15): inventory sites of pharmacy facilities, what each site
-- holds (NDC, lot, expiry, quantity), the NDC formulary and the FDA recall store. Refills, recalls, mobile
-- scanning, workstations and CI orders build on these tables. NDCs are kept as written (package NDC with hyphens)
-- with a generated digits-only column: the FDA keeps 10-digit NDCs unique, so digits match whatever the hyphens.
CREATE TABLE "inventory_sites" (
	"id" serial PRIMARY KEY,
	"facility_id" integer NOT NULL REFERENCES "facilities"("id"),
	"name" varchar(100) NOT NULL,
	"is_active" boolean NOT NULL DEFAULT true,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	"updated_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "inventory_sites_facility_name_unique" UNIQUE ("facility_id", "name")
);
--> statement-breakpoint
CREATE INDEX "inventory_sites_name_idx" ON "inventory_sites" ("name", "id");
--> statement-breakpoint
CREATE TABLE "ndc_products" (
	"id" serial PRIMARY KEY,
	"ndc" varchar(12) NOT NULL,
	"ndc_digits" varchar(10) GENERATED ALWAYS AS (replace("ndc", '-', '')) STORED,
	-- openFDA's product_ndc: the labeler and product segments.
	"product_ndc" varchar(10) GENERATED ALWAYS AS (regexp_replace("ndc", '-[^-]*$', '')) STORED,
	"product_name" varchar(200) NOT NULL,
	"package_description" varchar(300) NOT NULL DEFAULT '',
	"is_active" boolean NOT NULL DEFAULT true,
	"updated_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "ndc_products_ndc_unique" UNIQUE ("ndc_digits"),
	CONSTRAINT "ndc_products_ndc_format" CHECK ("ndc" ~ '^\d{4,5}-\d{3,4}-\d{1,2}$' AND length(replace("ndc", '-', '')) = 10)
);
--> statement-breakpoint
CREATE INDEX "ndc_products_product_ndc_idx" ON "ndc_products" ("product_ndc");
--> statement-breakpoint
CREATE INDEX "ndc_products_name_trgm_idx" ON "ndc_products" USING gin ("product_name" gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "inventory_stock" (
	"id" serial PRIMARY KEY,
	"inventory_site_id" integer NOT NULL REFERENCES "inventory_sites"("id") ON DELETE CASCADE,
	"ndc" varchar(12) NOT NULL,
	"ndc_digits" varchar(10) GENERATED ALWAYS AS (replace("ndc", '-', '')) STORED,
	"lot_number" varchar(20) NOT NULL,
	"expiration_date" date,
	"quantity" integer NOT NULL DEFAULT 0 CHECK ("quantity" >= 0),
	"updated_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "inventory_stock_site_ndc_lot_unique" UNIQUE ("inventory_site_id", "ndc_digits", "lot_number"),
	CONSTRAINT "inventory_stock_ndc_format" CHECK ("ndc" ~ '^\d{4,5}-\d{3,4}-\d{1,2}$' AND length(replace("ndc", '-', '')) = 10)
);
--> statement-breakpoint
CREATE INDEX "inventory_stock_ndc_lot_idx" ON "inventory_stock" ("ndc_digits", "lot_number");
--> statement-breakpoint
-- openFDA drug enforcement reports as imported (decision 059 owns the import and its columns' meaning).
CREATE TABLE "fda_recalls" (
	"id" serial PRIMARY KEY,
	"recall_number" varchar(30) NOT NULL,
	"status" varchar(30) NOT NULL,
	"state" varchar(2),
	"classification" varchar(20),
	"product_description" text NOT NULL DEFAULT '',
	"code_info" text NOT NULL DEFAULT '',
	"reason_for_recall" text NOT NULL DEFAULT '',
	"recalling_firm" varchar(200) NOT NULL DEFAULT '',
	-- openfda.product_ndc and openfda.package_ndc as openFDA lists them (hyphenated).
	"product_ndcs" text[] NOT NULL DEFAULT '{}',
	"package_ndcs" text[] NOT NULL DEFAULT '{}',
	"recall_initiation_date" date,
	"report_date" date,
	"updated_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "fda_recalls_recall_number_unique" UNIQUE ("recall_number")
);
--> statement-breakpoint
CREATE INDEX "fda_recalls_widget_idx" ON "fda_recalls" ("state", "status", "recall_initiation_date" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "fda_recalls_product_ndcs_idx" ON "fda_recalls" USING gin ("product_ndcs");
--> statement-breakpoint
CREATE INDEX "fda_recalls_package_ndcs_idx" ON "fda_recalls" USING gin ("package_ndcs");
--> statement-breakpoint
CREATE TRIGGER inventory_sites_audit AFTER INSERT OR UPDATE OR DELETE ON "inventory_sites"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('6', 'Inventory', 'Inventory Site', 'id', 'false', 'created_at,updated_at', '');
--> statement-breakpoint
CREATE TRIGGER inventory_stock_audit AFTER INSERT OR UPDATE OR DELETE ON "inventory_stock"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('6', 'Inventory', 'Inventory Site', 'inventory_site_id', 'false', 'ndc_digits,updated_at', '');
--> statement-breakpoint
CREATE TRIGGER ndc_products_audit AFTER INSERT OR UPDATE OR DELETE ON "ndc_products"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('5', 'NDC', 'NDC Product', 'id', 'false', 'ndc_digits,product_ndc,updated_at', '');
