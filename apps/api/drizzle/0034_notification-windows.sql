DROP INDEX "notifications_stop_event_channel";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "window_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "window_to" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_stop_event_channel" ON "notifications" USING btree ("id_stop","event","channel","seq");