CREATE TABLE "geocode_cache" (
	"id_client" integer NOT NULL,
	"geocoder" text NOT NULL,
	"query_key" text NOT NULL,
	"places" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "geocode_cache_id_client_geocoder_query_key_pk" PRIMARY KEY("id_client","geocoder","query_key")
);
--> statement-breakpoint
ALTER TABLE "geocode_cache" ADD CONSTRAINT "geocode_cache_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Row-level security, as in 0001_tenant-isolation.sql.
ALTER TABLE "geocode_cache" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "geocode_cache" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "geocode_cache" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
