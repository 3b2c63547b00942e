CREATE TABLE "optimization_runs" (
	"id_run" serial PRIMARY KEY NOT NULL,
	"id_client" integer NOT NULL,
	"id_subsidiary" integer NOT NULL,
	"id_optimization" integer NOT NULL,
	"route_ids" integer[] NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"include_unassigned" boolean DEFAULT false NOT NULL,
	"preview" boolean DEFAULT false NOT NULL,
	"decision" text,
	"keep_changes_small" boolean DEFAULT false NOT NULL,
	"time_limit_seconds" integer NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"best_cost" double precision,
	"distance" integer,
	"duration" integer,
	"unassigned" integer,
	"elapsed_ms" integer DEFAULT 0 NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"error" text,
	"result" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "optimizations" (
	"id_optimization" serial PRIMARY KEY NOT NULL,
	"id_client" integer NOT NULL,
	"id_subsidiary" integer NOT NULL,
	"name" text NOT NULL,
	"method" smallint DEFAULT 1 NOT NULL,
	"configuration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "optimized_addresses" (
	"id_client" integer NOT NULL,
	"id_optimization" integer NOT NULL,
	"address_key" text NOT NULL,
	"period" text NOT NULL,
	"id_run" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id_route" serial PRIMARY KEY NOT NULL,
	"id_client" integer NOT NULL,
	"id_subsidiary" integer NOT NULL,
	"id_optimization" integer NOT NULL,
	"name" text NOT NULL,
	"id_depot" integer,
	"id_car" integer,
	"id_user" integer,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"optimization_state" smallint DEFAULT 0 NOT NULL,
	"started" timestamp with time zone,
	"completed" timestamp with time zone,
	"configuration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"figure" jsonb,
	"color" text DEFAULT '' NOT NULL,
	"distance" integer,
	"duration" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stops" (
	"id_stop" serial PRIMARY KEY NOT NULL,
	"id_client" integer NOT NULL,
	"id_subsidiary" integer NOT NULL,
	"id_optimization" integer NOT NULL,
	"id_route" integer,
	"id_address" integer,
	"name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"stop_duration" integer DEFAULT 15 NOT NULL,
	"time_window_start" timestamp with time zone,
	"time_window_end" timestamp with time zone,
	"pieces" double precision DEFAULT 0 NOT NULL,
	"weight" double precision DEFAULT 0 NOT NULL,
	"volume" double precision DEFAULT 0 NOT NULL,
	"skills" integer[] DEFAULT '{}' NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"type" smallint DEFAULT 2 NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"stop_order" integer,
	"eta" timestamp with time zone,
	"departure" timestamp with time zone,
	"distance" integer,
	"started" timestamp with time zone,
	"completed" timestamp with time zone,
	"visit_time" timestamp with time zone,
	"id_stop_outcome" integer,
	"custom_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"delivery_instructions" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"unassigned_reasons" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "optimization_runs" ADD CONSTRAINT "optimization_runs_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimization_runs" ADD CONSTRAINT "optimization_runs_id_subsidiary_subsidiaries_id_subsidiary_fk" FOREIGN KEY ("id_subsidiary") REFERENCES "public"."subsidiaries"("id_subsidiary") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimization_runs" ADD CONSTRAINT "optimization_runs_id_optimization_optimizations_id_optimization_fk" FOREIGN KEY ("id_optimization") REFERENCES "public"."optimizations"("id_optimization") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimization_runs" ADD CONSTRAINT "optimization_runs_created_by_users_id_user_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id_user") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimizations" ADD CONSTRAINT "optimizations_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimizations" ADD CONSTRAINT "optimizations_id_subsidiary_subsidiaries_id_subsidiary_fk" FOREIGN KEY ("id_subsidiary") REFERENCES "public"."subsidiaries"("id_subsidiary") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimizations" ADD CONSTRAINT "optimizations_created_by_users_id_user_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id_user") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimized_addresses" ADD CONSTRAINT "optimized_addresses_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimized_addresses" ADD CONSTRAINT "optimized_addresses_id_optimization_optimizations_id_optimization_fk" FOREIGN KEY ("id_optimization") REFERENCES "public"."optimizations"("id_optimization") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_id_subsidiary_subsidiaries_id_subsidiary_fk" FOREIGN KEY ("id_subsidiary") REFERENCES "public"."subsidiaries"("id_subsidiary") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_id_optimization_optimizations_id_optimization_fk" FOREIGN KEY ("id_optimization") REFERENCES "public"."optimizations"("id_optimization") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_id_depot_depots_id_depot_fk" FOREIGN KEY ("id_depot") REFERENCES "public"."depots"("id_depot") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_id_car_cars_id_car_fk" FOREIGN KEY ("id_car") REFERENCES "public"."cars"("id_car") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stops" ADD CONSTRAINT "stops_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stops" ADD CONSTRAINT "stops_id_subsidiary_subsidiaries_id_subsidiary_fk" FOREIGN KEY ("id_subsidiary") REFERENCES "public"."subsidiaries"("id_subsidiary") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stops" ADD CONSTRAINT "stops_id_optimization_optimizations_id_optimization_fk" FOREIGN KEY ("id_optimization") REFERENCES "public"."optimizations"("id_optimization") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stops" ADD CONSTRAINT "stops_id_route_routes_id_route_fk" FOREIGN KEY ("id_route") REFERENCES "public"."routes"("id_route") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stops" ADD CONSTRAINT "stops_id_address_addresses_id_address_fk" FOREIGN KEY ("id_address") REFERENCES "public"."addresses"("id_address") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stops" ADD CONSTRAINT "stops_id_stop_outcome_stop_outcomes_id_stop_outcome_fk" FOREIGN KEY ("id_stop_outcome") REFERENCES "public"."stop_outcomes"("id_stop_outcome") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "optimization_runs_optimization" ON "optimization_runs" USING btree ("id_optimization");--> statement-breakpoint
CREATE INDEX "optimizations_client_created" ON "optimizations" USING btree ("id_client","created_at");--> statement-breakpoint
CREATE INDEX "optimizations_site_created" ON "optimizations" USING btree ("id_subsidiary","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "optimized_addresses_key" ON "optimized_addresses" USING btree ("id_optimization","address_key");--> statement-breakpoint
CREATE INDEX "optimized_addresses_period" ON "optimized_addresses" USING btree ("id_client","period");--> statement-breakpoint
CREATE INDEX "routes_optimization" ON "routes" USING btree ("id_optimization");--> statement-breakpoint
CREATE INDEX "routes_site_created" ON "routes" USING btree ("id_subsidiary","created_at");--> statement-breakpoint
CREATE INDEX "routes_client_created" ON "routes" USING btree ("id_client","created_at");--> statement-breakpoint
CREATE INDEX "stops_optimization_route" ON "stops" USING btree ("id_optimization","id_route");--> statement-breakpoint
CREATE INDEX "stops_route_order" ON "stops" USING btree ("id_route","stop_order");