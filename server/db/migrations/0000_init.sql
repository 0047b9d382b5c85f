CREATE TABLE "guests" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guests_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "invitation_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_events" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"label" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"address" text NOT NULL,
	"maps_url" text,
	"venue" text NOT NULL,
	"event_video_url" text,
	"is_main_event" boolean DEFAULT false NOT NULL,
	"extra" jsonb
);
--> statement-breakpoint
CREATE TABLE "invitation_gallery" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"name" text,
	"image" text NOT NULL,
	"index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"tier" integer NOT NULL,
	"price" integer NOT NULL,
	"discount_price" integer,
	"expired_day" integer NOT NULL,
	"section" jsonb NOT NULL,
	"with_guestbook" boolean DEFAULT false NOT NULL,
	"add_ons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text,
	"icon" text,
	"restriction" text,
	"product_id" text,
	CONSTRAINT "invitation_plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "invitation_private" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"person_role" text NOT NULL,
	"person_name" text NOT NULL,
	"person_nickname" text NOT NULL,
	"person_father_name" text,
	"person_mother_name" text,
	"person_child_sequence" integer,
	"person_instagram" text,
	"person_image" text,
	"extra" jsonb
);
--> statement-breakpoint
CREATE TABLE "invitation_sections" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text,
	"index" integer NOT NULL,
	"is_ordered" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"title" text,
	"description" text,
	"image" text,
	"labels" jsonb,
	"extra" jsonb
);
--> statement-breakpoint
CREATE TABLE "invitation_stories" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"time" text,
	"description" text NOT NULL,
	"extra" jsonb
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"user_id" text NOT NULL,
	"plan_id" text,
	"category_id" text,
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"expired_at" timestamp with time zone,
	"song" text,
	"theme" text NOT NULL,
	"use_guestbook" boolean DEFAULT false NOT NULL,
	"use_multiple_event" boolean DEFAULT false NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"meta_image" text,
	"version_name" text,
	"caption_share" text,
	"quote" text,
	"style" jsonb,
	"showcase" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "physical_gifts" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_address" text NOT NULL,
	"recipient_address_url" text
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"family" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rsvp_entries" (
	"guest_id" text NOT NULL,
	"event_id" text NOT NULL,
	"is_attend" boolean NOT NULL,
	"pax" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rsvp_entries_guest_id_event_id_pk" PRIMARY KEY("guest_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"thumbnail" text,
	"used" integer DEFAULT 0 NOT NULL,
	"theme_category_id" text,
	"invitation_plan_id" text,
	"restricted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "themes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"provider" text DEFAULT 'password' NOT NULL,
	"profile_picture" text,
	"role" text DEFAULT 'owner' NOT NULL,
	"role_id" text,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "virtual_gifts" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"channel_type" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishes" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"guest_id" text,
	"name" text NOT NULL,
	"place" text,
	"message" text NOT NULL,
	"rsvp" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_confirmations" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_wishlist_id" text NOT NULL,
	"invitation_id" text NOT NULL,
	"guest_id" text,
	"buyer_name" text NOT NULL,
	"whatsapp_number" text NOT NULL,
	"purchase_date" timestamp with time zone NOT NULL,
	"shipping_expedition" text NOT NULL,
	"shipping_receipt" text NOT NULL,
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_gifts" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"product_name" text NOT NULL,
	"amount" integer NOT NULL,
	"qty" integer NOT NULL,
	"image_url" text,
	"description" text,
	"purchase_url" text
);
--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_events" ADD CONSTRAINT "invitation_events_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_gallery" ADD CONSTRAINT "invitation_gallery_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_private" ADD CONSTRAINT "invitation_private_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_sections" ADD CONSTRAINT "invitation_sections_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_stories" ADD CONSTRAINT "invitation_stories_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_parent_id_invitations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_plan_id_invitation_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."invitation_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_category_id_invitation_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."invitation_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_gifts" ADD CONSTRAINT "physical_gifts_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_entries" ADD CONSTRAINT "rsvp_entries_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_entries" ADD CONSTRAINT "rsvp_entries_event_id_invitation_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."invitation_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_invitation_plan_id_invitation_plans_id_fk" FOREIGN KEY ("invitation_plan_id") REFERENCES "public"."invitation_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_gifts" ADD CONSTRAINT "virtual_gifts_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_confirmations" ADD CONSTRAINT "wishlist_confirmations_invitation_wishlist_id_wishlist_gifts_id_fk" FOREIGN KEY ("invitation_wishlist_id") REFERENCES "public"."wishlist_gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_confirmations" ADD CONSTRAINT "wishlist_confirmations_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_confirmations" ADD CONSTRAINT "wishlist_confirmations_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_gifts" ADD CONSTRAINT "wishlist_gifts_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guests_invitation_idx" ON "guests" USING btree ("invitation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_private_person_idx" ON "invitation_private" USING btree ("invitation_id","person_role");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_sections_slug_idx" ON "invitation_sections" USING btree ("invitation_id","slug");--> statement-breakpoint
CREATE INDEX "invitations_user_idx" ON "invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invitations_parent_idx" ON "invitations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family");--> statement-breakpoint
CREATE INDEX "wishes_invitation_created_idx" ON "wishes" USING btree ("invitation_id","created_at");--> statement-breakpoint
CREATE INDEX "wishlist_confirmations_item_idx" ON "wishlist_confirmations" USING btree ("invitation_wishlist_id");