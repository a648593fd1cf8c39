-- The audit trigger also copies an audited row's rx_number (when the table has one) for the RX Number filter.
CREATE OR REPLACE FUNCTION audit_row_change() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP IN ('UPDATE', 'INSERT') THEN to_jsonb(NEW) END;
  excluded text[] := string_to_array(TG_ARGV[5], ',');
  masked text[] := string_to_array(TG_ARGV[6], ',');
  actor integer := nullif(current_setting('app.user_id', true), '')::integer;
  entity text := coalesce(new_row, old_row) ->> TG_ARGV[3];
  rx text := left(coalesce(new_row, old_row) ->> 'rx_number', 20);
BEGIN
  INSERT INTO global_audit (business_area, module, table_name, operation, entity_id, record_affected, secure_area,
                            field, changed_from, changed_to, changed_by, rx_number)
  SELECT TG_ARGV[0]::smallint, TG_ARGV[1], TG_TABLE_NAME, TG_OP, entity, TG_ARGV[2] || ' #' || entity,
         TG_ARGV[4]::boolean, c.field,
         CASE WHEN c.field = ANY (masked) AND c.was IS NOT NULL THEN '********' ELSE c.was END,
         CASE WHEN c.field = ANY (masked) AND c.now IS NOT NULL THEN '********' ELSE c.now END,
         actor, rx
  FROM (
    SELECT k AS field, old_row ->> k AS was, new_row ->> k AS now
    FROM jsonb_object_keys(coalesce(new_row, old_row)) AS k
  ) AS c
  WHERE NOT (c.field = ANY (excluded)) AND c.was IS DISTINCT FROM c.now;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER release_notes_audit AFTER INSERT OR UPDATE OR DELETE ON release_notes FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('1', 'Admin', 'Release Note', 'id', 'false', 'created_at', '');
