ALTER TABLE "cart_items" ADD COLUMN "offer_message_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "agreed_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "offer_choices" jsonb;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_offer_message_id_chat_messages_id_fk" FOREIGN KEY ("offer_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;