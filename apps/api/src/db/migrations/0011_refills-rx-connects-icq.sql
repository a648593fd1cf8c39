-- Rx Connects reference data and audit triggers (decision 016).
INSERT INTO rx_connects_statuses (id, name) VALUES (1, 'Pending'), (2, 'Approved'), (3, 'Denied'), (4, 'Inactive');
--> statement-breakpoint
INSERT INTO rx_connects_donor_facility_types (id, name) VALUES
  (1, 'Pharmacy'), (2, 'Hospital'), (3, 'Nursing Home Facility'), (4, 'Assisted Living Facility'), (5, 'Hospice'),
  (6, 'Health Care Practitioner Office'), (7, 'Drug Manufacturer'), (8, 'Wholesale Distributor'), (9, 'Individual'),
  (10, 'Other');
--> statement-breakpoint
INSERT INTO rx_connects_facility_types (id, name) VALUES
  (1, 'Pharmacy'), (2, 'Hospital Pharmacy'), (3, 'Health Care Practitioner Office'), (4, 'Free Clinic'),
  (5, 'Federally Qualified Health Center'), (6, 'County Health Department'), (7, 'Other Medical Facility');
--> statement-breakpoint
INSERT INTO rx_connects_licensing_agencies (id, name) VALUES
  (1, 'Board of Pharmacy'), (2, 'Board of Medicine'), (3, 'Board of Osteopathic Medicine'), (4, 'Board of Nursing'),
  (5, 'Agency for Health Care Administration'), (6, 'Department of Health'), (7, 'Other');
--> statement-breakpoint
CREATE TRIGGER rx_connects_donors_audit AFTER INSERT OR UPDATE OR DELETE ON rx_connects_donors FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('8', 'RxConnects', 'Donor', 'id', 'false', 'created_at', '');
--> statement-breakpoint
CREATE TRIGGER rx_connects_repositories_audit AFTER INSERT OR UPDATE OR DELETE ON rx_connects_repositories FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('8', 'RxConnects', 'Repository', 'id', 'false', 'created_at', '');
