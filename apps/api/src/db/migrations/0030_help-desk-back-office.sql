-- Decision 051. The Support Desk back office (issue 13): tickets get a requester account, an assignee, a
-- workflow status (New, Open, Pending, Resolved, Closed; Draft for CreateTicket drafts), SLA timestamps and a
-- concurrency stamp; a conversation of public replies and internal notes; attachments stored in PostgreSQL; SLA
-- targets per priority; the CI Repack Complaint category. Tickets, messages and attachments are audited under
-- the ticket, so the ticket's history is its audit trail.
ALTER TABLE "help_desk_tickets"
	ADD COLUMN "created_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	ADD COLUMN "assignee_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	ADD COLUMN "created_account_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	ADD COLUMN "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
	ADD COLUMN "first_responded_at" timestamp with time zone,
	ADD COLUMN "resolved_at" timestamp with time zone,
	ADD COLUMN "concurrency_stamp" uuid NOT NULL DEFAULT gen_random_uuid(),
	ALTER COLUMN "status" SET DEFAULT 'New';
--> statement-breakpoint
-- Until now every ticket was stored as 'Open' and nobody worked them: an open ticket is one no agent has taken
-- up yet, which is New now. Closed ones stay Closed (resolved when they were closed).
UPDATE "help_desk_tickets" SET "status" = 'New' WHERE "status" = 'Open';
--> statement-breakpoint
UPDATE "help_desk_tickets" SET "resolved_at" = "closed_at", "updated_at" = "closed_at"
	WHERE "status" = 'Closed' AND "closed_at" IS NOT NULL;
--> statement-breakpoint
UPDATE "help_desk_tickets" SET "updated_at" = "created_at" WHERE "status" <> 'Closed' OR "closed_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "help_desk_tickets" ADD CONSTRAINT "help_desk_tickets_status_check"
	CHECK ("status" IN ('Draft', 'New', 'Open', 'Pending', 'Resolved', 'Closed'));
--> statement-breakpoint
-- The queue's views and sorts (decision 051: first page within 30 ms at 100k tickets). "All" walks the sort
-- key's index; "mine" and "unassigned" read the working tickets through partial indexes.
CREATE INDEX "help_desk_tickets_updated_idx" ON "help_desk_tickets" ("updated_at", "id");
--> statement-breakpoint
CREATE INDEX "help_desk_tickets_priority_idx" ON "help_desk_tickets" ("priority_id", "id");
--> statement-breakpoint
CREATE INDEX "help_desk_tickets_status_rank_idx" ON "help_desk_tickets" ((CASE "status" WHEN 'New' THEN 1
	WHEN 'Open' THEN 2 WHEN 'Pending' THEN 3 WHEN 'Resolved' THEN 4 WHEN 'Closed' THEN 5 ELSE 0 END), "id");
