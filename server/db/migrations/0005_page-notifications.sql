-- The public page cache (server/services/public-page-cache.ts) listens for these (through
-- server/plugins/db-notifications.ts), so a process serves a kept page without asking the database
-- and drops it when any process writes: 'page_changed' names an invitation whose page_version moved
-- (0004's triggers bump it on every write to its page) or that was deleted; 'page_guest_changed'
-- names a guest's invitation and code ("<invitation id> <code>") when the guest or its RSVP changes.
CREATE FUNCTION "invitation_page_notified"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('page_changed', OLD."id"::text);
  ELSIF NEW."page_version" IS DISTINCT FROM OLD."page_version" THEN
    PERFORM pg_notify('page_changed', NEW."id"::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invitations_page_notified" AFTER UPDATE OR DELETE ON "invitations"
  FOR EACH ROW EXECUTE FUNCTION "invitation_page_notified"();--> statement-breakpoint
CREATE FUNCTION "guest_page_notified"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('page_guest_changed', OLD."invitation_id"::text || ' ' || OLD."code");
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('page_guest_changed', NEW."invitation_id"::text || ' ' || NEW."code");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "guests_page_notified" AFTER INSERT OR UPDATE OR DELETE ON "guests"
  FOR EACH ROW EXECUTE FUNCTION "guest_page_notified"();--> statement-breakpoint
CREATE FUNCTION "rsvp_page_notified"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('page_guest_changed', "invitation_id"::text || ' ' || "code")
      FROM "guests" WHERE "id" = OLD."guest_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('page_guest_changed', "invitation_id"::text || ' ' || "code")
      FROM "guests" WHERE "id" = NEW."guest_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "rsvp_entries_page_notified" AFTER INSERT OR UPDATE OR DELETE ON "rsvp_entries"
  FOR EACH ROW EXECUTE FUNCTION "rsvp_page_notified"();
