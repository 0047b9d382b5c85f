CREATE TABLE "door_code_flags" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"guest_id" text NOT NULL,
	"usher_name" text NOT NULL,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "door_prize_draws" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"guest_id" text NOT NULL,
	"prize" text,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "greeting_screen_reports" (
	"invitation_id" text PRIMARY KEY NOT NULL,
	"waiting" integer NOT NULL,
	"lag_seconds" integer NOT NULL,
	"greeted" integer NOT NULL,
	"skipped" integer NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_envelopes" (
	"guest_id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"count" integer NOT NULL,
	"note" text,
	"usher_name" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guestbook_settings" ADD COLUMN "greeting_max_age_seconds" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "guestbook_settings" ADD COLUMN "vip_greeting" text;--> statement-breakpoint
ALTER TABLE "guestbook_settings" ADD COLUMN "single_use_codes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guestbook_settings" ADD COLUMN "check_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "vip" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "door_code_flags" ADD CONSTRAINT "door_code_flags_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_code_flags" ADD CONSTRAINT "door_code_flags_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_prize_draws" ADD CONSTRAINT "door_prize_draws_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_prize_draws" ADD CONSTRAINT "door_prize_draws_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "greeting_screen_reports" ADD CONSTRAINT "greeting_screen_reports_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_envelopes" ADD CONSTRAINT "guest_envelopes_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_envelopes" ADD CONSTRAINT "guest_envelopes_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "door_code_flags_invitation_idx" ON "door_code_flags" USING btree ("invitation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "door_prize_draws_guest_idx" ON "door_prize_draws" USING btree ("invitation_id","guest_id");--> statement-breakpoint
CREATE INDEX "guest_envelopes_invitation_idx" ON "guest_envelopes" USING btree ("invitation_id");--> statement-breakpoint
-- Envelopes and flagged door codes are part of the live counts every desk and the dashboard see:
-- a write tells the guestbook hubs as a check-in does (0006_guestbook.sql).
CREATE TRIGGER "guest_envelopes_guestbook_changed" AFTER INSERT OR UPDATE OR DELETE ON "guest_envelopes"
  FOR EACH ROW EXECUTE FUNCTION "guestbook_changed"();--> statement-breakpoint
CREATE TRIGGER "door_code_flags_guestbook_changed" AFTER INSERT OR UPDATE OR DELETE ON "door_code_flags"
  FOR EACH ROW EXECUTE FUNCTION "guestbook_changed"();
