ALTER TABLE "invitations" ADD COLUMN "page_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The public page cache (server/services/public-page-cache.ts) serves a page while its invitation's
-- page_version (and its root's, for a version) is unchanged. These triggers bump it on every write to
-- what the page is made of, by any process or code path, in the writing transaction.
CREATE FUNCTION "invitation_page_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."page_version" := OLD."page_version" + 1;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invitations_page_version" BEFORE UPDATE ON "invitations"
  FOR EACH ROW EXECUTE FUNCTION "invitation_page_written"();--> statement-breakpoint
CREATE FUNCTION "invitation_part_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "invitations" SET "page_version" = "page_version" + 1 WHERE "id" = OLD."invitation_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."invitation_id" IS DISTINCT FROM OLD."invitation_id") THEN
    UPDATE "invitations" SET "page_version" = "page_version" + 1 WHERE "id" = NEW."invitation_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invitation_private_page_version" AFTER INSERT OR UPDATE OR DELETE ON "invitation_private"
  FOR EACH ROW EXECUTE FUNCTION "invitation_part_written"();--> statement-breakpoint
CREATE TRIGGER "invitation_sections_page_version" AFTER INSERT OR UPDATE OR DELETE ON "invitation_sections"
  FOR EACH ROW EXECUTE FUNCTION "invitation_part_written"();--> statement-breakpoint
CREATE TRIGGER "invitation_stories_page_version" AFTER INSERT OR UPDATE OR DELETE ON "invitation_stories"
  FOR EACH ROW EXECUTE FUNCTION "invitation_part_written"();--> statement-breakpoint
CREATE TRIGGER "invitation_events_page_version" AFTER INSERT OR UPDATE OR DELETE ON "invitation_events"
  FOR EACH ROW EXECUTE FUNCTION "invitation_part_written"();--> statement-breakpoint
CREATE TRIGGER "invitation_gallery_page_version" AFTER INSERT OR UPDATE OR DELETE ON "invitation_gallery"
  FOR EACH ROW EXECUTE FUNCTION "invitation_part_written"();--> statement-breakpoint
CREATE TRIGGER "virtual_gifts_page_version" AFTER INSERT OR UPDATE OR DELETE ON "virtual_gifts"
  FOR EACH ROW EXECUTE FUNCTION "invitation_part_written"();--> statement-breakpoint
CREATE TRIGGER "physical_gifts_page_version" AFTER INSERT OR UPDATE OR DELETE ON "physical_gifts"
  FOR EACH ROW EXECUTE FUNCTION "invitation_part_written"();--> statement-breakpoint
CREATE TRIGGER "wishlist_gifts_page_version" AFTER INSERT OR UPDATE OR DELETE ON "wishlist_gifts"
  FOR EACH ROW EXECUTE FUNCTION "invitation_part_written"();--> statement-breakpoint
CREATE TRIGGER "wishlist_confirmations_page_version" AFTER INSERT OR UPDATE OR DELETE ON "wishlist_confirmations"
  FOR EACH ROW EXECUTE FUNCTION "invitation_part_written"();--> statement-breakpoint
CREATE TRIGGER "wishes_page_version" AFTER INSERT OR UPDATE OR DELETE ON "wishes"
  FOR EACH ROW EXECUTE FUNCTION "invitation_part_written"();--> statement-breakpoint
-- A plan's sections decide which of the page's sections show: a changed plan changes its invitations' pages.
CREATE FUNCTION "invitation_plan_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "invitations" SET "page_version" = "page_version" + 1 WHERE "plan_id" = NEW."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invitation_plans_page_version" AFTER UPDATE ON "invitation_plans"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "invitation_plan_written"();
