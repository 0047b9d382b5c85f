ALTER TABLE "media" ALTER COLUMN "width" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "height" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invitation_plans" ADD COLUMN "color" text DEFAULT '#64748b' NOT NULL;--> statement-breakpoint
-- The plans take the names of their badges (docs/product.md#plans): basic is now fair, premium mediaval.
-- Invitations keep their plan row (by id); the seed then sets every plan's fields from the code.
UPDATE "invitation_plans" SET "code" = 'fair', "name" = 'fair'
  WHERE "code" = 'basic' AND NOT EXISTS (SELECT 1 FROM "invitation_plans" WHERE "code" = 'fair');--> statement-breakpoint
UPDATE "invitation_plans" SET "code" = 'mediaval', "name" = 'mediaval'
  WHERE "code" = 'premium' AND NOT EXISTS (SELECT 1 FROM "invitation_plans" WHERE "code" = 'mediaval');
