ALTER TABLE "routes" ADD COLUMN "actual_distance" integer;--> statement-breakpoint
ALTER TABLE "stops" ADD COLUMN "failed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stops" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stops" ADD COLUMN "completion_key" text;--> statement-breakpoint
CREATE INDEX "routes_client_day" ON "routes" USING btree ("id_client","start_date");--> statement-breakpoint
CREATE INDEX "routes_driver_day" ON "routes" USING btree ("id_user","start_date");