-- Decision 108: the programme's holiday closures, and business time that skips them and weekends. The SLA clocks of
-- the help desk count business hours through business_add_hours; one rule in the database, so every list, count and
-- instance agrees without a cache of the calendar to keep fresh.
CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY,
	"holiday_date" date NOT NULL,
	"name" varchar(100) NOT NULL,
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	"updated_by" integer REFERENCES "users"("id"),
	"updated_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "holidays_date_unique" UNIQUE ("holiday_date"),
	CONSTRAINT "holidays_date_range_check" CHECK ("holiday_date" BETWEEN DATE '2000-01-01' AND DATE '2100-12-31')
);
--> statement-breakpoint
CREATE TRIGGER holidays_audit AFTER INSERT OR UPDATE OR DELETE ON holidays FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('1', 'Admin', 'Holiday', 'id', 'false', 'created_at,updated_at', '');
--> statement-breakpoint
-- The zone whose days the calendar names; one row, written at every start from PROGRAM_TIME_ZONE.
CREATE TABLE "program_calendar" (
	"id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"time_zone" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "program_calendar" ("id", "time_zone") VALUES (1, 'America/New_York');
--> statement-breakpoint
-- `hours` of business time after `start_at`: 24 wall-clock hours count on each weekday of the programme's zone that
-- is not a holiday; weekends and holidays do not count. A start on a closed day starts the clock at the next
-- business day's midnight. Bounded: ten years of closed days is a broken calendar, not a due date.
CREATE FUNCTION business_add_hours(start_at timestamptz, hours integer) RETURNS timestamptz
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
	zone text := (SELECT time_zone FROM program_calendar WHERE id = 1);
	local_start timestamp;
	day date;
	remaining interval := make_interval(hours => greatest(hours, 0));
	closed date[];
	opens timestamp;
	left_today interval;
BEGIN
	IF hours <= 0 THEN
		RETURN start_at;
	END IF;
	local_start := start_at AT TIME ZONE zone;
	day := local_start::date;
	SELECT coalesce(array_agg(holiday_date), '{}') INTO closed FROM holidays
		WHERE holiday_date >= day AND holiday_date < day + 3660;
	FOR i IN 0..3660 LOOP
		IF extract(isodow FROM day) < 6 AND NOT day = ANY (closed) THEN
			opens := greatest(local_start, day::timestamp);
			left_today := (day + 1)::timestamp - opens;
			IF remaining <= left_today THEN
				RETURN (opens + remaining) AT TIME ZONE zone;
			END IF;
			remaining := remaining - left_today;
		END IF;
		day := day + 1;
	END LOOP;
	RAISE EXCEPTION 'business_add_hours: no business day within ten years of %', start_at;
END $$;
