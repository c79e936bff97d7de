CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "search_words" text[] GENERATED ALWAYS AS (string_to_array(translate(lower(coalesce("name", '') || ' ' || coalesce("username", '')), 'أإآٱىة٠١٢٣٤٥٦٧٨٩ـًٌٍَُِّْ', 'اااايه0123456789'), ' ')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" text[] GENERATED ALWAYS AS (string_to_array(translate(lower(coalesce("name_ar", '') || ' ' || coalesce("name_en", '')), 'أإآٱىة٠١٢٣٤٥٦٧٨٩ـًٌٍَُِّْ', 'اااايه0123456789'), ' ')) STORED;--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stores_search_words_idx" ON "stores" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "products_public_search_words_idx" ON "products" USING gin ("search_words") WHERE "status" = 'accepted' AND "archived_at" IS NULL;