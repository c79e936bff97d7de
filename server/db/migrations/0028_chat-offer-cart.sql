ALTER TABLE "cart_items" ADD COLUMN "offer_message_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "agreed_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_offer_message_id_chat_messages_id_fk" FOREIGN KEY ("offer_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;