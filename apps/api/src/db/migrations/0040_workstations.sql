-- Decision 062. Workstations (issue 15, spec §2.2, §3 "Inventory workstation", §6): the shipping workstations of an
-- inventory site, the repack workstations of a CI facility, and the one each user currently works at. A user's
-- choice is a column of users, so changing it announces the user's sessions (migration 0017) and every instance
-- drops its cached session: the next call carries the new invWorkstationId.
CREATE TABLE "inventory_workstations" (
	"id" serial PRIMARY KEY,
	"inventory_site_id" integer NOT NULL REFERENCES "inventory_sites"("id") ON DELETE CASCADE,
	"name" varchar(50) NOT NULL,
	"is_active" boolean NOT NULL DEFAULT true,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "inventory_workstations_site_name_unique" UNIQUE ("inventory_site_id", "name")
);
--> statement-breakpoint
CREATE TABLE "ci_workstations" (
	"id" serial PRIMARY KEY,
	"facility_id" integer NOT NULL REFERENCES "facilities"("id"),
	"name" varchar(50) NOT NULL,
	"is_active" boolean NOT NULL DEFAULT true,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "ci_workstations_facility_name_unique" UNIQUE ("facility_id", "name")
);
--> statement-breakpoint
CREATE INDEX "ci_workstations_name_idx" ON "ci_workstations" ("name", "id");
--> statement-breakpoint
-- Nothing could choose a workstation before this migration; a stray number would break the new reference.
UPDATE "users" SET "inv_workstation_id" = NULL WHERE "inv_workstation_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "users"
	ADD CONSTRAINT "users_inv_workstation_fk" FOREIGN KEY ("inv_workstation_id")
		REFERENCES "inventory_workstations"("id") ON DELETE SET NULL,
	ADD COLUMN "ci_workstation_id" integer REFERENCES "ci_workstations"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "users_inv_workstation_idx" ON "users" ("inv_workstation_id") WHERE "inv_workstation_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "users_ci_workstation_idx" ON "users" ("ci_workstation_id") WHERE "ci_workstation_id" IS NOT NULL;
--> statement-breakpoint
-- Under the site's id, so the inventory's audit history shows its workstations with its stock.
CREATE TRIGGER inventory_workstations_audit AFTER INSERT OR UPDATE OR DELETE ON "inventory_workstations"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('6', 'Inventory', 'Inventory Site', 'inventory_site_id', 'false', 'created_at', '');
--> statement-breakpoint
CREATE TRIGGER ci_workstations_audit AFTER INSERT OR UPDATE OR DELETE ON "ci_workstations"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('2', 'CI', 'CI Workstation', 'id', 'false', 'created_at', '');
