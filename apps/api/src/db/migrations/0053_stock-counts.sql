-- Decision 102: stock counts (stocktakes). A count snapshots what each lot in scope should hold, with the lot's last
-- movement at that moment (its watermark): movements after it are measured against the snapshot, so a count left
-- open while stock moves still posts the right variance.
CREATE TABLE "stock_counts" (
	"id" serial PRIMARY KEY,
	"inventory_site_id" integer NOT NULL REFERENCES "inventory_sites"("id"),
	-- 'all' products of the site, or the listed 'products'.
	"scope" varchar(8) NOT NULL CHECK ("scope" IN ('all', 'products')),
	"ndc_product_ids" integer[],
	"status" varchar(20) NOT NULL DEFAULT 'open'
		CHECK ("status" IN ('open', 'recount', 'pending_verification', 'posted', 'cancelled')),
	"started_by" integer REFERENCES "users"("id"),
	"started_at" timestamp with time zone NOT NULL DEFAULT now(),
	"counted_by" integer REFERENCES "users"("id"),
	"counted_at" timestamp with time zone,
	"verified_by" integer REFERENCES "users"("id"),
	"verified_at" timestamp with time zone,
	"cancelled_by" integer REFERENCES "users"("id"),
	"cancelled_at" timestamp with time zone,
	"document_id" integer REFERENCES "stock_documents"("id"),
	CONSTRAINT "stock_counts_scope_products" CHECK (("scope" = 'products') = ("ndc_product_ids" IS NOT NULL)),
	-- A count without any variance is posted without a document.
	CONSTRAINT "stock_counts_posted_document" CHECK ("document_id" IS NULL OR "status" = 'posted')
);
--> statement-breakpoint
-- One count in progress per site: two would snapshot the same lots and post their variances twice.
CREATE UNIQUE INDEX "stock_counts_one_active_per_site" ON "stock_counts" ("inventory_site_id")
	WHERE "status" IN ('open', 'recount', 'pending_verification');
--> statement-breakpoint
-- The list, newest first, with or without its status filter.
CREATE INDEX "stock_counts_started_idx" ON "stock_counts" ("started_at", "id");
--> statement-breakpoint
CREATE INDEX "stock_counts_status_started_idx" ON "stock_counts" ("status", "started_at", "id");
--> statement-breakpoint
CREATE TABLE "stock_count_lines" (
	"id" serial PRIMARY KEY,
	"count_id" integer NOT NULL REFERENCES "stock_counts"("id"),
	"lot_id" integer NOT NULL REFERENCES "stock_lots"("id"),
	"expected_quantity" integer NOT NULL CHECK ("expected_quantity" >= 0),
	-- The lot's last movement when expected_quantity was read (0: none yet).
	"snapshot_movement_id" bigint NOT NULL DEFAULT 0,
	"counted_quantity" integer CHECK ("counted_quantity" >= 0),
	-- The lot's last movement when it was counted: movements up to it were on the shelf the counter saw.
	"counted_movement_id" bigint,
	"counted_by" integer REFERENCES "users"("id"),
	"counted_at" timestamp with time zone,
	"needs_recount" boolean NOT NULL DEFAULT false,
	"recount_quantity" integer CHECK ("recount_quantity" >= 0),
	"recount_movement_id" bigint,
	"recounted_by" integer REFERENCES "users"("id"),
	"recounted_at" timestamp with time zone,
	-- Found on the shelf during the count rather than in the snapshot.
	"added_during_count" boolean NOT NULL DEFAULT false,
	CONSTRAINT "stock_count_lines_count_lot_unique" UNIQUE ("count_id", "lot_id"),
	CONSTRAINT "stock_count_lines_counted_pair" CHECK (("counted_quantity" IS NULL) = ("counted_movement_id" IS NULL)),
	CONSTRAINT "stock_count_lines_recount_pair" CHECK (("recount_quantity" IS NULL) = ("recount_movement_id" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "stock_count_lines_lot_idx" ON "stock_count_lines" ("lot_id");
--> statement-breakpoint
CREATE TRIGGER stock_counts_audit AFTER INSERT OR UPDATE OR DELETE ON "stock_counts"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('6', 'Inventory', 'Stock Count', 'id', 'false', '', '');
--> statement-breakpoint
CREATE TRIGGER stock_count_lines_audit AFTER INSERT OR UPDATE OR DELETE ON "stock_count_lines"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('6', 'Inventory', 'Stock Count', 'count_id', 'false', '', '');
