-- Decision 047. The notification service (spec document 1 §3 "Notification", §4.2, §7): each user's in-app
-- notifications and messages, and the subscriptions the user unsubscribed from. Neither table is audited: both
-- are the user's own inbox, written by notify() and by the user's clicks (decision 047).
CREATE TABLE "user_notifications" (
	"id" serial PRIMARY KEY,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"notification_type" varchar(12) NOT NULL CHECK ("notification_type" IN ('Notification', 'Chat')),
	"business_area" smallint NOT NULL,
	"type_key" varchar(100),
	"title" varchar(200) NOT NULL,
	"message" varchar(2000) NOT NULL,
	"link" varchar(500),
	"notified_at" timestamp with time zone NOT NULL DEFAULT now(),
	"marked_as_read" boolean NOT NULL DEFAULT false,
	"marked_as_read_at" timestamp with time zone,
	"subscription" varchar(200),
	"options" jsonb
);
--> statement-breakpoint
-- The drawer's keyset pages: All (user, type, id desc) and Unread (partial, so it stays small) …
CREATE INDEX "user_notifications_list_idx" ON "user_notifications" ("user_id", "notification_type", "id" DESC);
--> statement-breakpoint
CREATE INDEX "user_notifications_unread_idx" ON "user_notifications" ("user_id", "notification_type", "id" DESC)
  WHERE NOT "marked_as_read";
--> statement-breakpoint
-- … and the business-area filter.
CREATE INDEX "user_notifications_area_idx"
  ON "user_notifications" ("user_id", "notification_type", "business_area", "id" DESC);
--> statement-breakpoint
-- Unsubscribing marks every unread notification of the subscription read.
CREATE INDEX "user_notifications_subscription_idx" ON "user_notifications" ("user_id", "subscription")
  WHERE "subscription" IS NOT NULL AND NOT "marked_as_read";
--> statement-breakpoint
CREATE TABLE "user_notification_unsubscriptions" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"subscription" varchar(200) NOT NULL,
	"unsubscribed_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "user_notification_unsubscriptions_pkey" PRIMARY KEY ("user_id", "subscription")
);
