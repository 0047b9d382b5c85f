CREATE TABLE "check_ins" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "check_ins_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invitation_id" text NOT NULL,
	"guest_id" text NOT NULL,
	"pax" integer NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"usher_name" text NOT NULL,
	"usher_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "guestbook_settings" (
	"invitation_id" text PRIMARY KEY NOT NULL,
	"screen_layout" text DEFAULT 'classic' NOT NULL,
	"greeting_seconds" integer DEFAULT 10 NOT NULL,
	"show_table" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guestbook_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"name" text NOT NULL,
	"capacity" integer NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guestbook_ushers" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guestbook_ushers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "souvenir_handouts" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"souvenir_id" text NOT NULL,
	"guest_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"usher_name" text NOT NULL,
	"handed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "souvenirs" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"name" text NOT NULL,
	"stock" integer NOT NULL,
	"rule" text DEFAULT 'per_guest' NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "table_id" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "walk_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_usher_id_guestbook_ushers_id_fk" FOREIGN KEY ("usher_id") REFERENCES "public"."guestbook_ushers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guestbook_settings" ADD CONSTRAINT "guestbook_settings_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guestbook_tables" ADD CONSTRAINT "guestbook_tables_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guestbook_ushers" ADD CONSTRAINT "guestbook_ushers_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "souvenir_handouts" ADD CONSTRAINT "souvenir_handouts_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "souvenir_handouts" ADD CONSTRAINT "souvenir_handouts_souvenir_id_souvenirs_id_fk" FOREIGN KEY ("souvenir_id") REFERENCES "public"."souvenirs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "souvenir_handouts" ADD CONSTRAINT "souvenir_handouts_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "souvenirs" ADD CONSTRAINT "souvenirs_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_invitation_seq_idx" ON "check_ins" USING btree ("invitation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_guest_idx" ON "check_ins" USING btree ("guest_id") WHERE "check_ins"."undone_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "guestbook_tables_name_idx" ON "guestbook_tables" USING btree ("invitation_id","name");--> statement-breakpoint
CREATE INDEX "guestbook_ushers_invitation_idx" ON "guestbook_ushers" USING btree ("invitation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "souvenir_handouts_guest_idx" ON "souvenir_handouts" USING btree ("souvenir_id","guest_id");--> statement-breakpoint
CREATE INDEX "souvenir_handouts_invitation_idx" ON "souvenir_handouts" USING btree ("invitation_id");--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_table_id_guestbook_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."guestbook_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every process's guestbook hub (server/plugins/guestbook-hub.ts) listens for 'guestbook_changed'
-- (through server/plugins/db-notifications.ts): the payload names the invitation whose check-ins,
-- souvenirs or guests changed, and the hub sends its open screens and usher devices what is new.
CREATE FUNCTION "guestbook_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('guestbook_changed', OLD."invitation_id"::text);
  ELSE
    PERFORM pg_notify('guestbook_changed', NEW."invitation_id"::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "check_ins_guestbook_changed" AFTER INSERT OR UPDATE OR DELETE ON "check_ins"
  FOR EACH ROW EXECUTE FUNCTION "guestbook_changed"();--> statement-breakpoint
CREATE TRIGGER "souvenir_handouts_guestbook_changed" AFTER INSERT OR UPDATE OR DELETE ON "souvenir_handouts"
  FOR EACH ROW EXECUTE FUNCTION "guestbook_changed"();--> statement-breakpoint
CREATE TRIGGER "guests_guestbook_changed" AFTER INSERT OR UPDATE OR DELETE ON "guests"
  FOR EACH ROW EXECUTE FUNCTION "guestbook_changed"();
