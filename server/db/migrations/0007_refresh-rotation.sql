-- When a rotation replaced a refresh token (server/services/tokens.ts): a token rotated moments ago may
-- be presented again and answers the same successor, so concurrent refreshes keep the session alive.
ALTER TABLE "refresh_tokens" ADD COLUMN "rotated_at" timestamp with time zone;
