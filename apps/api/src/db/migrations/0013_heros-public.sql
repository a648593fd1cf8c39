CREATE TABLE "heros_agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_name" varchar(100) NOT NULL,
	"agency_abbreviation" varchar(5) DEFAULT '' NOT NULL,
	"fein" varchar(100) NOT NULL,
	"mmcap_account_number" varchar(100) DEFAULT '' NOT NULL,
	"is_mmcap" boolean DEFAULT false NOT NULL,
	"mmcap_anticipated_date" date,
	"tax_status_id" integer NOT NULL,
	"other_tax_status" varchar(100) DEFAULT '' NOT NULL,
	"ems_state_id" varchar(100) DEFAULT '' NOT NULL,
	"county_id" integer NOT NULL,
	"operation_county_id" integer NOT NULL,
	"org_type_id" integer NOT NULL,
	"other_org_type" varchar(100) DEFAULT '' NOT NULL,
	"agency_address" jsonb NOT NULL,
	"ship_address" jsonb NOT NULL,
	"use_agency_info_for_ship_info" boolean DEFAULT false NOT NULL,
	"shipping_information" varchar(100) DEFAULT '' NOT NULL,
	"agency_head_name" varchar(100) NOT NULL,
	"agency_head_title" varchar(100) NOT NULL,
	"agency_head_email" varchar(100) NOT NULL,
	"agency_head_phone_number" varchar(20) NOT NULL,
	"primary_name" varchar(100) NOT NULL,
	"primary_title" varchar(100) NOT NULL,
	"primary_email" varchar(100) NOT NULL,
	"primary_phone" varchar(20) NOT NULL,
	"secondary_name" varchar(100) DEFAULT '' NOT NULL,
	"secondary_title" varchar(100) DEFAULT '' NOT NULL,
	"secondary_email" varchar(100) DEFAULT '' NOT NULL,
	"secondary_phone" varchar(20) DEFAULT '' NOT NULL,
	"tertiary_name" varchar(100) DEFAULT '' NOT NULL,
	"tertiary_title" varchar(100) DEFAULT '' NOT NULL,
	"tertiary_email" varchar(100) DEFAULT '' NOT NULL,
	"tertiary_phone" varchar(20) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "heros_application_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"order_option_id" integer NOT NULL,
	"doses_requested" integer NOT NULL,
	CONSTRAINT "heros_application_orders_doses_check" CHECK ("heros_application_orders"."doses_requested" between 0 and 999999)
);
--> statement-breakpoint
CREATE TABLE "heros_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"is_public_submit" boolean DEFAULT false NOT NULL,
	"application_status" smallint NOT NULL,
	"overdoses_previous_year" varchar(100) NOT NULL,
	"percentage_trained_naloxone" varchar(4) NOT NULL,
	"narrative" varchar(2500) NOT NULL,
	"oath_accepted_new" boolean NOT NULL,
	"oath_date_time_new" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "heros_order_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"option_name" varchar(200) NOT NULL,
	"dosage" varchar(200) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "heros_org_tax_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"is_other" boolean DEFAULT false NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "heros_org_tax_statuses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "heros_org_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"is_other" boolean DEFAULT false NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "heros_org_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "heros_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"is_open" boolean DEFAULT false NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "heros_agencies" ADD CONSTRAINT "heros_agencies_tax_status_id_heros_org_tax_statuses_id_fk" FOREIGN KEY ("tax_status_id") REFERENCES "public"."heros_org_tax_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heros_agencies" ADD CONSTRAINT "heros_agencies_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heros_agencies" ADD CONSTRAINT "heros_agencies_operation_county_id_counties_id_fk" FOREIGN KEY ("operation_county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heros_agencies" ADD CONSTRAINT "heros_agencies_org_type_id_heros_org_types_id_fk" FOREIGN KEY ("org_type_id") REFERENCES "public"."heros_org_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heros_application_orders" ADD CONSTRAINT "heros_application_orders_application_id_heros_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."heros_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heros_application_orders" ADD CONSTRAINT "heros_application_orders_order_option_id_heros_order_options_id_fk" FOREIGN KEY ("order_option_id") REFERENCES "public"."heros_order_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heros_applications" ADD CONSTRAINT "heros_applications_round_id_heros_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."heros_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heros_applications" ADD CONSTRAINT "heros_applications_agency_id_heros_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."heros_agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heros_order_options" ADD CONSTRAINT "heros_order_options_round_id_heros_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."heros_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "heros_agencies_name_key" ON "heros_agencies" USING btree (lower("agency_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "heros_application_orders_option_key" ON "heros_application_orders" USING btree ("application_id","order_option_id");--> statement-breakpoint
CREATE INDEX "heros_applications_round_idx" ON "heros_applications" USING btree ("round_id","id");--> statement-breakpoint
CREATE INDEX "heros_applications_agency_idx" ON "heros_applications" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "heros_order_options_round_idx" ON "heros_order_options" USING btree ("round_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "heros_rounds_single_open_key" ON "heros_rounds" USING btree ("is_open") WHERE "heros_rounds"."is_open";--> statement-breakpoint
-- HEROS reference data: agency tax statuses and organisation types ("Other" asks for a description).
INSERT INTO "heros_org_tax_statuses" ("id", "name", "is_other", "sort_order") VALUES
  (1, 'Government - State', false, 1),
  (2, 'Government - County', false, 2),
  (3, 'Government - Municipal', false, 3),
  (4, 'Special District', false, 4),
  (5, 'Tribal Government', false, 5),
  (6, 'Nonprofit - 501(c)(3)', false, 6),
  (7, 'For-Profit', false, 7),
  (99, 'Other', true, 99);
--> statement-breakpoint
INSERT INTO "heros_org_types" ("id", "name", "is_other", "sort_order") VALUES
  (1, 'Fire Department', false, 1),
  (2, 'Fire Rescue', false, 2),
  (3, 'Emergency Medical Services (EMS)', false, 3),
  (4, 'Law Enforcement - Police Department', false, 4),
  (5, 'Law Enforcement - Sheriff''s Office', false, 5),
  (6, 'State Law Enforcement', false, 6),
  (7, 'Campus Public Safety', false, 7),
  (99, 'Other', true, 99);
