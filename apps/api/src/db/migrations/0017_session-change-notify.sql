-- Each instance keeps signed-in sessions in memory for a few seconds (decision 028). Whatever ends a session or
-- changes what it may do is announced here, in the database, so no writer (a route, a job, an administrator's
-- SQL) can change a session behind the instances' backs: they LISTEN on homer_session_changed and drop the
-- entry. The payload names a session ('s:<uuid>') or a user ('u:<id>'); NOTIFY is sent on commit only.
CREATE OR REPLACE FUNCTION notify_session_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    -- Activity only (last_seen_at moving forward) changes nothing an instance may have cached.
    IF TG_OP = 'UPDATE' AND NEW.last_seen_at >= OLD.last_seen_at
       AND (to_jsonb(NEW) - 'last_seen_at') = (to_jsonb(OLD) - 'last_seen_at') THEN
      RETURN NULL;
    END IF;
    PERFORM pg_notify('homer_session_changed', 's:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('homer_session_changed', 'u:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  ELSE
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('homer_session_changed', 'u:' || OLD.user_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('homer_session_changed', 'u:' || NEW.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON sessions FOR EACH ROW
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE ON users FOR EACH ROW
  WHEN (to_jsonb(OLD) IS DISTINCT FROM to_jsonb(NEW))
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_delete AFTER DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER module_access_notify_change AFTER INSERT OR UPDATE OR DELETE ON module_access FOR EACH ROW
  EXECUTE FUNCTION notify_session_change();
