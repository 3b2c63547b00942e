CREATE TABLE "mobile_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_client" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mobile_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "mobile_tokens" ADD CONSTRAINT "mobile_tokens_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_tokens" ADD CONSTRAINT "mobile_tokens_created_by_users_id_user_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id_user") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Row-level security, as in 0001_tenant-isolation.sql.
ALTER TABLE "mobile_tokens" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "mobile_tokens" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "mobile_tokens" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
