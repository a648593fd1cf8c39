CREATE TABLE "public_form_mail" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient_hash" varchar(64) NOT NULL,
	"capped" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_history" ADD COLUMN "address_key" varchar(64);--> statement-breakpoint
ALTER TABLE "captcha_solutions" ADD COLUMN "address_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "captcha_solutions" ADD COLUMN "spent_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "public_form_mail_recipient_idx" ON "public_form_mail" USING btree ("recipient_hash","created_at");--> statement-breakpoint
CREATE INDEX "login_history_user_name_address_idx" ON "login_history" USING btree (lower("user_name"),"address_key","created_at");--> statement-breakpoint
CREATE INDEX "login_history_address_idx" ON "login_history" USING btree ("address_key","created_at");--> statement-breakpoint
CREATE INDEX "captcha_solutions_address_idx" ON "captcha_solutions" USING btree ("address_hash","spent_at");