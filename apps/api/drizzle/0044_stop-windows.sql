ALTER TABLE "stops" ADD COLUMN "time_windows" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stops" ADD COLUMN "allowed_days" text[] DEFAULT '{}' NOT NULL;