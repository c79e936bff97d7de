ALTER TABLE "users" DROP CONSTRAINT "users_phone_unique";--> statement-breakpoint
DROP INDEX "users_email_lower_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_key" text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace(replace(lower("username"), '.', ''), '_', ''), 'rn', 'm'), 'vv', 'w'), '0', 'o'), '1', 'l'), 'i', 'l')) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key_idx" ON "users" USING btree ("username_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_verified_idx" ON "users" USING btree (lower("email")) WHERE "users"."email_verified_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_verified_idx" ON "users" USING btree ("phone") WHERE "users"."phone_verified_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));