CREATE TABLE "stream_tickets_used" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stream_tickets_used_expires_idx" ON "stream_tickets_used" USING btree ("expires_at");