CREATE TABLE "captcha_solutions" (
	"signature" varchar(128) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counties" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"fips" varchar(5) NOT NULL,
	CONSTRAINT "counties_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" varchar(500) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"failure" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zip_prefixes" (
	"prefix" varchar(3) PRIMARY KEY NOT NULL,
	"city" varchar(50) NOT NULL,
	"county_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "zip_prefixes" ADD CONSTRAINT "zip_prefixes_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_solutions_expires_idx" ON "captcha_solutions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at","id");--> statement-breakpoint
-- The state's 67 counties, with their FIPS codes.
INSERT INTO "counties" ("id", "name", "fips") VALUES
  (1, 'Alachua', '12001'),
  (2, 'Baker', '12003'),
  (3, 'Bay', '12005'),
  (4, 'Bradford', '12007'),
  (5, 'Brevard', '12009'),
  (6, 'Broward', '12011'),
  (7, 'Calhoun', '12013'),
  (8, 'Charlotte', '12015'),
  (9, 'Citrus', '12017'),
  (10, 'Clay', '12019'),
  (11, 'Collier', '12021'),
  (12, 'Columbia', '12023'),
  (13, 'DeSoto', '12027'),
  (14, 'Dixie', '12029'),
  (15, 'Duval', '12031'),
  (16, 'Escambia', '12033'),
  (17, 'Flagler', '12035'),
  (18, 'Franklin', '12037'),
  (19, 'Gadsden', '12039'),
  (20, 'Gilchrist', '12041'),
  (21, 'Glades', '12043'),
  (22, 'Gulf', '12045'),
  (23, 'Hamilton', '12047'),
  (24, 'Hardee', '12049'),
  (25, 'Hendry', '12051'),
  (26, 'Hernando', '12053'),
  (27, 'Highlands', '12055'),
  (28, 'Hillsborough', '12057'),
  (29, 'Holmes', '12059'),
  (30, 'Indian River', '12061'),
  (31, 'Jackson', '12063'),
  (32, 'Jefferson', '12065'),
  (33, 'Lafayette', '12067'),
  (34, 'Lake', '12069'),
  (35, 'Lee', '12071'),
  (36, 'Leon', '12073'),
  (37, 'Levy', '12075'),
  (38, 'Liberty', '12077'),
  (39, 'Madison', '12079'),
  (40, 'Manatee', '12081'),
  (41, 'Marion', '12083'),
  (42, 'Martin', '12085'),
  (43, 'Miami-Dade', '12086'),
  (44, 'Monroe', '12087'),
  (45, 'Nassau', '12089'),
  (46, 'Okaloosa', '12091'),
  (47, 'Okeechobee', '12093'),
  (48, 'Orange', '12095'),
  (49, 'Osceola', '12097'),
  (50, 'Palm Beach', '12099'),
  (51, 'Pasco', '12101'),
  (52, 'Pinellas', '12103'),
  (53, 'Polk', '12105'),
  (54, 'Putnam', '12107'),
  (55, 'St. Johns', '12109'),
  (56, 'St. Lucie', '12111'),
  (57, 'Santa Rosa', '12113'),
  (58, 'Sarasota', '12115'),
  (59, 'Seminole', '12117'),
  (60, 'Sumter', '12119'),
  (61, 'Suwannee', '12121'),
  (62, 'Taylor', '12123'),
  (63, 'Union', '12125'),
  (64, 'Volusia', '12127'),
  (65, 'Wakulla', '12129'),
  (66, 'Walton', '12131'),
  (67, 'Washington', '12133');
--> statement-breakpoint
-- Three-digit ZIP prefixes of the state with their principal city and county (local address adapter).
INSERT INTO "zip_prefixes" ("prefix", "city", "county_id") VALUES
  ('320', 'St. Augustine', 55),
  ('321', 'Daytona Beach', 64),
  ('322', 'Jacksonville', 15),
  ('323', 'Tallahassee', 36),
  ('324', 'Panama City', 3),
  ('325', 'Pensacola', 16),
  ('326', 'Gainesville', 1),
  ('327', 'Sanford', 59),
  ('328', 'Orlando', 48),
  ('329', 'Melbourne', 5),
  ('330', 'Hollywood', 6),
  ('331', 'Miami', 43),
  ('332', 'Miami', 43),
  ('333', 'Fort Lauderdale', 6),
  ('334', 'West Palm Beach', 50),
  ('335', 'Brandon', 28),
  ('336', 'Tampa', 28),
  ('337', 'St. Petersburg', 52),
  ('338', 'Lakeland', 53),
  ('339', 'Fort Myers', 35),
  ('341', 'Naples', 11),
  ('342', 'Sarasota', 58),
  ('344', 'Ocala', 41),
  ('346', 'New Port Richey', 51),
  ('347', 'Kissimmee', 49),
  ('349', 'Fort Pierce', 56);
