-- The stock counts list filters by inventory site, newest first.
CREATE INDEX "stock_counts_site_started_idx" ON "stock_counts" ("inventory_site_id", "started_at", "id");
--> statement-breakpoint
-- Decision 105: the stock documents list, newest first, by site or kind, and a search of the reference.
CREATE INDEX "stock_documents_site_idx" ON "stock_documents" ("inventory_site_id", "id");
--> statement-breakpoint
CREATE INDEX "stock_documents_kind_idx" ON "stock_documents" ("kind", "id");
--> statement-breakpoint
CREATE INDEX "stock_documents_reference_trgm_idx" ON "stock_documents" USING gin ("reference" gin_trgm_ops);
--> statement-breakpoint
-- A transfer out's page names its transfer in, which points back to it.
CREATE INDEX "stock_documents_linked_idx" ON "stock_documents" ("linked_document_id") WHERE "linked_document_id" IS NOT NULL;
