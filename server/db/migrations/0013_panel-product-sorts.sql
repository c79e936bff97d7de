CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "products_views_idx" ON "products" USING btree ("views");--> statement-breakpoint
CREATE INDEX "products_name_ar_idx" ON "products" USING btree ("name_ar");--> statement-breakpoint
CREATE INDEX "products_name_en_idx" ON "products" USING btree ("name_en");