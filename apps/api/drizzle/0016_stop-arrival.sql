ALTER TABLE "stops" ADD COLUMN "arrived" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stops" ADD COLUMN "arrival_latitude" double precision;--> statement-breakpoint
ALTER TABLE "stops" ADD COLUMN "arrival_longitude" double precision;--> statement-breakpoint
ALTER TABLE "stops" ADD COLUMN "arrival_key" text;