--> statement-breakpoint
CREATE INDEX "help_desk_tickets_status_created_idx" ON "help_desk_tickets" ("status", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "help_desk_tickets_facility_idx" ON "help_desk_tickets" ("facility_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "help_desk_tickets_category_idx" ON "help_desk_tickets" ("category_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "help_desk_tickets_assignee_idx" ON "help_desk_tickets" ("assignee_user_id", "created_at", "id")
	WHERE "status" IN ('New', 'Open', 'Pending');
--> statement-breakpoint
CREATE INDEX "help_desk_tickets_unassigned_idx" ON "help_desk_tickets" ("created_at", "id")
	WHERE "assignee_user_id" IS NULL AND "status" IN ('New', 'Open', 'Pending');
--> statement-breakpoint
-- A requester's own tickets (the ticket page's access check, CreateTicket's draft reuse).
CREATE INDEX "help_desk_tickets_created_by_idx" ON "help_desk_tickets" ("created_by_user_id", "status")
	WHERE "created_by_user_id" IS NOT NULL;
--> statement-breakpoint
-- The requester filter: a contains-search on "name email", lowered once when the row is written and compared with
-- LIKE. Where the planner reads rows instead of the index (a common name), ILIKE or lower() on every row cost
-- 31 ms for 2,000 matches of 100k tickets; LIKE on the stored text costs a fraction.
ALTER TABLE "help_desk_tickets" ADD COLUMN "requester_search" text
	GENERATED ALWAYS AS (lower("full_name" || ' ' || "email")) STORED;
--> statement-breakpoint
CREATE INDEX "help_desk_tickets_requester_trgm_idx" ON "help_desk_tickets" USING gin ("requester_search" gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "help_desk_ticket_messages" (
	"id" serial PRIMARY KEY,
	"help_desk_ticket_id" integer NOT NULL REFERENCES "help_desk_tickets"("id") ON DELETE CASCADE,
	-- Null when the requester wrote through the reply link (no session), or the author's account is gone.
	"author_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"author_kind" varchar(10) NOT NULL CHECK ("author_kind" IN ('staff', 'requester')),
	-- The author's name when they wrote, kept if the account is renamed or removed.
	"author_name" varchar(250) NOT NULL,
	"body" varchar(5000) NOT NULL,
	"is_internal" boolean NOT NULL DEFAULT false,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	CHECK (NOT ("is_internal" AND "author_kind" = 'requester'))
);
--> statement-breakpoint
CREATE INDEX "help_desk_ticket_messages_ticket_idx" ON "help_desk_ticket_messages" ("help_desk_ticket_id", "id");
--> statement-breakpoint
CREATE TABLE "help_desk_ticket_attachments" (
	"id" serial PRIMARY KEY,
	"help_desk_ticket_id" integer NOT NULL REFERENCES "help_desk_tickets"("id") ON DELETE CASCADE,
	"file_name" varchar(255) NOT NULL,
	-- Detected from the content when uploaded, never taken from the name or the browser.
	"content_type" varchar(50) NOT NULL,
	"size_bytes" integer NOT NULL CHECK ("size_bytes" > 0 AND "size_bytes" <= 10485760),
	"content" bytea NOT NULL,
	"is_internal" boolean NOT NULL DEFAULT false,
	"uploaded_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"uploaded_by_name" varchar(250) NOT NULL,
	"created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "help_desk_ticket_attachments_ticket_idx" ON "help_desk_ticket_attachments" ("help_desk_ticket_id", "id");
--> statement-breakpoint
-- SLA targets in calendar hours (decision 051).
ALTER TABLE "help_desk_priorities"
	ADD COLUMN "first_response_hours" integer NOT NULL DEFAULT 8,
	ADD COLUMN "resolution_hours" integer NOT NULL DEFAULT 72;
--> statement-breakpoint
UPDATE "help_desk_priorities" SET "first_response_hours" = 4, "resolution_hours" = 24 WHERE "id" = 1;
--> statement-breakpoint
UPDATE "help_desk_priorities" SET "first_response_hours" = 8, "resolution_hours" = 72 WHERE "id" = 2;
--> statement-breakpoint
UPDATE "help_desk_priorities" SET "first_response_hours" = 24, "resolution_hours" = 168 WHERE "id" = 3;
--> statement-breakpoint
-- The complaints button of the repack area (spec document 1 §2.2); no public list offers it.
INSERT INTO "help_desk_categories" ("id", "name", "in_homer_list", "in_pfs_list", "sort_order") VALUES
	(8, 'CI Repack Complaint', false, false, 8);
--> statement-breakpoint
-- The guid is the reply link's secret and the stamp changes with every write: neither belongs in the trail.
CREATE TRIGGER help_desk_tickets_audit AFTER INSERT OR UPDATE OR DELETE ON "help_desk_tickets"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('7', 'HelpDesk', 'Help Desk Ticket', 'id', 'false',
		'guid,concurrency_stamp,updated_at,created_at,requester_search', '');
--> statement-breakpoint
CREATE TRIGGER help_desk_ticket_messages_audit AFTER INSERT OR UPDATE OR DELETE ON "help_desk_ticket_messages"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('7', 'HelpDesk', 'Help Desk Ticket', 'help_desk_ticket_id',
		'false', 'created_at', '');
--> statement-breakpoint
-- The file itself stays out of the trail (up to 10 MB); its name, type, size and uploader are recorded.
CREATE TRIGGER help_desk_ticket_attachments_audit AFTER INSERT OR UPDATE OR DELETE ON "help_desk_ticket_attachments"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('7', 'HelpDesk', 'Help Desk Ticket', 'help_desk_ticket_id',
		'false', 'content,created_at', '');
