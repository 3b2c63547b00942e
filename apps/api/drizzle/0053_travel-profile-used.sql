ALTER TABLE "optimization_runs" ADD COLUMN "travel_profile_days" integer;--> statement-breakpoint
ALTER TABLE "routes" ADD COLUMN "travel_profile_days" integer;