-- Invitation statuses are now 'draft' and 'published'; expiry is read from expired_at alone.
UPDATE "invitations" SET "status" = 'published' WHERE "status" = 'active';--> statement-breakpoint
UPDATE "invitations" SET "status" = 'published', "expired_at" = COALESCE("expired_at", now()) WHERE "status" = 'expired';
