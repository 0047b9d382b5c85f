CREATE TABLE "operator_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"user_id" text,
	"plan_id" text NOT NULL,
	"kind" text NOT NULL,
	"add_ons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gross_amount" integer NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_status" text,
	"payment_type" text,
	"redirect_url" text,
	"snap_token" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"active_until" timestamp with time zone,
	"proof_url" text,
	"reason" text,
	"before_plan_id" text,
	"before_paid_at" timestamp with time zone,
	"before_paid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"channel_type" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "paid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_id_invitation_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."invitation_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_actions_created_idx" ON "operator_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_invitation_idx" ON "orders" USING btree ("invitation_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_accounts_number_idx" ON "transfer_accounts" USING btree ("channel_type","account_number");--> statement-breakpoint
-- Invitations made before payments existed keep their plan and dates as paid (docs/product.md#payment).
UPDATE "invitations" SET "paid_at" = "created_at", "paid_until" = "expired_at";
