ALTER TYPE "app"."job_type" ADD VALUE 'ga4_event';--> statement-breakpoint
ALTER TYPE "app"."job_type" ADD VALUE 'meta_event';--> statement-breakpoint
ALTER TABLE "app"."leads" ADD COLUMN "gpc" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "app"."leads" USING btree (lower("email"));