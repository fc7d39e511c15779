CREATE TABLE "app"."visit_names" (
	"day" date NOT NULL,
	"network" text NOT NULL,
	"name" text NOT NULL,
	"kept" boolean NOT NULL,
	CONSTRAINT "visit_names_day_network_name_pk" PRIMARY KEY("day","network","name")
);
--> statement-breakpoint
ALTER TABLE "app"."visit_names" ENABLE ROW LEVEL SECURITY;