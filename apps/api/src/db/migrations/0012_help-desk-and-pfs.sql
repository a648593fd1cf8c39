CREATE TABLE "help_desk_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"in_homer_list" boolean DEFAULT true NOT NULL,
	"in_pfs_list" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "help_desk_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "help_desk_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"help_desk_ticket_id" integer NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"rating" smallint,
	"comment" varchar(1000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "help_desk_priorities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_desk_priorities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "help_desk_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"source" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'Open' NOT NULL,
	"full_name" varchar(250) NOT NULL,
	"email" varchar(100) NOT NULL,
	"phone_number" varchar(21) NOT NULL,
	"facility_id" integer,
	"facility_name" varchar(100) NOT NULL,
	"category_id" integer NOT NULL,
	"priority_id" integer NOT NULL,
	"subject" varchar(200) NOT NULL,
	"description" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pfs_registration_facilities" (
	"registration_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	CONSTRAINT "pfs_registration_facilities_registration_id_facility_id_pk" PRIMARY KEY("registration_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "pfs_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"email" varchar(100) NOT NULL,
	"phone_number" varchar(21) NOT NULL,
	"status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pfs_user_facilities" (
	"pfs_user_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	CONSTRAINT "pfs_user_facilities_pfs_user_id_facility_id_pk" PRIMARY KEY("pfs_user_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "pfs_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"user_name" varchar(100) NOT NULL,
	"email" varchar(100) NOT NULL,
	"phone_number" varchar(21),
	"homer_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "uses_pfs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "help_desk_feedback" ADD CONSTRAINT "help_desk_feedback_help_desk_ticket_id_help_desk_tickets_id_fk" FOREIGN KEY ("help_desk_ticket_id") REFERENCES "public"."help_desk_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_desk_tickets" ADD CONSTRAINT "help_desk_tickets_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_desk_tickets" ADD CONSTRAINT "help_desk_tickets_category_id_help_desk_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_desk_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_desk_tickets" ADD CONSTRAINT "help_desk_tickets_priority_id_help_desk_priorities_id_fk" FOREIGN KEY ("priority_id") REFERENCES "public"."help_desk_priorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pfs_registration_facilities" ADD CONSTRAINT "pfs_registration_facilities_registration_id_pfs_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."pfs_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pfs_registration_facilities" ADD CONSTRAINT "pfs_registration_facilities_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pfs_user_facilities" ADD CONSTRAINT "pfs_user_facilities_pfs_user_id_pfs_users_id_fk" FOREIGN KEY ("pfs_user_id") REFERENCES "public"."pfs_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pfs_user_facilities" ADD CONSTRAINT "pfs_user_facilities_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pfs_users" ADD CONSTRAINT "pfs_users_homer_user_id_users_id_fk" FOREIGN KEY ("homer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "help_desk_feedback_ticket_key" ON "help_desk_feedback" USING btree ("help_desk_ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "help_desk_feedback_guid_key" ON "help_desk_feedback" USING btree ("guid");--> statement-breakpoint
CREATE UNIQUE INDEX "help_desk_tickets_guid_key" ON "help_desk_tickets" USING btree ("guid");--> statement-breakpoint
CREATE INDEX "help_desk_tickets_created_idx" ON "help_desk_tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pfs_registration_facilities_facility_idx" ON "pfs_registration_facilities" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "pfs_registrations_created_idx" ON "pfs_registrations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pfs_user_facilities_facility_idx" ON "pfs_user_facilities" USING btree ("facility_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pfs_users_guid_key" ON "pfs_users" USING btree ("guid");--> statement-breakpoint
-- Help-desk reference data. Id 4 (Login Issues) and priority 1 (High) are the public form's defaults; the
-- account-registration form picks its category by the name 'Account Registration'.
INSERT INTO "help_desk_categories" ("id", "name", "in_homer_list", "in_pfs_list", "sort_order") VALUES
  (1, 'General Support', true, true, 1),
  (2, 'Bug Report', true, true, 2),
  (3, 'Feature Request', true, true, 3),
  (4, 'Login Issues', true, true, 4),
  (5, 'Account Registration', true, false, 5),
  (6, 'PFS Forms', false, true, 6),
  (7, 'Workflow Question', true, true, 7);
--> statement-breakpoint
INSERT INTO "help_desk_priorities" ("id", "name", "sort_order") VALUES
  (1, 'High', 1),
  (2, 'Normal', 2),
  (3, 'Low', 3);
