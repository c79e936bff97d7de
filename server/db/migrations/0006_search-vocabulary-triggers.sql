-- Keeps search_vocabulary (migration 0005) holding every word of product and store search_words:
-- a row's words are added when it is inserted and when its searched names change. Words are
-- never removed here: a word no row has any more expands to nothing and costs one vocabulary row.
-- Words go in sorted, so two transactions adding the same new words lock them in one order.
CREATE FUNCTION "search_vocabulary_add_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_vocabulary" ("word")
  SELECT DISTINCT "w" FROM unnest(NEW."search_words") AS "w" WHERE "w" <> '' ORDER BY "w"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_vocabulary" AFTER INSERT OR UPDATE OF "name_ar", "name_en" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "search_vocabulary_add_words"();--> statement-breakpoint
CREATE TRIGGER "stores_search_vocabulary" AFTER INSERT OR UPDATE OF "name", "username" ON "stores"
  FOR EACH ROW EXECUTE FUNCTION "search_vocabulary_add_words"();--> statement-breakpoint
INSERT INTO "search_vocabulary" ("word")
SELECT "w" FROM "products", unnest("search_words") AS "w" WHERE "w" <> ''
UNION
SELECT "w" FROM "stores", unnest("search_words") AS "w" WHERE "w" <> ''
ON CONFLICT DO NOTHING;
