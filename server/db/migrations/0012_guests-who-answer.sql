CREATE TABLE "guest_link_opens" (
	"guest_id" text PRIMARY KEY NOT NULL,
	"first_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"open_count" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "thanked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "seats" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "rsvp_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "wish_moderation" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "message_templates" jsonb;--> statement-breakpoint
ALTER TABLE "rsvp_entries" ADD COLUMN "by_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "virtual_gifts" ADD COLUMN "qris_image" text;--> statement-breakpoint
ALTER TABLE "wishes" ADD COLUMN "status" text DEFAULT 'shown' NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist_confirmations" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wishlist_confirmations" ADD COLUMN "thanked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guest_link_opens" ADD CONSTRAINT "guest_link_opens_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A guest who already answered for more people than the default keeps a seat for each of them.
UPDATE "guests" SET "seats" = sub."pax" FROM (
  SELECT "guest_id", max("pax") AS "pax" FROM "rsvp_entries" GROUP BY "guest_id"
) AS sub WHERE sub."guest_id" = "guests"."id" AND sub."pax" > 2;--> statement-breakpoint
-- Per-event answers follow the events: on with two or more, off with one (docs/product.md#rsvp).
UPDATE "invitations" SET "use_multiple_event" = (
  SELECT count(*) FROM "invitation_events" e WHERE e."invitation_id" = "invitations"."id"
) > 1;
