CREATE TABLE "release_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_number" varchar(20) NOT NULL,
	"go_live_date" date NOT NULL,
	"release_notes" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "global_audit" ADD COLUMN "rx_number" varchar(20);--> statement-breakpoint
CREATE INDEX "global_audit_rx_idx" ON "global_audit" USING btree ("rx_number","date_changed") WHERE "global_audit"."rx_number" is not null;