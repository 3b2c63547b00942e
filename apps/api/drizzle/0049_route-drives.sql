ALTER TABLE "routes" ADD COLUMN "driven_distance" integer;--> statement-breakpoint
ALTER TABLE "routes" ADD COLUMN "bridged_distance" integer;