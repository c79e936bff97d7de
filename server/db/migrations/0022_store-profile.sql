ALTER TABLE "stores" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "facebook_url" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "instagram_url" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "linkedin_url" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "twitter_url" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "telegram" text;