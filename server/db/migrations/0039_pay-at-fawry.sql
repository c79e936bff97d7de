ALTER TYPE "public"."payment_method" ADD VALUE 'pay_at_fawry';--> statement-breakpoint
ALTER TYPE "public"."system_reason" ADD VALUE 'reference_expired';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "payment_method" text DEFAULT 'CARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "expires_at" timestamp with time zone;