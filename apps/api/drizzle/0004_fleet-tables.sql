CREATE TABLE "addresses" (
	"id_address" serial PRIMARY KEY NOT NULL,
	"id_client" integer NOT NULL,
	"id_subsidiary" integer NOT NULL,
	"id_address_type" integer DEFAULT 1 NOT NULL,
	"alias" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_skills" (
	"id_car" integer NOT NULL,
	"id_skill" integer NOT NULL,
	"id_client" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "depots" (
	"id_depot" serial PRIMARY KEY NOT NULL,
	"id_client" integer NOT NULL,
	"id_subsidiary" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stop_outcomes" (
	"id_stop_outcome" serial PRIMARY KEY NOT NULL,
	"id_client" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "alias" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "id_car_make" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "id_car_model" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "id_car_type" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "id_unit_of_distance" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "id_unit_of_measure" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "id_unit_of_weight" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "capacity_pieces" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "capacity_weight" double precision;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "capacity_volume" double precision;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_id_subsidiary_subsidiaries_id_subsidiary_fk" FOREIGN KEY ("id_subsidiary") REFERENCES "public"."subsidiaries"("id_subsidiary") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_skills" ADD CONSTRAINT "car_skills_id_car_cars_id_car_fk" FOREIGN KEY ("id_car") REFERENCES "public"."cars"("id_car") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_skills" ADD CONSTRAINT "car_skills_id_skill_skills_id_skill_fk" FOREIGN KEY ("id_skill") REFERENCES "public"."skills"("id_skill") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_skills" ADD CONSTRAINT "car_skills_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depots" ADD CONSTRAINT "depots_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depots" ADD CONSTRAINT "depots_id_subsidiary_subsidiaries_id_subsidiary_fk" FOREIGN KEY ("id_subsidiary") REFERENCES "public"."subsidiaries"("id_subsidiary") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_outcomes" ADD CONSTRAINT "stop_outcomes_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "car_skills_key" ON "car_skills" USING btree ("id_car","id_skill");--> statement-breakpoint
CREATE UNIQUE INDEX "depots_default_key" ON "depots" USING btree ("id_subsidiary") WHERE "depots"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "stop_outcomes_client_name_key" ON "stop_outcomes" USING btree ("id_client","name");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_client_name_key" ON "skills" USING btree ("id_client","name");