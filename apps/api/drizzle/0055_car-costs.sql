ALTER TABLE "cars" ADD COLUMN "fixed_cost" double precision;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "cost_per_km" double precision;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "cost_per_hour" double precision;