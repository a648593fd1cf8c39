-- Decision 046. The live-update stream's delivery log: each event is written here in the transaction that
-- causes it and announced on homer_live_event, so every instance delivers it and a reconnecting browser is
-- given what it missed (Last-Event-ID). A bounded window of rows is kept; it is not audited (it repeats what
-- the audited tables already record, and expires).
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY,
	-- The users it is for; null means everyone signed in.
	"user_ids" integer[],
	-- Set instead for a mobile-scanning session's own events: that session hears nothing else.
	"session_id" varchar(64),
	"type" varchar(40) NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Pruning reads by age; replay by id (the primary key).
CREATE INDEX "live_events_created_at_idx" ON "live_events" ("created_at");
