-- Decision 045. The HEROS agencies a user is a contact of and the user's Rx Connects repository/donor roles
-- (the user edit page's HEROS Agencies and Rx Connects tabs; issue 14's approvals create the same rows).
CREATE TABLE "heros_agency_contacts" (
	"agency_id" integer NOT NULL REFERENCES "heros_agencies"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"contact_role" varchar(20) NOT NULL CHECK ("contact_role" IN ('Primary', 'Secondary', 'Tertiary', 'Other')),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "heros_agency_contacts_pkey" PRIMARY KEY ("agency_id", "user_id")
);
--> statement-breakpoint
CREATE INDEX "heros_agency_contacts_user_idx" ON "heros_agency_contacts" ("user_id");
--> statement-breakpoint
CREATE TABLE "rx_connects_user_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"repository_id" integer REFERENCES "rx_connects_repositories"("id"),
	"donor_id" integer REFERENCES "rx_connects_donors"("id"),
	"role" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rx_connects_user_roles_one_site_check" CHECK (num_nonnulls("repository_id", "donor_id") = 1),
	CONSTRAINT "rx_connects_user_roles_role_check" CHECK (
		("repository_id" IS NOT NULL AND "role" IN ('Pharmacist in charge', 'Staff'))
		OR ("donor_id" IS NOT NULL AND "role" IN ('Contact')))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rx_connects_user_roles_repository_key" ON "rx_connects_user_roles" ("user_id", "repository_id") WHERE "repository_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "rx_connects_user_roles_donor_key" ON "rx_connects_user_roles" ("user_id", "donor_id") WHERE "donor_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "rx_connects_user_roles_repository_idx" ON "rx_connects_user_roles" ("repository_id") WHERE "repository_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "rx_connects_user_roles_donor_idx" ON "rx_connects_user_roles" ("donor_id") WHERE "donor_id" IS NOT NULL;
--> statement-breakpoint
-- The add controls search thousands of names by any part of them.
CREATE INDEX "heros_agencies_name_trgm_idx" ON "heros_agencies" USING gin ("agency_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "rx_connects_repositories_name_trgm_idx" ON "rx_connects_repositories" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "rx_connects_donors_name_trgm_idx" ON "rx_connects_donors" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
-- Audited under the user, like the user's facilities, so the changes show in the user's audit history.
CREATE TRIGGER heros_agency_contacts_audit AFTER INSERT OR UPDATE OR DELETE ON "heros_agency_contacts"
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('1', 'Admin', 'User', 'user_id', 'false', 'created_at', '');
--> statement-breakpoint
CREATE TRIGGER rx_connects_user_roles_audit AFTER INSERT OR UPDATE OR DELETE ON "rx_connects_user_roles"
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('1', 'Admin', 'User', 'user_id', 'false', 'id,created_at', '');
