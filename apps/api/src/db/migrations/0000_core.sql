CREATE TABLE "global_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"date_changed" timestamp with time zone DEFAULT now() NOT NULL,
	"business_area" smallint NOT NULL,
	"module" varchar(30) NOT NULL,
	"table_name" varchar(63) NOT NULL,
	"operation" varchar(6) NOT NULL,
	"entity_id" varchar(64),
	"record_affected" varchar(200),
	"secure_area" boolean DEFAULT false NOT NULL,
	"field" varchar(63) NOT NULL,
	"changed_from" text,
	"changed_to" text,
	"changed_by" integer
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"long_name" varchar(250),
	"is_pharmacy" boolean DEFAULT false NOT NULL,
	"supports_requests" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"user_name" varchar(100) NOT NULL,
	"ip_address" varchar(64),
	"user_agent" varchar(300),
	"was_successful" boolean NOT NULL,
	"reason" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_access" (
	"user_id" integer NOT NULL,
	"module" varchar(30) NOT NULL,
	"role" varchar(30) NOT NULL,
	CONSTRAINT "module_access_user_id_module_pk" PRIMARY KEY("user_id","module")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"email_domain" varchar(100),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" varchar(30),
	"mfa_verified" boolean DEFAULT false NOT NULL,
	"mobile_scanning" boolean DEFAULT false NOT NULL,
	"ip_address" varchar(64),
	"user_agent" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "user_facilities" (
	"user_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	CONSTRAINT "user_facilities_user_id_facility_id_pk" PRIMARY KEY("user_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" varchar(100) NOT NULL,
	"email" varchar(100) NOT NULL,
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"phone_number" varchar(21),
	"organization_id" integer,
	"password_hash" text,
	"inactivity_timeout" boolean DEFAULT false NOT NULL,
	"is_internal_bphp_user" boolean DEFAULT false NOT NULL,
	"inv_workstation_id" integer,
	"is_rx_user" boolean DEFAULT false NOT NULL,
	"need_to_reset_pin" boolean DEFAULT false NOT NULL,
	"fido_mfa_enabled" boolean DEFAULT false NOT NULL,
	"fingerprint_mfa_enabled" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_history" (
	"fire_instance_id" bigserial PRIMARY KEY NOT NULL,
	"scheduler_instance_id" varchar(50),
	"scheduler_name" varchar(50),
	"job" varchar(200) NOT NULL,
	"trigger" varchar(200),
	"scheduled_fire_time_utc" timestamp with time zone,
	"actual_fire_time_utc" timestamp with time zone NOT NULL,
	"recovering" boolean DEFAULT false NOT NULL,
	"finished_time_utc" timestamp with time zone,
	"log_message" text,
	"exception_message" text,
	"was_successful" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_history" ADD CONSTRAINT "login_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_access" ADD CONSTRAINT "module_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_facilities" ADD CONSTRAINT "user_facilities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_facilities" ADD CONSTRAINT "user_facilities_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "global_audit_date_idx" ON "global_audit" USING btree ("date_changed" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "global_audit_changed_by_idx" ON "global_audit" USING btree ("changed_by","date_changed" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "global_audit_area_idx" ON "global_audit" USING btree ("business_area","date_changed" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "global_audit_entity_idx" ON "global_audit" USING btree ("table_name","entity_id");--> statement-breakpoint
CREATE INDEX "facilities_organization_idx" ON "facilities" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "login_history_user_name_idx" ON "login_history" USING btree (lower("user_name"),"created_at");--> statement-breakpoint
CREATE INDEX "login_history_ip_idx" ON "login_history" USING btree ("ip_address","created_at");--> statement-breakpoint
CREATE INDEX "login_history_user_idx" ON "login_history" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_expires_idx" ON "password_reset_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_facilities_facility_idx" ON "user_facilities" USING btree ("facility_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_key" ON "users" USING btree (lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "job_history_actual_fire_idx" ON "job_history" USING btree ("actual_fire_time_utc" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "job_history_job_scheduled_key" ON "job_history" USING btree ("job","scheduled_fire_time_utc");