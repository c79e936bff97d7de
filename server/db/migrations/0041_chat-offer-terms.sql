ALTER TABLE "chat_messages" ADD COLUMN "offer_quantity" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "offer_list_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "offer_withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "offer_ordered_at" timestamp with time zone;