CREATE TABLE "vroom_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client" integer NOT NULL,
	"id_subsidiary" integer,
	"id_api_key" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"tasks" integer NOT NULL,
	"time_limit_ms" integer NOT NULL,
	"input" jsonb NOT NULL,
	"output" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vroom_jobs" ADD CONSTRAINT "vroom_jobs_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vroom_jobs" ADD CONSTRAINT "vroom_jobs_id_subsidiary_subsidiaries_id_subsidiary_fk" FOREIGN KEY ("id_subsidiary") REFERENCES "public"."subsidiaries"("id_subsidiary") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vroom_jobs" ADD CONSTRAINT "vroom_jobs_id_api_key_api_keys_id_api_key_fk" FOREIGN KEY ("id_api_key") REFERENCES "public"."api_keys"("id_api_key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vroom_jobs_client" ON "vroom_jobs" USING btree ("id_client","created_at");--> statement-breakpoint
CREATE INDEX "vroom_jobs_finished" ON "vroom_jobs" USING btree ("finished_at") WHERE finished_at is not null;