ALTER TABLE "clients" ADD COLUMN "stable_territories" integer;--> statement-breakpoint
ALTER TABLE "optimization_runs" ADD COLUMN "drivers_changed" integer;