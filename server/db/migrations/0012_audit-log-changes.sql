DROP INDEX "logs_actor_id_idx";--> statement-breakpoint
ALTER TABLE "logs" ADD COLUMN "changes" jsonb;--> statement-breakpoint
CREATE INDEX "logs_action_idx" ON "logs" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "logs_role_idx" ON "logs" USING btree ("role","created_at");--> statement-breakpoint
CREATE INDEX "logs_actor_id_idx" ON "logs" USING btree ("actor_id","created_at");