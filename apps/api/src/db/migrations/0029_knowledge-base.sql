-- Decision 050. Knowledge base (issue 13): documents filed by module code with a minimum permission role, their
-- revisions, and the images their rich text shows. Full-text search over title, description and the content's
-- text (tags stripped by the API on save, kept in content_text).
CREATE TABLE "kb_documents" (
	"id" serial PRIMARY KEY,
	"module" smallint NOT NULL CHECK ("module" IN (1, 3, 4, 5, 6, 10, 11, 12, 13, 14)),
	"permission_role" smallint NOT NULL CHECK ("permission_role" BETWEEN 0 AND 7),
	"title" varchar(50) NOT NULL,
	"description" varchar(500) NOT NULL DEFAULT '',
	"content" text NOT NULL DEFAULT '',
	"content_text" text NOT NULL DEFAULT '',
	"video_id" varchar(20),
	"sort_order" integer NOT NULL DEFAULT 0,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	"updated_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"updated_at" timestamp with time zone NOT NULL DEFAULT now(),
	"search_vector" tsvector GENERATED ALWAYS AS (
		setweight(to_tsvector('english'::regconfig, "title"), 'A')
		|| setweight(to_tsvector('english'::regconfig, "description"), 'B')
		|| setweight(to_tsvector('english'::regconfig, "content_text"), 'C')
	) STORED
);
--> statement-breakpoint
-- The list: a folder's documents in their order.
CREATE INDEX "kb_documents_module_sort_idx" ON "kb_documents" ("module", "sort_order", "id");
--> statement-breakpoint
CREATE INDEX "kb_documents_search_idx" ON "kb_documents" USING gin ("search_vector");
--> statement-breakpoint
CREATE TABLE "kb_document_revisions" (
	"id" serial PRIMARY KEY,
	"document_id" integer NOT NULL REFERENCES "kb_documents"("id") ON DELETE CASCADE,
	"module" smallint NOT NULL,
	"permission_role" smallint NOT NULL,
	"title" varchar(50) NOT NULL,
	"description" varchar(500) NOT NULL,
	"content" text NOT NULL,
	"video_id" varchar(20),
	"restored_from_revision_id" integer,
	"saved_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"saved_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "kb_document_revisions_document_idx" ON "kb_document_revisions" ("document_id", "id");
--> statement-breakpoint
CREATE TABLE "kb_images" (
	"id" serial PRIMARY KEY,
	"guid" uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
	-- Null until a saved document shows it.
	"document_id" integer REFERENCES "kb_documents"("id") ON DELETE CASCADE,
	"uploaded_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(20) NOT NULL CHECK ("content_type" IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
	"size" integer NOT NULL CHECK ("size" BETWEEN 1 AND 5242880),
	"data" bytea NOT NULL,
	"created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "kb_images_document_idx" ON "kb_images" ("document_id");
--> statement-breakpoint
-- Uploads no document has taken yet, cleared per user after a day.
CREATE INDEX "kb_images_unsaved_idx" ON "kb_images" ("uploaded_by", "created_at") WHERE "document_id" IS NULL;
--> statement-breakpoint
-- Business area 7 Help Desk. Derived columns are not changes of their own; the image bytes are never copied into
-- the audit trail and the guid (the image's capability) is masked. Revisions are the history itself: not audited.
CREATE TRIGGER kb_documents_audit AFTER INSERT OR UPDATE OR DELETE ON "kb_documents"
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('7', 'HelpDesk', 'Knowledge Base Document', 'id', 'false',
    'created_at,updated_at,updated_by,created_by,content_text,search_vector', '');
--> statement-breakpoint
CREATE TRIGGER kb_images_audit AFTER INSERT OR UPDATE OR DELETE ON "kb_images"
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('7', 'HelpDesk', 'Knowledge Base Image', 'id', 'false',
    'created_at,data', 'guid');
