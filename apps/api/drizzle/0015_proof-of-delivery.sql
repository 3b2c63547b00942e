CREATE TABLE "files" (
	"id_file" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client" integer NOT NULL,
	"id_subsidiary" integer NOT NULL,
	"id_stop" integer,
	"kind" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_settings" (
	"id_client" integer PRIMARY KEY NOT NULL,
	"completed" jsonb NOT NULL,
	"failed" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stop_proofs" (
	"id_stop" integer PRIMARY KEY NOT NULL,
	"id_client" integer NOT NULL,
	"id_subsidiary" integer NOT NULL,
	"recipient_name" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" double precision,
	"distance_m" integer,
	"far_from_stop" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_id_subsidiary_subsidiaries_id_subsidiary_fk" FOREIGN KEY ("id_subsidiary") REFERENCES "public"."subsidiaries"("id_subsidiary") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_id_stop_stops_id_stop_fk" FOREIGN KEY ("id_stop") REFERENCES "public"."stops"("id_stop") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_id_user_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id_user") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_settings" ADD CONSTRAINT "proof_settings_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_proofs" ADD CONSTRAINT "stop_proofs_id_stop_stops_id_stop_fk" FOREIGN KEY ("id_stop") REFERENCES "public"."stops"("id_stop") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_proofs" ADD CONSTRAINT "stop_proofs_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_proofs" ADD CONSTRAINT "stop_proofs_id_subsidiary_subsidiaries_id_subsidiary_fk" FOREIGN KEY ("id_subsidiary") REFERENCES "public"."subsidiaries"("id_subsidiary") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_stop" ON "files" USING btree ("id_stop");--> statement-breakpoint
-- Row-level security, as in 0001_tenant-isolation.sql.
ALTER TABLE "proof_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "proof_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "proof_settings" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
--> statement-breakpoint
ALTER TABLE "files" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "files" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "files" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
--> statement-breakpoint
ALTER TABLE "stop_proofs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "stop_proofs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "stop_proofs" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
