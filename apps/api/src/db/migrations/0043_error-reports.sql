-- Decision 070: error groups by fingerprint, their newest occurrences, and the order releases were first seen in.
CREATE TABLE "error_report_groups" (
	"id" serial PRIMARY KEY,
	"fingerprint" char(64) NOT NULL UNIQUE,
	"source" varchar(10) NOT NULL,
	"type" varchar(100) NOT NULL,
	"message" varchar(2000) NOT NULL,
	"top_frame" varchar(500) NOT NULL,
	"route" varchar(500) NOT NULL,
	"last_release" varchar(100) NOT NULL,
	"browser" varchar(300),
	"occurrences" integer NOT NULL DEFAULT 1,
	"first_seen_at" timestamp with time zone NOT NULL DEFAULT now(),
	"last_seen_at" timestamp with time zone NOT NULL DEFAULT now(),
	"status" varchar(10) NOT NULL DEFAULT 'open',
	"resolved_at" timestamp with time zone,
	"resolved_release" varchar(100),
	"resolved_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL
);
--> statement-breakpoint
CREATE INDEX "error_report_groups_last_seen_idx" ON "error_report_groups" ("last_seen_at", "id");
--> statement-breakpoint
CREATE INDEX "error_report_groups_status_last_seen_idx" ON "error_report_groups" ("status", "last_seen_at", "id");
--> statement-breakpoint
CREATE TABLE "error_report_occurrences" (
	"id" bigserial PRIMARY KEY,
	"group_id" integer NOT NULL REFERENCES "error_report_groups"("id") ON DELETE CASCADE,
	"occurred_at" timestamp with time zone NOT NULL DEFAULT now(),
	"kind" varchar(20) NOT NULL,
	"release" varchar(100) NOT NULL,
	"route" varchar(500) NOT NULL,
	"browser" varchar(300),
	"http_status" smallint,
	"stack" varchar(16000),
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"request_id" varchar(100)
);
--> statement-breakpoint
CREATE INDEX "error_report_occurrences_group_idx" ON "error_report_occurrences" ("group_id", "id");
--> statement-breakpoint
CREATE TABLE "error_report_releases" (
	"release" varchar(100) PRIMARY KEY,
	"first_seen_at" timestamp with time zone NOT NULL DEFAULT clock_timestamp()
);
