ALTER TABLE "payment_refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "attempted_at" timestamp with time zone;--> statement-breakpoint
-- Committed notifications are now announced by the server after the commit
-- (server/db/after-commit.ts): a NOTIFY inside the inserting transaction made every notifying
-- commit wait for PostgreSQL's global notify lock, held through the WAL flush.
DROP TRIGGER IF EXISTS notifications_committed ON notifications;--> statement-breakpoint
DROP FUNCTION IF EXISTS notifications_committed();
