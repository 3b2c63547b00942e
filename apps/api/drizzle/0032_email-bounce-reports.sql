CREATE TABLE "notification_bounce_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_client" integer NOT NULL,
	"message_id" text NOT NULL,
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_bounce_reports" ADD CONSTRAINT "notification_bounce_reports_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_bounce_reports_message" ON "notification_bounce_reports" USING btree ("message_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_message_id" UNIQUE("message_id");--> statement-breakpoint
-- A bounce report belongs to the client whose mail bounced (docs/security.md).
ALTER TABLE "notification_bounce_reports" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "notification_bounce_reports" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "notification_bounce_reports" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
