CREATE TYPE "app"."job_status" AS ENUM('pending', 'running', 'delivered', 'dead');--> statement-breakpoint
CREATE TYPE "app"."job_type" AS ENUM('owner_email', 'prospect_email', 'dead_letter_email', 'webhook');--> statement-breakpoint
CREATE TABLE "app"."outbox_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"ok" boolean NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"http_status" integer,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "app"."outbox_attempts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."outbox_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "app"."job_type" NOT NULL,
	"lead_id" uuid,
	"webhook_user_id" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "app"."job_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_status" integer,
	"last_error" text,
	"provider_id" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."outbox_jobs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app"."outbox_attempts" ADD CONSTRAINT "outbox_attempts_job_id_outbox_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "app"."outbox_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."outbox_jobs" ADD CONSTRAINT "outbox_jobs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "app"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_attempts_job_idx" ON "app"."outbox_attempts" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "outbox_jobs_due_idx" ON "app"."outbox_jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_jobs_lead_idx" ON "app"."outbox_jobs" USING btree ("lead_id");