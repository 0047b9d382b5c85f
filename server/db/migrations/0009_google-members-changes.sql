CREATE TABLE "google_sign_ins" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"next_path" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"user_id" text,
	"entity_key" text NOT NULL,
	"subject" text NOT NULL,
	"action" text NOT NULL,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_members" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"user_id" text,
	"role" text NOT NULL,
	"email" text,
	"invited_by" text,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_members_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "google_subject" text;--> statement-breakpoint
ALTER TABLE "invitation_changes" ADD CONSTRAINT "invitation_changes_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_changes" ADD CONSTRAINT "invitation_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_members" ADD CONSTRAINT "invitation_members_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_members" ADD CONSTRAINT "invitation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_members" ADD CONSTRAINT "invitation_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_changes_invitation_idx" ON "invitation_changes" USING btree ("invitation_id","created_at");--> statement-breakpoint
CREATE INDEX "invitation_changes_entity_idx" ON "invitation_changes" USING btree ("invitation_id","entity_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_changes_request_idx" ON "invitation_changes" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "invitation_members_invitation_idx" ON "invitation_members" USING btree ("invitation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_members_user_idx" ON "invitation_members" USING btree ("invitation_id","user_id");--> statement-breakpoint
CREATE INDEX "invitation_members_member_idx" ON "invitation_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_google_subject_unique" UNIQUE("google_subject");