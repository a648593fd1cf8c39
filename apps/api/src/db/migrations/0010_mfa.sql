CREATE TABLE "icq_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"icq_review_id" integer NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"rating" smallint,
	"comment" varchar(1000),
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "icq_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL,
	"facility_street_address" varchar(150) NOT NULL,
	"facility_city" varchar(50) NOT NULL,
	"facility_state_abr" varchar(2) NOT NULL,
	"facility_zip" varchar(10) NOT NULL,
	"proposed_schedule_at" timestamp with time zone NOT NULL,
	"reviewer_user_id" integer NOT NULL,
	"schedule_status" varchar(20) DEFAULT 'Proposed' NOT NULL,
	"schedule_decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fingerprint_enrollments" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"registration_id" varchar(100) NOT NULL,
	"template_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(20) NOT NULL,
	"user_id" integer,
	"secret_hash" varchar(64),
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"issuer" varchar(300) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webauthn_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"credential_id" varchar(1400) NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" varchar(30)[] DEFAULT '{}'::varchar[] NOT NULL,
	"device_name" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "home_delivery_request_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"rx_number" varchar(8) NOT NULL,
	"refills_remaining" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_delivery_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" varchar(21) NOT NULL,
	"status" varchar(20) DEFAULT 'Submitted' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"rx_number" varchar(8) NOT NULL,
	"patient_phone" varchar(21),
	"drug_name" varchar(200) NOT NULL,
	"refills_remaining" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriptions_rx_number_unique" UNIQUE("rx_number")
);
--> statement-breakpoint
CREATE TABLE "rx_connects_donor_facility_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "rx_connects_donor_facility_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "rx_connects_donors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"facility_type_id" integer NOT NULL,
	"email_address" varchar(100) NOT NULL,
	"phone_number" varchar(30),
	"street" varchar(100) NOT NULL,
	"secondary" varchar(50) DEFAULT '' NOT NULL,
	"city" varchar(50) NOT NULL,
	"state" varchar(2) NOT NULL,
	"zip" varchar(10) NOT NULL,
	"formatted_address" varchar(250) NOT NULL,
	"county_id" integer NOT NULL,
	"contact_name" varchar(100) NOT NULL,
	"contact_phone" varchar(30) NOT NULL,
	"is_attested" boolean NOT NULL,
	"signature" varchar(100) NOT NULL,
	"date_signed" timestamp with time zone NOT NULL,
	"comments" varchar(250),
	"status_id" integer NOT NULL,
	"denied_reason_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rx_connects_facility_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "rx_connects_facility_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "rx_connects_licensing_agencies" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "rx_connects_licensing_agencies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "rx_connects_repositories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"license_number" varchar(50) NOT NULL,
	"website_address" varchar(100) NOT NULL,
	"licensing_agency_id" integer NOT NULL,
	"license_of_issuing_agency" varchar(100),
	"address" varchar(200),
	"street" varchar(100) NOT NULL,
	"secondary" varchar(50) DEFAULT '' NOT NULL,
	"city" varchar(50) NOT NULL,
	"state" varchar(2) NOT NULL,
	"zip" varchar(10) NOT NULL,
	"formatted_address" varchar(250) NOT NULL,
	"county_id" integer NOT NULL,
	"email_address" varchar(100) NOT NULL,
	"pharmacist_name" varchar(100) NOT NULL,
	"pharmacist_contact_phone" varchar(20) NOT NULL,
	"facility_type_id" integer NOT NULL,
	"is_attested" boolean NOT NULL,
	"pharmacist_signature" varchar(100) NOT NULL,
	"date_signed" timestamp with time zone NOT NULL,
	"comments" varchar(250),
	"status_id" integer NOT NULL,
	"denied_reason_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rx_connects_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	CONSTRAINT "rx_connects_statuses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "icq_feedback" ADD CONSTRAINT "icq_feedback_icq_review_id_icq_reviews_id_fk" FOREIGN KEY ("icq_review_id") REFERENCES "public"."icq_reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icq_reviews" ADD CONSTRAINT "icq_reviews_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icq_reviews" ADD CONSTRAINT "icq_reviews_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fingerprint_enrollments" ADD CONSTRAINT "fingerprint_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_challenges" ADD CONSTRAINT "sign_in_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webauthn_credentials" ADD CONSTRAINT "webauthn_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_delivery_request_lines" ADD CONSTRAINT "home_delivery_request_lines_request_id_home_delivery_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."home_delivery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rx_connects_donors" ADD CONSTRAINT "rx_connects_donors_facility_type_id_rx_connects_donor_facility_types_id_fk" FOREIGN KEY ("facility_type_id") REFERENCES "public"."rx_connects_donor_facility_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rx_connects_donors" ADD CONSTRAINT "rx_connects_donors_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rx_connects_donors" ADD CONSTRAINT "rx_connects_donors_status_id_rx_connects_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."rx_connects_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rx_connects_repositories" ADD CONSTRAINT "rx_connects_repositories_licensing_agency_id_rx_connects_licensing_agencies_id_fk" FOREIGN KEY ("licensing_agency_id") REFERENCES "public"."rx_connects_licensing_agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rx_connects_repositories" ADD CONSTRAINT "rx_connects_repositories_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rx_connects_repositories" ADD CONSTRAINT "rx_connects_repositories_facility_type_id_rx_connects_facility_types_id_fk" FOREIGN KEY ("facility_type_id") REFERENCES "public"."rx_connects_facility_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rx_connects_repositories" ADD CONSTRAINT "rx_connects_repositories_status_id_rx_connects_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."rx_connects_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "icq_feedback_review_idx" ON "icq_feedback" USING btree ("icq_review_id");--> statement-breakpoint
CREATE INDEX "icq_reviews_reviewer_idx" ON "icq_reviews" USING btree ("reviewer_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_challenges_secret_key" ON "sign_in_challenges" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "sign_in_challenges_expires_idx" ON "sign_in_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_identities_subject_key" ON "sso_identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "sso_identities_user_idx" ON "sso_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webauthn_credentials_credential_key" ON "webauthn_credentials" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "webauthn_credentials_user_idx" ON "webauthn_credentials" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "home_delivery_request_lines_request_idx" ON "home_delivery_request_lines" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "home_delivery_request_lines_rx_idx" ON "home_delivery_request_lines" USING btree ("rx_number");--> statement-breakpoint
CREATE INDEX "home_delivery_requests_submitted_idx" ON "home_delivery_requests" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "rx_connects_donors_status_idx" ON "rx_connects_donors" USING btree ("status_id","id");--> statement-breakpoint
CREATE INDEX "rx_connects_repositories_status_idx" ON "rx_connects_repositories" USING btree ("status_id","id");--> statement-breakpoint
CREATE TRIGGER webauthn_credentials_audit AFTER INSERT OR UPDATE OR DELETE ON webauthn_credentials FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('1', 'Admin', 'User', 'user_id', 'false', 'created_at,last_used_at,counter,public_key,credential_id', '');
--> statement-breakpoint
CREATE TRIGGER fingerprint_enrollments_audit AFTER INSERT OR UPDATE OR DELETE ON fingerprint_enrollments FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('1', 'Admin', 'User', 'user_id', 'false', 'created_at', 'template_hash,registration_id');
