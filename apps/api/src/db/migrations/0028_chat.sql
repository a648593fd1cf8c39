-- Decision 049. Chat (issue 12): rooms of two or more signed-in users, their members with read markers and the
-- room each browser shows, and the messages; who is online, per instance. None of it is audited: messages are
-- immutable rows carrying their sender and time, membership changes are written into the room as notes, and
-- presence is a short-lived signal (decision 049).
CREATE TABLE "chat_rooms" (
	"id" serial PRIMARY KEY,
	"name" varchar(100),
	-- 'lowId:highId' for a conversation between two people, so there is one such room per pair.
	"direct_key" varchar(25) UNIQUE,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	"last_activity_at" timestamp with time zone NOT NULL DEFAULT now(),
	CHECK (("name" IS NULL) <> ("direct_key" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "chat_room_members" (
	"room_id" integer NOT NULL REFERENCES "chat_rooms"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"joined_at" timestamp with time zone NOT NULL DEFAULT now(),
	"last_read_message_id" integer,
	-- A browser of the member shows the room until then (api/Chat/SetViewing): no notification for its messages.
	"viewing_until" timestamp with time zone,
	PRIMARY KEY ("room_id", "user_id")
);
--> statement-breakpoint
-- A user's rooms (the room list joins from here).
CREATE INDEX "chat_room_members_user_idx" ON "chat_room_members" ("user_id", "room_id");
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY,
	"room_id" integer NOT NULL REFERENCES "chat_rooms"("id") ON DELETE CASCADE,
	-- Null for the room's own notes ('Ann Lee added Bob Day.').
	"sender_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"body" varchar(2000) NOT NULL,
	"sent_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- A room's pages of messages, newest first, keyset on id; also its last message and unread count.
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" ("room_id", "id" DESC);
--> statement-breakpoint
-- Who has a live stream open, written by each instance for its own streams and refreshed every 30 s; rows of an
-- instance that stopped without removing them age out.
CREATE TABLE "live_presence" (
	"instance_id" uuid NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"seen_at" timestamp with time zone NOT NULL DEFAULT now(),
	PRIMARY KEY ("instance_id", "user_id")
);
--> statement-breakpoint
-- Whether a user is online (any instance, recently confirmed).
CREATE INDEX "live_presence_user_idx" ON "live_presence" ("user_id", "seen_at");
