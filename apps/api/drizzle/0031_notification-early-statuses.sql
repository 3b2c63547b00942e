CREATE TABLE "notification_early_statuses" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
