CREATE TYPE "public"."system_reason" AS ENUM('payment_failed', 'payment_expired');--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "note_code" "system_reason";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_reason_code" "system_reason";--> statement-breakpoint
UPDATE "orders" SET "cancellation_reason_code" = CASE "cancellation_reason" WHEN 'payment failed' THEN 'payment_failed'::"system_reason" ELSE 'payment_expired'::"system_reason" END, "cancellation_reason" = NULL WHERE "cancelled_by" = 'system' AND "cancellation_reason" IN ('payment failed', 'payment expired');--> statement-breakpoint
UPDATE "order_status_history" SET "note_code" = CASE "note" WHEN 'payment failed' THEN 'payment_failed'::"system_reason" ELSE 'payment_expired'::"system_reason" END, "note" = NULL WHERE "actor_id" IS NULL AND "note" IN ('payment failed', 'payment expired');
