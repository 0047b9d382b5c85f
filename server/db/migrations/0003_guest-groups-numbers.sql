ALTER TABLE "guests" ADD COLUMN "group" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "whatsapp_number" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "guests_invitation_number_idx" ON "guests" USING btree ("invitation_id","whatsapp_number") WHERE "guests"."whatsapp_number" is not null;