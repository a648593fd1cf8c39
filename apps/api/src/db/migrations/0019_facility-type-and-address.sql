-- Decision 037. A facility's type and its verified address (the public forms' address service); existing
-- facilities have none until an administrator verifies one, so the columns are nullable. The (name, id)
-- indexes give the organizations and facilities lists keyset paging by name.
ALTER TABLE "facilities" ADD COLUMN "facility_type" varchar(30);--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "street" varchar(100);--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "secondary" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "city" varchar(50);--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "state" varchar(2);--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "zip" varchar(10);--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "formatted_address" varchar(250);--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "county_id" integer;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facilities_name_idx" ON "facilities" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "organizations_name_idx" ON "organizations" USING btree ("name","id");
