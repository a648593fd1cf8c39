-- Field-level audit: one global_audit row per changed field of an audited table.
-- Trigger arguments: business area code, module, record label, id column, secure area, excluded columns, masked columns.
-- The actor is the transaction-local setting app.user_id (set by withTx in the API).
CREATE OR REPLACE FUNCTION audit_row_change() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP IN ('UPDATE', 'INSERT') THEN to_jsonb(NEW) END;
  excluded text[] := string_to_array(TG_ARGV[5], ',');
  masked text[] := string_to_array(TG_ARGV[6], ',');
  actor integer := nullif(current_setting('app.user_id', true), '')::integer;
  entity text := coalesce(new_row, old_row) ->> TG_ARGV[3];
BEGIN
  INSERT INTO global_audit (business_area, module, table_name, operation, entity_id, record_affected, secure_area,
                            field, changed_from, changed_to, changed_by)
  SELECT TG_ARGV[0]::smallint, TG_ARGV[1], TG_TABLE_NAME, TG_OP, entity, TG_ARGV[2] || ' #' || entity,
         TG_ARGV[4]::boolean, c.field,
         CASE WHEN c.field = ANY (masked) AND c.was IS NOT NULL THEN '********' ELSE c.was END,
         CASE WHEN c.field = ANY (masked) AND c.now IS NOT NULL THEN '********' ELSE c.now END,
         actor
  FROM (
    SELECT k AS field, old_row ->> k AS was, new_row ->> k AS now
    FROM jsonb_object_keys(coalesce(new_row, old_row)) AS k
  ) AS c
  WHERE NOT (c.field = ANY (excluded)) AND c.was IS DISTINCT FROM c.now;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'global_audit is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER global_audit_no_change BEFORE UPDATE OR DELETE ON global_audit
  FOR EACH ROW EXECUTE FUNCTION audit_is_append_only();
--> statement-breakpoint
CREATE TRIGGER global_audit_no_truncate BEFORE TRUNCATE ON global_audit
  FOR EACH STATEMENT EXECUTE FUNCTION audit_is_append_only();
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON global_audit FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER users_audit AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('1', 'Admin', 'User', 'id', 'false', 'updated_at,created_at', 'password_hash');
--> statement-breakpoint
CREATE TRIGGER organizations_audit AFTER INSERT OR UPDATE OR DELETE ON organizations FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('1', 'Admin', 'Organization', 'id', 'false', 'created_at', '');
--> statement-breakpoint
CREATE TRIGGER facilities_audit AFTER INSERT OR UPDATE OR DELETE ON facilities FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('1', 'Admin', 'Facility', 'id', 'false', 'created_at', '');
--> statement-breakpoint
CREATE TRIGGER user_facilities_audit AFTER INSERT OR UPDATE OR DELETE ON user_facilities FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('1', 'Admin', 'User', 'user_id', 'false', '', '');
--> statement-breakpoint
CREATE TRIGGER module_access_audit AFTER INSERT OR UPDATE OR DELETE ON module_access FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('1', 'Admin', 'User', 'user_id', 'false', '', '');
