ALTER TABLE "stop_outcomes" ADD COLUMN "kind" text DEFAULT 'completed' NOT NULL;--> statement-breakpoint
ALTER TABLE "stop_outcomes" ADD COLUMN "preset" text;