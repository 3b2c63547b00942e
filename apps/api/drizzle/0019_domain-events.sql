CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"id_client" integer NOT NULL,
	"id_subsidiary" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "domain_events_undispatched" ON "domain_events" USING btree ("id") WHERE dispatched_at is null;--> statement-breakpoint
CREATE INDEX "domain_events_client" ON "domain_events" USING btree ("id_client","id");