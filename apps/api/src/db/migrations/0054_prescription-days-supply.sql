-- Decision 103: a refill's stock is allocated first-expiry-first-out and a lot that expires before the patient's
-- supply runs out is flagged, so a prescription carries how many days one fill lasts (QS1's days supply).
ALTER TABLE "prescriptions"
	ADD COLUMN "days_supply" smallint CHECK ("days_supply" IS NULL OR "days_supply" BETWEEN 1 AND 999);
