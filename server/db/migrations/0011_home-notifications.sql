-- The home page (server/services/home-page/home-page-cache.ts) is kept per process and read again when
-- one of these tells of a write to what it shows, by any process or code path: the plans with their
-- prices, the theme catalogue, and the invitations listed in a showcase. An invitation notifies when it
-- is or was in a showcase; a write to its couple bumps its page_version (0004), which is such a write.
CREATE FUNCTION "home_catalogue_notified"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('home_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invitation_plans_home_changed" AFTER INSERT OR UPDATE OR DELETE ON "invitation_plans"
  FOR EACH STATEMENT EXECUTE FUNCTION "home_catalogue_notified"();--> statement-breakpoint
CREATE TRIGGER "themes_home_changed" AFTER INSERT OR UPDATE OR DELETE ON "themes"
  FOR EACH STATEMENT EXECUTE FUNCTION "home_catalogue_notified"();--> statement-breakpoint
CREATE FUNCTION "home_showcase_notified"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP IN ('UPDATE', 'DELETE') AND OLD."showcase" IS NOT NULL)
    OR (TG_OP IN ('INSERT', 'UPDATE') AND NEW."showcase" IS NOT NULL) THEN
    PERFORM pg_notify('home_changed', 'invitations');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invitations_home_changed" AFTER INSERT OR UPDATE OR DELETE ON "invitations"
  FOR EACH ROW EXECUTE FUNCTION "home_showcase_notified"();
