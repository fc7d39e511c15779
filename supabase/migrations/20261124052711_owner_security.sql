CREATE TABLE "app"."owner_identities" (
	"email" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_identities_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "app"."owner_identities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."revoked_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."revoked_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."sign_in_accounts" (
	"account" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."sign_in_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app"."booking_clicks" ADD COLUMN "visit_key" text;--> statement-breakpoint
CREATE INDEX "revoked_sessions_expires_idx" ON "app"."revoked_sessions" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "app"."booking_clicks" ADD CONSTRAINT "booking_clicks_visit_key_unique" UNIQUE("visit_key");