-- tables (90)
public.actions r
public.actions_id_action_seq S
public.activities r rls forced
public.activities_id_activity_seq S
public.addresses r rls forced
public.addresses_id_address_seq S
public.api_keys r rls forced
public.api_keys_id_api_key_seq S
public.audit_events r rls forced
public.audit_events_id_seq S
public.car_skills r rls forced
public.cars r rls forced
public.cars_id_car_seq S
public.client_assignments r rls forced
public.clients r rls forced
public.clients_id_client_seq S
public.context_types r
public.depots r rls forced
public.depots_id_depot_seq S
public.domain_events r rls forced
public.domain_events_id_seq S
public.email_verification_tokens r rls forced
public.email_verification_tokens_id_seq S
public.files r rls forced
public.geocode_cache r rls forced
public.idempotency_keys r
public.live_events r rls forced
public.live_events_id_seq S
public.mail_outbox r rls forced
public.mail_outbox_id_seq S
public.mobile_tokens r rls forced
public.mobile_tokens_id_seq S
public.notification_bounce_reports r rls forced
public.notification_bounce_reports_id_seq S
public.notification_early_statuses r
public.notification_opt_outs r rls forced
public.notification_settings r rls forced
public.notifications r rls forced
public.notifications_id_notification_seq S
public.optimization_runs r rls forced
public.optimization_runs_id_run_seq S
public.optimizations r rls forced
public.optimizations_id_optimization_seq S
public.optimized_addresses r rls forced
public.password_reset_tokens r rls forced
public.password_reset_tokens_id_seq S
public.payment_plans r
public.payment_plans_id_payment_plan_seq S
public.permissions r
public.permissions_id_permission_seq S
public.positions r rls forced
public.positions_id_seq S
public.proof_settings r rls forced
public.rate_limit_hits r
public.refresh_tokens r rls forced
public.refresh_tokens_id_seq S
public.roles r
public.roles_id_role_seq S
public.route_etas r rls forced
public.routes r rls forced
public.routes_id_route_seq S
public.skills r rls forced
public.skills_id_skill_seq S
public.stop_outcomes r rls forced
public.stop_outcomes_id_stop_outcome_seq S
public.stop_proofs r rls forced
public.stop_ratings r rls forced
public.stops r rls forced
public.stops_id_stop_seq S
public.stripe_events r
public.subjects r
public.subjects_id_subject_seq S
public.subscriptions r rls forced
public.subscriptions_id_subscription_seq S
public.subsidiaries r rls forced
public.subsidiaries_id_subsidiary_seq S
public.totp_recovery_codes r rls forced
public.totp_recovery_codes_id_seq S
public.tracking_tokens r rls forced
public.usage_reports r rls forced
public.usage_reports_id_seq S
public.user_photos r rls forced
public.user_skills r rls forced
public.user_subsidiaries r rls forced
public.users r rls forced
public.users_id_user_seq S
public.webhook_deliveries r rls forced
public.webhook_deliveries_id_delivery_seq S
public.webhook_endpoints r rls forced
public.webhook_endpoints_id_webhook_endpoint_seq S

-- columns (498)
public.actions.description text not null default ''::text #003
public.actions.id_action integer not null default nextval('actions_id_action_seq'::regclass) #001
public.actions.name text not null #002
public.activities.created_at timestamp with time zone not null default now() #005
public.activities.description text not null default ''::text #004
public.activities.id_activity integer not null default nextval('activities_id_activity_seq'::regclass) #001
public.activities.id_activity_type integer not null #003
public.activities.id_client integer not null #002
public.addresses.address text not null #006
public.addresses.alias text not null default ''::text #005
public.addresses.created_at timestamp with time zone not null default now() #013
public.addresses.email text not null default ''::text #011
public.addresses.first_name text not null default ''::text #009
public.addresses.id_address integer not null default nextval('addresses_id_address_seq'::regclass) #001
public.addresses.id_address_type integer not null default 1 #004
public.addresses.id_client integer not null #002
public.addresses.id_subsidiary integer not null #003
public.addresses.last_name text not null default ''::text #010
public.addresses.latitude double precision not null #007
public.addresses.longitude double precision not null #008
public.addresses.phone_number text not null default ''::text #012
public.api_keys.created_at timestamp with time zone not null default now() #009
public.api_keys.created_by integer #008
public.api_keys.expires_at timestamp with time zone #010
public.api_keys.id_api_key integer not null default nextval('api_keys_id_api_key_seq'::regclass) #001
public.api_keys.id_client integer not null #002
public.api_keys.id_role integer not null #007
public.api_keys.id_subsidiary integer #003
public.api_keys.key_hash text not null #006
public.api_keys.last_ip text #013
public.api_keys.last_used_at timestamp with time zone #012
public.api_keys.name text not null #004
public.api_keys.prefix text not null #005
public.api_keys.revoked_at timestamp with time zone #011
public.audit_events.action text not null #004
public.audit_events.after jsonb #008
public.audit_events.api_key text #011
public.audit_events.before jsonb #007
public.audit_events.created_at timestamp with time zone not null default now() #010
public.audit_events.entity text not null #005
public.audit_events.entity_id text #006
public.audit_events.id integer not null default nextval('audit_events_id_seq'::regclass) #001
public.audit_events.id_client integer #002
public.audit_events.id_user integer #003
public.audit_events.request_id text #009
public.car_skills.id_car integer not null #001
public.car_skills.id_client integer not null #003
public.car_skills.id_skill integer not null #002
public.cars.active boolean not null default true #017
public.cars.alias text not null default ''::text #007
public.cars.capacity_pieces integer #014
public.cars.capacity_volume double precision #016
public.cars.capacity_weight double precision #015
public.cars.created_at timestamp with time zone not null default now() #018
public.cars.id_car integer not null default nextval('cars_id_car_seq'::regclass) #001
public.cars.id_car_make integer #008
public.cars.id_car_model integer #009
public.cars.id_car_type integer #010
public.cars.id_client integer not null #002
public.cars.id_subsidiary integer #003
public.cars.id_unit_of_distance integer not null default 1 #011
public.cars.id_unit_of_measure integer not null default 1 #012
public.cars.id_unit_of_weight integer not null default 1 #013
public.cars.id_user integer #006
public.cars.name text not null #004
public.cars.plate text not null default ''::text #005
public.client_assignments.created_at timestamp with time zone not null default now() #003
public.client_assignments.id_client integer not null #002
public.client_assignments.id_user integer not null #001
public.clients.address text not null default ''::text #003
public.clients.created_at timestamp with time zone not null default now() #010
public.clients.header_matching jsonb not null default '{}'::jsonb #011
public.clients.id_client integer not null default nextval('clients_id_client_seq'::regclass) #001
public.clients.id_unit_of_distance integer not null default 1 #007
public.clients.id_unit_of_measure integer not null default 1 #008
public.clients.id_unit_of_weight integer not null default 1 #009
public.clients.is_active boolean not null default true #005
public.clients.name text not null #002
public.clients.phone_number text not null default ''::text #004
public.clients.stripe_id text #006
public.context_types.display_name text not null #003
public.context_types.id_context_type integer not null #001
public.context_types.name text not null #002
public.depots.address text not null default ''::text #007
public.depots.created_at timestamp with time zone not null default now() #010
public.depots.description text not null default ''::text #006
public.depots.id_client integer not null #002
public.depots.id_depot integer not null default nextval('depots_id_depot_seq'::regclass) #001
public.depots.id_subsidiary integer not null #003
public.depots.is_default boolean not null default false #004
public.depots.latitude double precision not null #008
public.depots.longitude double precision not null #009
public.depots.name text not null #005
public.domain_events.data jsonb not null default '{}'::jsonb #006
public.domain_events.dispatched_at timestamp with time zone #008
public.domain_events.event_id uuid not null default gen_random_uuid() #002
public.domain_events.id bigint not null default nextval('domain_events_id_seq'::regclass) #001
public.domain_events.id_client integer not null #003
public.domain_events.id_subsidiary integer not null #004
public.domain_events.occurred_at timestamp with time zone not null default now() #007
public.domain_events.type text not null #005
public.email_verification_tokens.created_at timestamp with time zone not null default now() #005
public.email_verification_tokens.expires_at timestamp with time zone not null #006
public.email_verification_tokens.id integer not null default nextval('email_verification_tokens_id_seq'::regclass) #001
public.email_verification_tokens.id_client integer #003
public.email_verification_tokens.id_user integer not null #002
public.email_verification_tokens.token_hash text not null #004
public.email_verification_tokens.used_at timestamp with time zone #007
public.files.bytes integer not null #008
public.files.created_at timestamp with time zone not null default now() #011
public.files.created_by integer #010
public.files.id_client integer not null #002
public.files.id_file uuid not null default gen_random_uuid() #001
public.files.id_stop integer #004
public.files.id_subsidiary integer not null #003
public.files.kind text not null #005
public.files.mime text not null #007
public.files.position smallint not null default 0 #006
public.files.storage_key text not null #009
public.geocode_cache.created_at timestamp with time zone not null default now() #005
public.geocode_cache.geocoder text not null #002
public.geocode_cache.id_client integer not null #001
public.geocode_cache.places jsonb not null #004
public.geocode_cache.query_key text not null #003
public.idempotency_keys.body text #006
public.idempotency_keys.caller text not null #001
public.idempotency_keys.content_type text #005
public.idempotency_keys.created_at timestamp with time zone not null default now() #007
public.idempotency_keys.expires_at timestamp with time zone not null #008
public.idempotency_keys.key text not null #002
public.idempotency_keys.request_hash text not null #003
public.idempotency_keys.status_code integer #004
public.live_events.created_at timestamp with time zone not null default now() #006
public.live_events.id bigint not null default nextval('live_events_id_seq'::regclass) #001
public.live_events.id_client integer not null #002
public.live_events.id_subsidiary integer not null #003
public.live_events.ids jsonb not null default '{}'::jsonb #005
public.live_events.kind text not null #004
public.mail_outbox.created_at timestamp with time zone not null default now() #006
public.mail_outbox.headers jsonb #009
public.mail_outbox.html text #008
public.mail_outbox.id integer not null default nextval('mail_outbox_id_seq'::regclass) #001
public.mail_outbox.id_client integer #002
public.mail_outbox.message_id text #010
public.mail_outbox.sent_at timestamp with time zone #007
public.mail_outbox.subject text not null #004
public.mail_outbox.text text not null #005
public.mail_outbox.to text not null #003
public.mobile_tokens.created_at timestamp with time zone not null default now() #007
public.mobile_tokens.created_by integer #004
public.mobile_tokens.expires_at timestamp with time zone not null #005
public.mobile_tokens.id integer not null default nextval('mobile_tokens_id_seq'::regclass) #001
public.mobile_tokens.id_client integer not null #002
public.mobile_tokens.token_hash text not null #003
public.mobile_tokens.used_at timestamp with time zone #006
public.notification_bounce_reports.code text not null default ''::text #006
public.notification_bounce_reports.id bigint not null default nextval('notification_bounce_reports_id_seq'::regclass) #001
public.notification_bounce_reports.id_client integer not null #002
public.notification_bounce_reports.kind text not null #005
public.notification_bounce_reports.message_id text not null #003
public.notification_bounce_reports.reason text not null default ''::text #007
public.notification_bounce_reports.received_at timestamp with time zone not null #008
public.notification_bounce_reports.recipient text not null #004
public.notification_early_statuses.provider_id text not null #001
public.notification_early_statuses.reason text not null default ''::text #003
public.notification_early_statuses.received_at timestamp with time zone not null #004
public.notification_early_statuses.status text not null #002
public.notification_opt_outs.channel text not null #002
public.notification_opt_outs.created_at timestamp with time zone not null default now() #004
public.notification_opt_outs.id_client integer not null #001
public.notification_opt_outs.reason text not null default ''::text #005
public.notification_opt_outs.recipient text not null #003
public.notification_settings.id_client integer not null #001
public.notification_settings.settings jsonb not null #002
public.notification_settings.updated_at timestamp with time zone not null default now() #003
public.notifications.attempts integer not null default 0 #011
public.notifications.channel text not null #006
public.notifications.claimed_until timestamp with time zone #012
public.notifications.created_at timestamp with time zone not null default now() #014
public.notifications.event text not null #005
public.notifications.id_client integer not null #002
public.notifications.id_notification bigint not null default nextval('notifications_id_notification_seq'::regclass) #001
public.notifications.id_stop integer not null #004
public.notifications.id_subsidiary integer not null #003
public.notifications.language text not null #008
public.notifications.provider_id text #013
public.notifications.reason text not null default ''::text #010
public.notifications.recipient text not null #007
public.notifications.sent_at timestamp with time zone #015
public.notifications.seq integer not null default 0 #017
public.notifications.status text not null default 'queued'::text #009
public.notifications.updated_at timestamp with time zone not null default now() #016
public.notifications.window_from timestamp with time zone #018
public.notifications.window_to timestamp with time zone #019
public.optimization_runs.attempts integer not null default 0 #013
public.optimization_runs.best_cost double precision #014
public.optimization_runs.cancel_requested boolean not null default false #012
public.optimization_runs.created_at timestamp with time zone not null default now() #023
public.optimization_runs.created_by integer #022
public.optimization_runs.decision text #009
public.optimization_runs.distance integer #015
public.optimization_runs.duration integer #016
public.optimization_runs.elapsed_ms integer not null default 0 #018
public.optimization_runs.error text #020
public.optimization_runs.finished_at timestamp with time zone #025
public.optimization_runs.id_client integer not null #002
public.optimization_runs.id_optimization integer not null #004
public.optimization_runs.id_run integer not null default nextval('optimization_runs_id_run_seq'::regclass) #001
public.optimization_runs.id_subsidiary integer not null #003
public.optimization_runs.include_unassigned boolean not null default false #007
public.optimization_runs.keep_changes_small boolean not null default false #010
public.optimization_runs.preview boolean not null default false #008
public.optimization_runs.result jsonb #021
public.optimization_runs.route_ids integer[] not null #005
public.optimization_runs.seq integer not null default 0 #019
public.optimization_runs.started_at timestamp with time zone #024
public.optimization_runs.status text not null default 'queued'::text #006
public.optimization_runs.time_limit_seconds integer not null #011
public.optimization_runs.unassigned integer #017
public.optimizations.configuration jsonb not null default '{}'::jsonb #006
public.optimizations.created_at timestamp with time zone not null default now() #008
public.optimizations.created_by integer #007
public.optimizations.id_client integer not null #002
public.optimizations.id_optimization integer not null default nextval('optimizations_id_optimization_seq'::regclass) #001
public.optimizations.id_subsidiary integer not null #003
public.optimizations.method smallint not null default 1 #005
public.optimizations.name text not null #004
public.optimized_addresses.address_key text not null #003
public.optimized_addresses.created_at timestamp with time zone not null default now() #006
public.optimized_addresses.id_client integer not null #001
public.optimized_addresses.id_optimization integer not null #002
public.optimized_addresses.id_run integer not null #005
public.optimized_addresses.period text not null #004
public.password_reset_tokens.created_at timestamp with time zone not null default now() #005
public.password_reset_tokens.expires_at timestamp with time zone not null #006
public.password_reset_tokens.id integer not null default nextval('password_reset_tokens_id_seq'::regclass) #001
public.password_reset_tokens.id_client integer #003
public.password_reset_tokens.id_user integer not null #002
public.password_reset_tokens.token_hash text not null #004
public.password_reset_tokens.used_at timestamp with time zone #007
public.payment_plans.active boolean not null default true #012
public.payment_plans.address_price integer not null #006
public.payment_plans.created_at timestamp with time zone not null default now() #013
public.payment_plans.descriptions jsonb not null default '[]'::jsonb #010
public.payment_plans.from_addresses integer not null #003
public.payment_plans.id_payment_plan integer not null default nextval('payment_plans_id_payment_plan_seq'::regclass) #001
public.payment_plans.is_mobile boolean not null default false #007
public.payment_plans.minimum_payment integer not null #005
public.payment_plans.name text not null #002
public.payment_plans.order integer not null default 0 #008
public.payment_plans.show_on_website boolean not null default true #009
public.payment_plans.stripe_id text #011
public.payment_plans.to_addresses integer #004
public.permissions.id_action integer not null #004
public.permissions.id_permission integer not null default nextval('permissions_id_permission_seq'::regclass) #001
public.permissions.id_role integer not null #002
public.permissions.id_subject integer not null #003
public.permissions.is_active boolean not null default true #005
public.positions.accuracy double precision #009
public.positions.created_at timestamp with time zone not null default now() #012
public.positions.heading double precision #011
public.positions.id bigint not null default nextval('positions_id_seq'::regclass) #001
public.positions.id_client integer not null #002
public.positions.id_route integer not null #004
public.positions.id_subsidiary integer not null #003
public.positions.id_user integer #005
public.positions.latitude double precision not null #007
public.positions.longitude double precision not null #008
public.positions.recorded_at timestamp with time zone not null #006
public.positions.speed double precision #010
public.proof_settings.completed jsonb not null #002
public.proof_settings.failed jsonb not null #003
public.proof_settings.id_client integer not null #001
public.proof_settings.updated_at timestamp with time zone not null default now() #004
public.rate_limit_hits.hits integer not null #002
public.rate_limit_hits.key text not null #001
public.rate_limit_hits.window_start_ms bigint not null #003
public.refresh_tokens.acting_for_client integer #005
public.refresh_tokens.created_at timestamp with time zone not null default now() #007
public.refresh_tokens.expires_at timestamp with time zone not null #008
public.refresh_tokens.family_id uuid not null #002
public.refresh_tokens.id integer not null default nextval('refresh_tokens_id_seq'::regclass) #001
public.refresh_tokens.id_client integer #004
public.refresh_tokens.id_user integer not null #003
public.refresh_tokens.revoked_at timestamp with time zone #010
public.refresh_tokens.token_hash text not null #006
public.refresh_tokens.used_at timestamp with time zone #009
public.roles.description text not null default ''::text #004
public.roles.id_context_type integer not null #002
public.roles.id_role integer not null default nextval('roles_id_role_seq'::regclass) #001
public.roles.is_active boolean not null default true #005
public.roles.name text not null #003
public.route_etas.computed_at timestamp with time zone not null #005
public.route_etas.etas jsonb #007
public.route_etas.id_client integer not null #002
public.route_etas.id_optimization integer not null #004
public.route_etas.id_route integer not null #001
public.route_etas.id_subsidiary integer not null #003
public.route_etas.position_at timestamp with time zone #006
public.routes.actual_distance integer #020
public.routes.color text not null default ''::text #016
public.routes.completed timestamp with time zone #013
public.routes.configuration jsonb not null default '{}'::jsonb #014
public.routes.created_at timestamp with time zone not null default now() #019
public.routes.distance integer #017
public.routes.duration integer #018
public.routes.end_date timestamp with time zone #010
public.routes.figure jsonb #015
public.routes.id_car integer #007
public.routes.id_client integer not null #002
public.routes.id_depot integer #006
public.routes.id_optimization integer not null #004
public.routes.id_route integer not null default nextval('routes_id_route_seq'::regclass) #001
public.routes.id_subsidiary integer not null #003
public.routes.id_user integer #008
public.routes.name text not null #005
public.routes.optimization_state smallint not null default 0 #011
public.routes.start_date timestamp with time zone #009
public.routes.started timestamp with time zone #012
public.skills.active boolean not null default true #004
public.skills.id_client integer not null #002
public.skills.id_skill integer not null default nextval('skills_id_skill_seq'::regclass) #001
public.skills.name text not null #003
public.stop_outcomes.active boolean not null default true #004
public.stop_outcomes.id_client integer not null #002
public.stop_outcomes.id_stop_outcome integer not null default nextval('stop_outcomes_id_stop_outcome_seq'::regclass) #001
public.stop_outcomes.kind text not null default 'completed'::text #005
public.stop_outcomes.name text not null #003
public.stop_outcomes.preset text #006
public.stop_proofs.accuracy double precision #007
public.stop_proofs.created_at timestamp with time zone not null default now() #010
public.stop_proofs.distance_m integer #008
public.stop_proofs.far_from_stop boolean not null default false #009
public.stop_proofs.id_client integer not null #002
public.stop_proofs.id_stop integer not null #001
public.stop_proofs.id_subsidiary integer not null #003
public.stop_proofs.latitude double precision #005
public.stop_proofs.longitude double precision #006
public.stop_proofs.recipient_name text not null default ''::text #004
public.stop_ratings.comment text not null default ''::text #005
public.stop_ratings.created_at timestamp with time zone not null default now() #006
public.stop_ratings.id_client integer not null #002
public.stop_ratings.id_stop integer not null #001
public.stop_ratings.id_subsidiary integer not null #003
public.stop_ratings.rating smallint not null #004
public.stops.address text not null default ''::text #008
public.stops.arrival_key text #043
public.stops.arrival_latitude double precision #041
public.stops.arrival_longitude double precision #042
public.stops.arrived timestamp with time zone #040
public.stops.completed timestamp with time zone #026
public.stops.completion_key text #039
public.stops.created_at timestamp with time zone not null default now() #036
public.stops.custom_data jsonb not null default '{}'::jsonb #029
public.stops.delivery_instructions text not null default ''::text #030
public.stops.departure timestamp with time zone #023
public.stops.distance integer #024
public.stops.email text not null default ''::text #033
public.stops.eta timestamp with time zone #022
public.stops.failed boolean not null default false #037
public.stops.first_name text not null default ''::text #031
public.stops.id_address integer #006
public.stops.id_client integer not null #002
public.stops.id_optimization integer not null #004
public.stops.id_route integer #005
public.stops.id_stop integer not null default nextval('stops_id_stop_seq'::regclass) #001
public.stops.id_stop_outcome integer #028
public.stops.id_subsidiary integer not null #003
public.stops.last_name text not null default ''::text #032
public.stops.latitude double precision not null #009
public.stops.longitude double precision not null #010
public.stops.name text not null default ''::text #007
public.stops.note text not null default ''::text #038
public.stops.phone_number text not null default ''::text #034
public.stops.pieces double precision not null default 0 #014
public.stops.pinned boolean not null default false #020
public.stops.priority smallint not null default 0 #018
public.stops.skills integer[] not null default '{}'::integer[] #017
public.stops.started timestamp with time zone #025
public.stops.stop_duration integer not null default 15 #011
public.stops.stop_order integer #021
public.stops.time_window_end timestamp with time zone #013
public.stops.time_window_start timestamp with time zone #012
public.stops.type smallint not null default 2 #019
public.stops.unassigned_reasons text[] not null default '{}'::text[] #035
public.stops.visit_time timestamp with time zone #027
public.stops.volume double precision not null default 0 #016
public.stops.weight double precision not null default 0 #015
public.stripe_events.id text not null #001
public.stripe_events.received_at timestamp with time zone not null default now() #003
public.stripe_events.type text not null #002
public.subjects.description text not null default ''::text #003
public.subjects.id_subject integer not null default nextval('subjects_id_subject_seq'::regclass) #001
public.subjects.name text not null #002
public.subscriptions.created_at timestamp with time zone not null default now() #012
public.subscriptions.current_period_end timestamp with time zone #011
public.subscriptions.current_period_start timestamp with time zone #010
public.subscriptions.days integer #007
public.subscriptions.drivers integer not null #005
public.subscriptions.id_client integer not null #002
public.subscriptions.id_payment_plan integer not null #003
public.subscriptions.id_subscription integer not null default nextval('subscriptions_id_subscription_seq'::regclass) #001
public.subscriptions.period smallint not null #004
public.subscriptions.routes integer not null #006
public.subscriptions.status text not null #009
public.subscriptions.stripe_id text not null #008
public.subscriptions.updated_at timestamp with time zone not null default now() #013
public.subsidiaries.active boolean not null default true #007
public.subsidiaries.address text not null default ''::text #004
public.subsidiaries.created_at timestamp with time zone not null default now() #009
public.subsidiaries.email text not null default ''::text #006
public.subsidiaries.id_client integer not null #002
public.subsidiaries.id_subsidiary integer not null default nextval('subsidiaries_id_subsidiary_seq'::regclass) #001
public.subsidiaries.id_unit_of_distance integer not null default 1 #010
public.subsidiaries.id_unit_of_measure integer not null default 1 #011
public.subsidiaries.id_unit_of_weight integer not null default 1 #012
public.subsidiaries.is_main boolean not null default false #008
public.subsidiaries.name text not null #003
public.subsidiaries.phone_number text not null default ''::text #005
public.subsidiaries.time_zone text not null default 'America/Mexico_City'::text #013
public.subsidiaries.time_zone_chosen boolean not null default true #014
public.totp_recovery_codes.code_hash text not null #004
public.totp_recovery_codes.id integer not null default nextval('totp_recovery_codes_id_seq'::regclass) #001
public.totp_recovery_codes.id_client integer #003
public.totp_recovery_codes.id_user integer not null #002
public.totp_recovery_codes.used_at timestamp with time zone #005
public.tracking_tokens.created_at timestamp with time zone not null default now() #005
public.tracking_tokens.expires_at timestamp with time zone not null #004
public.tracking_tokens.id_client integer not null #002
public.tracking_tokens.id_stop integer not null #003
public.tracking_tokens.token_hash text not null #001
public.usage_reports.addresses integer not null #004
public.usage_reports.created_at timestamp with time zone not null default now() #007
public.usage_reports.id integer not null default nextval('usage_reports_id_seq'::regclass) #001
public.usage_reports.id_client integer not null #002
public.usage_reports.identifier text not null #005
public.usage_reports.period text not null #003
public.usage_reports.reported_at timestamp with time zone #006
public.user_photos.content bytea not null #004
public.user_photos.created_at timestamp with time zone not null default now() #005
public.user_photos.id_client integer #002
public.user_photos.id_user integer not null #001
public.user_photos.mime text not null #003
public.user_skills.id_client integer not null #003
public.user_skills.id_skill integer not null #002
public.user_skills.id_user integer not null #001
public.user_subsidiaries.id_client integer not null #003
public.user_subsidiaries.id_subsidiary integer not null #002
public.user_subsidiaries.id_user integer not null #001
public.users.created_at timestamp with time zone not null default now() #015
public.users.email text not null #006
public.users.email_verified boolean not null default true #016
public.users.id_client integer #004
public.users.id_context_type integer not null #002
public.users.id_role integer not null #003
public.users.id_user integer not null default nextval('users_id_user_seq'::regclass) #001
public.users.is_active boolean not null default true #010
public.users.is_first_login boolean not null default true #011
public.users.lng text not null default 'en'::text #014
public.users.name text not null #005
public.users.password_hash text not null #007
public.users.photo text #008
public.users.telephone text not null default ''::text #009
public.users.theme text not null default 'light'::text #013
public.users.totp_enabled boolean not null default false #018
public.users.totp_last_step integer #019
public.users.totp_secret text #017
public.users.user_recovery_password boolean not null default false #012
public.webhook_deliveries.attempts integer not null default 0 #009
public.webhook_deliveries.claimed_until timestamp with time zone #010
public.webhook_deliveries.created_at timestamp with time zone not null default now() #017
public.webhook_deliveries.error text #014
public.webhook_deliveries.id_client integer not null #002
public.webhook_deliveries.id_delivery bigint not null default nextval('webhook_deliveries_id_delivery_seq'::regclass) #001
public.webhook_deliveries.id_event bigint #004
public.webhook_deliveries.id_webhook_endpoint integer not null #003
public.webhook_deliveries.last_attempt_at timestamp with time zone #015
public.webhook_deliveries.message_id text not null #005
public.webhook_deliveries.next_attempt_at timestamp with time zone #016
public.webhook_deliveries.payload text not null #007
public.webhook_deliveries.response_body text #013
public.webhook_deliveries.response_ms integer #012
public.webhook_deliveries.response_status integer #011
public.webhook_deliveries.status text not null default 'pending'::text #008
public.webhook_deliveries.type text not null #006
public.webhook_endpoints.created_at timestamp with time zone not null default now() #013
public.webhook_endpoints.created_by integer #012
public.webhook_endpoints.description text not null default ''::text #004
public.webhook_endpoints.disabled_reason text not null default ''::text #010
public.webhook_endpoints.enabled boolean not null default true #009
public.webhook_endpoints.events text[] not null #005
public.webhook_endpoints.failing_since timestamp with time zone #011
public.webhook_endpoints.id_client integer not null #002
public.webhook_endpoints.id_webhook_endpoint integer not null default nextval('webhook_endpoints_id_webhook_endpoint_seq'::regclass) #001
public.webhook_endpoints.previous_secret text #007
public.webhook_endpoints.previous_secret_expires_at timestamp with time zone #008
public.webhook_endpoints.secret text not null #006
public.webhook_endpoints.url text not null #003

-- constraints (528)
public.actions actions_description_not_null NOT NULL description
public.actions actions_id_action_not_null NOT NULL id_action
public.actions actions_name_not_null NOT NULL name
public.actions actions_name_unique UNIQUE (name)
public.actions actions_pkey PRIMARY KEY (id_action)
public.activities activities_created_at_not_null NOT NULL created_at
public.activities activities_description_not_null NOT NULL description
public.activities activities_id_activity_not_null NOT NULL id_activity
public.activities activities_id_activity_type_not_null NOT NULL id_activity_type
public.activities activities_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.activities activities_id_client_not_null NOT NULL id_client
public.activities activities_pkey PRIMARY KEY (id_activity)
public.addresses addresses_address_not_null NOT NULL address
public.addresses addresses_alias_not_null NOT NULL alias
public.addresses addresses_created_at_not_null NOT NULL created_at
public.addresses addresses_email_not_null NOT NULL email
public.addresses addresses_first_name_not_null NOT NULL first_name
public.addresses addresses_id_address_not_null NOT NULL id_address
public.addresses addresses_id_address_type_not_null NOT NULL id_address_type
public.addresses addresses_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.addresses addresses_id_client_not_null NOT NULL id_client
public.addresses addresses_id_subsidiary_not_null NOT NULL id_subsidiary
public.addresses addresses_id_subsidiary_subsidiaries_id_subsidiary_fk FOREIGN KEY (id_subsidiary) REFERENCES subsidiaries(id_subsidiary) ON DELETE CASCADE
public.addresses addresses_last_name_not_null NOT NULL last_name
public.addresses addresses_latitude_not_null NOT NULL latitude
public.addresses addresses_longitude_not_null NOT NULL longitude
public.addresses addresses_phone_number_not_null NOT NULL phone_number
public.addresses addresses_pkey PRIMARY KEY (id_address)
public.api_keys api_keys_created_at_not_null NOT NULL created_at
public.api_keys api_keys_created_by_users_id_user_fk FOREIGN KEY (created_by) REFERENCES users(id_user) ON DELETE SET NULL
public.api_keys api_keys_id_api_key_not_null NOT NULL id_api_key
public.api_keys api_keys_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.api_keys api_keys_id_client_not_null NOT NULL id_client
public.api_keys api_keys_id_role_not_null NOT NULL id_role
public.api_keys api_keys_id_role_roles_id_role_fk FOREIGN KEY (id_role) REFERENCES roles(id_role)
public.api_keys api_keys_id_subsidiary_subsidiaries_id_subsidiary_fk FOREIGN KEY (id_subsidiary) REFERENCES subsidiaries(id_subsidiary) ON DELETE CASCADE
public.api_keys api_keys_key_hash_not_null NOT NULL key_hash
public.api_keys api_keys_name_not_null NOT NULL name
public.api_keys api_keys_pkey PRIMARY KEY (id_api_key)
public.api_keys api_keys_prefix_not_null NOT NULL prefix
public.audit_events audit_events_action_not_null NOT NULL action
public.audit_events audit_events_created_at_not_null NOT NULL created_at
public.audit_events audit_events_entity_not_null NOT NULL entity
public.audit_events audit_events_id_not_null NOT NULL id
public.audit_events audit_events_pkey PRIMARY KEY (id)
public.car_skills car_skills_id_car_cars_id_car_fk FOREIGN KEY (id_car) REFERENCES cars(id_car) ON DELETE CASCADE
public.car_skills car_skills_id_car_not_null NOT NULL id_car
public.car_skills car_skills_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.car_skills car_skills_id_client_not_null NOT NULL id_client
public.car_skills car_skills_id_skill_not_null NOT NULL id_skill
public.car_skills car_skills_id_skill_skills_id_skill_fk FOREIGN KEY (id_skill) REFERENCES skills(id_skill) ON DELETE CASCADE
public.cars cars_active_not_null NOT NULL active
public.cars cars_alias_not_null NOT NULL alias
public.cars cars_created_at_not_null NOT NULL created_at
public.cars cars_id_car_not_null NOT NULL id_car
public.cars cars_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.cars cars_id_client_not_null NOT NULL id_client
public.cars cars_id_subsidiary_subsidiaries_id_subsidiary_fk FOREIGN KEY (id_subsidiary) REFERENCES subsidiaries(id_subsidiary) ON DELETE SET NULL
public.cars cars_id_unit_of_distance_not_null NOT NULL id_unit_of_distance
public.cars cars_id_unit_of_measure_not_null NOT NULL id_unit_of_measure
public.cars cars_id_unit_of_weight_not_null NOT NULL id_unit_of_weight
public.cars cars_id_user_users_id_user_fk FOREIGN KEY (id_user) REFERENCES users(id_user) ON DELETE SET NULL
public.cars cars_name_not_null NOT NULL name
public.cars cars_pkey PRIMARY KEY (id_car)
public.cars cars_plate_not_null NOT NULL plate
public.client_assignments client_assignments_created_at_not_null NOT NULL created_at
public.client_assignments client_assignments_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.client_assignments client_assignments_id_client_not_null NOT NULL id_client
public.client_assignments client_assignments_id_user_not_null NOT NULL id_user
public.client_assignments client_assignments_id_user_users_id_user_fk FOREIGN KEY (id_user) REFERENCES users(id_user) ON DELETE CASCADE
public.clients clients_address_not_null NOT NULL address
public.clients clients_created_at_not_null NOT NULL created_at
public.clients clients_header_matching_not_null NOT NULL header_matching
public.clients clients_id_client_not_null NOT NULL id_client
public.clients clients_id_unit_of_distance_not_null NOT NULL id_unit_of_distance
public.clients clients_id_unit_of_measure_not_null NOT NULL id_unit_of_measure
public.clients clients_id_unit_of_weight_not_null NOT NULL id_unit_of_weight
public.clients clients_is_active_not_null NOT NULL is_active
public.clients clients_name_not_null NOT NULL name
public.clients clients_phone_number_not_null NOT NULL phone_number
public.clients clients_pkey PRIMARY KEY (id_client)
public.context_types context_types_display_name_not_null NOT NULL display_name
public.context_types context_types_id_context_type_not_null NOT NULL id_context_type
public.context_types context_types_name_not_null NOT NULL name
public.context_types context_types_pkey PRIMARY KEY (id_context_type)
public.depots depots_address_not_null NOT NULL address
public.depots depots_created_at_not_null NOT NULL created_at
public.depots depots_description_not_null NOT NULL description
public.depots depots_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.depots depots_id_client_not_null NOT NULL id_client
public.depots depots_id_depot_not_null NOT NULL id_depot
public.depots depots_id_subsidiary_not_null NOT NULL id_subsidiary
public.depots depots_id_subsidiary_subsidiaries_id_subsidiary_fk FOREIGN KEY (id_subsidiary) REFERENCES subsidiaries(id_subsidiary) ON DELETE CASCADE
public.depots depots_is_default_not_null NOT NULL is_default
public.depots depots_latitude_not_null NOT NULL latitude
public.depots depots_longitude_not_null NOT NULL longitude
public.depots depots_name_not_null NOT NULL name
public.depots depots_pkey PRIMARY KEY (id_depot)
public.domain_events domain_events_data_not_null NOT NULL data
public.domain_events domain_events_event_id_not_null NOT NULL event_id
public.domain_events domain_events_id_client_not_null NOT NULL id_client
public.domain_events domain_events_id_not_null NOT NULL id
public.domain_events domain_events_id_subsidiary_not_null NOT NULL id_subsidiary
public.domain_events domain_events_occurred_at_not_null NOT NULL occurred_at
public.domain_events domain_events_pkey PRIMARY KEY (id)
public.domain_events domain_events_type_not_null NOT NULL type
public.email_verification_tokens email_verification_tokens_created_at_not_null NOT NULL created_at
public.email_verification_tokens email_verification_tokens_expires_at_not_null NOT NULL expires_at
public.email_verification_tokens email_verification_tokens_id_not_null NOT NULL id
public.email_verification_tokens email_verification_tokens_id_user_not_null NOT NULL id_user
public.email_verification_tokens email_verification_tokens_id_user_users_id_user_fk FOREIGN KEY (id_user) REFERENCES users(id_user) ON DELETE CASCADE
public.email_verification_tokens email_verification_tokens_pkey PRIMARY KEY (id)
public.email_verification_tokens email_verification_tokens_token_hash_not_null NOT NULL token_hash
public.email_verification_tokens email_verification_tokens_token_hash_unique UNIQUE (token_hash)
public.files files_bytes_not_null NOT NULL bytes
public.files files_created_at_not_null NOT NULL created_at
public.files files_created_by_users_id_user_fk FOREIGN KEY (created_by) REFERENCES users(id_user) ON DELETE SET NULL
public.files files_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.files files_id_client_not_null NOT NULL id_client
public.files files_id_file_not_null NOT NULL id_file
public.files files_id_stop_stops_id_stop_fk FOREIGN KEY (id_stop) REFERENCES stops(id_stop) ON DELETE CASCADE
public.files files_id_subsidiary_not_null NOT NULL id_subsidiary
public.files files_id_subsidiary_subsidiaries_id_subsidiary_fk FOREIGN KEY (id_subsidiary) REFERENCES subsidiaries(id_subsidiary) ON DELETE CASCADE
public.files files_kind_not_null NOT NULL kind
public.files files_mime_not_null NOT NULL mime
public.files files_pkey PRIMARY KEY (id_file)
public.files files_position_not_null NOT NULL "position"
public.files files_storage_key_not_null NOT NULL storage_key
public.geocode_cache geocode_cache_created_at_not_null NOT NULL created_at
public.geocode_cache geocode_cache_geocoder_not_null NOT NULL geocoder
public.geocode_cache geocode_cache_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.geocode_cache geocode_cache_id_client_geocoder_query_key_pk PRIMARY KEY (id_client, geocoder, query_key)
public.geocode_cache geocode_cache_id_client_not_null NOT NULL id_client
public.geocode_cache geocode_cache_places_not_null NOT NULL places
public.geocode_cache geocode_cache_query_key_not_null NOT NULL query_key
public.idempotency_keys idempotency_keys_caller_key_pk PRIMARY KEY (caller, key)
public.idempotency_keys idempotency_keys_caller_not_null NOT NULL caller
public.idempotency_keys idempotency_keys_created_at_not_null NOT NULL created_at
public.idempotency_keys idempotency_keys_expires_at_not_null NOT NULL expires_at
public.idempotency_keys idempotency_keys_key_not_null NOT NULL key
public.idempotency_keys idempotency_keys_request_hash_not_null NOT NULL request_hash
public.live_events live_events_created_at_not_null NOT NULL created_at
public.live_events live_events_id_client_not_null NOT NULL id_client
public.live_events live_events_id_not_null NOT NULL id
public.live_events live_events_id_subsidiary_not_null NOT NULL id_subsidiary
public.live_events live_events_ids_not_null NOT NULL ids
public.live_events live_events_kind_not_null NOT NULL kind
public.live_events live_events_pkey PRIMARY KEY (id)
public.mail_outbox mail_outbox_created_at_not_null NOT NULL created_at
public.mail_outbox mail_outbox_id_not_null NOT NULL id
public.mail_outbox mail_outbox_message_id UNIQUE (message_id)
public.mail_outbox mail_outbox_pkey PRIMARY KEY (id)
public.mail_outbox mail_outbox_subject_not_null NOT NULL subject
public.mail_outbox mail_outbox_text_not_null NOT NULL text
public.mail_outbox mail_outbox_to_not_null NOT NULL "to"
public.mobile_tokens mobile_tokens_created_at_not_null NOT NULL created_at
public.mobile_tokens mobile_tokens_created_by_users_id_user_fk FOREIGN KEY (created_by) REFERENCES users(id_user) ON DELETE SET NULL
public.mobile_tokens mobile_tokens_expires_at_not_null NOT NULL expires_at
public.mobile_tokens mobile_tokens_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.mobile_tokens mobile_tokens_id_client_not_null NOT NULL id_client
public.mobile_tokens mobile_tokens_id_not_null NOT NULL id
public.mobile_tokens mobile_tokens_pkey PRIMARY KEY (id)
public.mobile_tokens mobile_tokens_token_hash_not_null NOT NULL token_hash
public.mobile_tokens mobile_tokens_token_hash_unique UNIQUE (token_hash)
public.notification_bounce_reports notification_bounce_reports_code_not_null NOT NULL code
public.notification_bounce_reports notification_bounce_reports_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.notification_bounce_reports notification_bounce_reports_id_client_not_null NOT NULL id_client
public.notification_bounce_reports notification_bounce_reports_id_not_null NOT NULL id
public.notification_bounce_reports notification_bounce_reports_kind_not_null NOT NULL kind
public.notification_bounce_reports notification_bounce_reports_message_id_not_null NOT NULL message_id
public.notification_bounce_reports notification_bounce_reports_pkey PRIMARY KEY (id)
public.notification_bounce_reports notification_bounce_reports_reason_not_null NOT NULL reason
public.notification_bounce_reports notification_bounce_reports_received_at_not_null NOT NULL received_at
public.notification_bounce_reports notification_bounce_reports_recipient_not_null NOT NULL recipient
public.notification_early_statuses notification_early_statuses_pkey PRIMARY KEY (provider_id)
public.notification_early_statuses notification_early_statuses_provider_id_not_null NOT NULL provider_id
public.notification_early_statuses notification_early_statuses_reason_not_null NOT NULL reason
public.notification_early_statuses notification_early_statuses_received_at_not_null NOT NULL received_at
public.notification_early_statuses notification_early_statuses_status_not_null NOT NULL status
public.notification_opt_outs notification_opt_outs_channel_not_null NOT NULL channel
public.notification_opt_outs notification_opt_outs_created_at_not_null NOT NULL created_at
public.notification_opt_outs notification_opt_outs_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.notification_opt_outs notification_opt_outs_id_client_not_null NOT NULL id_client
public.notification_opt_outs notification_opt_outs_reason_not_null NOT NULL reason
public.notification_opt_outs notification_opt_outs_recipient_not_null NOT NULL recipient
public.notification_settings notification_settings_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.notification_settings notification_settings_id_client_not_null NOT NULL id_client
public.notification_settings notification_settings_pkey PRIMARY KEY (id_client)
public.notification_settings notification_settings_settings_not_null NOT NULL settings
public.notification_settings notification_settings_updated_at_not_null NOT NULL updated_at
public.notifications notifications_attempts_not_null NOT NULL attempts
public.notifications notifications_channel_not_null NOT NULL channel
public.notifications notifications_created_at_not_null NOT NULL created_at
public.notifications notifications_event_not_null NOT NULL event
public.notifications notifications_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.notifications notifications_id_client_not_null NOT NULL id_client
public.notifications notifications_id_notification_not_null NOT NULL id_notification
public.notifications notifications_id_stop_not_null NOT NULL id_stop
public.notifications notifications_id_stop_stops_id_stop_fk FOREIGN KEY (id_stop) REFERENCES stops(id_stop) ON DELETE CASCADE
public.notifications notifications_id_subsidiary_not_null NOT NULL id_subsidiary
public.notifications notifications_id_subsidiary_subsidiaries_id_subsidiary_fk FOREIGN KEY (id_subsidiary) REFERENCES subsidiaries(id_subsidiary) ON DELETE CASCADE
public.notifications notifications_language_not_null NOT NULL language
public.notifications notifications_pkey PRIMARY KEY (id_notification)
public.notifications notifications_reason_not_null NOT NULL reason
public.notifications notifications_recipient_not_null NOT NULL recipient
public.notifications notifications_seq_not_null NOT NULL seq
public.notifications notifications_status_not_null NOT NULL status
public.notifications notifications_updated_at_not_null NOT NULL updated_at
public.optimization_runs optimization_runs_attempts_not_null NOT NULL attempts
public.optimization_runs optimization_runs_cancel_requested_not_null NOT NULL cancel_requested
public.optimization_runs optimization_runs_created_at_not_null NOT NULL created_at
public.optimization_runs optimization_runs_created_by_users_id_user_fk FOREIGN KEY (created_by) REFERENCES users(id_user) ON DELETE SET NULL
public.optimization_runs optimization_runs_elapsed_ms_not_null NOT NULL elapsed_ms
public.optimization_runs optimization_runs_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.optimization_runs optimization_runs_id_client_not_null NOT NULL id_client
public.optimization_runs optimization_runs_id_optimization_not_null NOT NULL id_optimization
public.optimization_runs optimization_runs_id_optimization_optimizations_id_optimization FOREIGN KEY (id_optimization) REFERENCES optimizations(id_optimization) ON DELETE CASCADE
public.optimization_runs optimization_runs_id_run_not_null NOT NULL id_run
public.optimization_runs optimization_runs_id_subsidiary_not_null NOT NULL id_subsidiary
public.optimization_runs optimization_runs_id_subsidiary_subsidiaries_id_subsidiary_fk FOREIGN KEY (id_subsidiary) REFERENCES subsidiaries(id_subsidiary) ON DELETE CASCADE
public.optimization_runs optimization_runs_include_unassigned_not_null NOT NULL include_unassigned
public.optimization_runs optimization_runs_keep_changes_small_not_null NOT NULL keep_changes_small
public.optimization_runs optimization_runs_pkey PRIMARY KEY (id_run)
public.optimization_runs optimization_runs_preview_not_null NOT NULL preview
public.optimization_runs optimization_runs_route_ids_not_null NOT NULL route_ids
public.optimization_runs optimization_runs_seq_not_null NOT NULL seq
public.optimization_runs optimization_runs_status_not_null NOT NULL status
public.optimization_runs optimization_runs_time_limit_seconds_not_null NOT NULL time_limit_seconds
public.optimizations optimizations_configuration_not_null NOT NULL configuration
public.optimizations optimizations_created_at_not_null NOT NULL created_at
public.optimizations optimizations_created_by_users_id_user_fk FOREIGN KEY (created_by) REFERENCES users(id_user) ON DELETE SET NULL
public.optimizations optimizations_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.optimizations optimizations_id_client_not_null NOT NULL id_client
public.optimizations optimizations_id_optimization_not_null NOT NULL id_optimization
public.optimizations optimizations_id_subsidiary_not_null NOT NULL id_subsidiary
public.optimizations optimizations_id_subsidiary_subsidiaries_id_subsidiary_fk FOREIGN KEY (id_subsidiary) REFERENCES subsidiaries(id_subsidiary) ON DELETE CASCADE
public.optimizations optimizations_method_not_null NOT NULL method
public.optimizations optimizations_name_not_null NOT NULL name
public.optimizations optimizations_pkey PRIMARY KEY (id_optimization)
public.optimized_addresses optimized_addresses_address_key_not_null NOT NULL address_key
public.optimized_addresses optimized_addresses_created_at_not_null NOT NULL created_at
public.optimized_addresses optimized_addresses_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.optimized_addresses optimized_addresses_id_client_not_null NOT NULL id_client
public.optimized_addresses optimized_addresses_id_optimization_not_null NOT NULL id_optimization
public.optimized_addresses optimized_addresses_id_optimization_optimizations_id_optimizati FOREIGN KEY (id_optimization) REFERENCES optimizations(id_optimization) ON DELETE CASCADE
public.optimized_addresses optimized_addresses_id_run_not_null NOT NULL id_run
public.optimized_addresses optimized_addresses_period_not_null NOT NULL period
public.password_reset_tokens password_reset_tokens_created_at_not_null NOT NULL created_at
public.password_reset_tokens password_reset_tokens_expires_at_not_null NOT NULL expires_at
public.password_reset_tokens password_reset_tokens_id_not_null NOT NULL id
public.password_reset_tokens password_reset_tokens_id_user_not_null NOT NULL id_user
public.password_reset_tokens password_reset_tokens_id_user_users_id_user_fk FOREIGN KEY (id_user) REFERENCES users(id_user) ON DELETE CASCADE
public.password_reset_tokens password_reset_tokens_pkey PRIMARY KEY (id)
public.password_reset_tokens password_reset_tokens_token_hash_not_null NOT NULL token_hash
public.password_reset_tokens password_reset_tokens_token_hash_unique UNIQUE (token_hash)
public.payment_plans payment_plans_active_not_null NOT NULL active
public.payment_plans payment_plans_address_price_not_null NOT NULL address_price
public.payment_plans payment_plans_created_at_not_null NOT NULL created_at
public.payment_plans payment_plans_descriptions_not_null NOT NULL descriptions
public.payment_plans payment_plans_from_addresses_not_null NOT NULL from_addresses
public.payment_plans payment_plans_id_payment_plan_not_null NOT NULL id_payment_plan
public.payment_plans payment_plans_is_mobile_not_null NOT NULL is_mobile
public.payment_plans payment_plans_minimum_payment_not_null NOT NULL minimum_payment
public.payment_plans payment_plans_name_not_null NOT NULL name
public.payment_plans payment_plans_order_not_null NOT NULL "order"
public.payment_plans payment_plans_pkey PRIMARY KEY (id_payment_plan)
public.payment_plans payment_plans_show_on_website_not_null NOT NULL show_on_website
public.permissions permissions_id_action_actions_id_action_fk FOREIGN KEY (id_action) REFERENCES actions(id_action)
public.permissions permissions_id_action_not_null NOT NULL id_action
public.permissions permissions_id_permission_not_null NOT NULL id_permission
public.permissions permissions_id_role_not_null NOT NULL id_role
public.permissions permissions_id_role_roles_id_role_fk FOREIGN KEY (id_role) REFERENCES roles(id_role) ON DELETE CASCADE
public.permissions permissions_id_subject_not_null NOT NULL id_subject
public.permissions permissions_id_subject_subjects_id_subject_fk FOREIGN KEY (id_subject) REFERENCES subjects(id_subject)
public.permissions permissions_is_active_not_null NOT NULL is_active
public.permissions permissions_pkey PRIMARY KEY (id_permission)
public.positions positions_created_at_not_null NOT NULL created_at
public.positions positions_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.positions positions_id_client_not_null NOT NULL id_client
public.positions positions_id_not_null NOT NULL id
public.positions positions_id_route_not_null NOT NULL id_route
public.positions positions_id_route_routes_id_route_fk FOREIGN KEY (id_route) REFERENCES routes(id_route) ON DELETE CASCADE
public.positions positions_id_subsidiary_not_null NOT NULL id_subsidiary
public.positions positions_id_subsidiary_subsidiaries_id_subsidiary_fk FOREIGN KEY (id_subsidiary) REFERENCES subsidiaries(id_subsidiary) ON DELETE CASCADE
public.positions positions_id_user_users_id_user_fk FOREIGN KEY (id_user) REFERENCES users(id_user) ON DELETE SET NULL
public.positions positions_latitude_not_null NOT NULL latitude
public.positions positions_longitude_not_null NOT NULL longitude
public.positions positions_pkey PRIMARY KEY (id)
public.positions positions_recorded_at_not_null NOT NULL recorded_at
public.proof_settings proof_settings_completed_not_null NOT NULL completed
public.proof_settings proof_settings_failed_not_null NOT NULL failed
public.proof_settings proof_settings_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.proof_settings proof_settings_id_client_not_null NOT NULL id_client
public.proof_settings proof_settings_pkey PRIMARY KEY (id_client)
public.proof_settings proof_settings_updated_at_not_null NOT NULL updated_at
public.rate_limit_hits rate_limit_hits_hits_not_null NOT NULL hits
public.rate_limit_hits rate_limit_hits_key_not_null NOT NULL key
public.rate_limit_hits rate_limit_hits_pkey PRIMARY KEY (key)
public.rate_limit_hits rate_limit_hits_window_start_ms_not_null NOT NULL window_start_ms
public.refresh_tokens refresh_tokens_created_at_not_null NOT NULL created_at
public.refresh_tokens refresh_tokens_expires_at_not_null NOT NULL expires_at
public.refresh_tokens refresh_tokens_family_id_not_null NOT NULL family_id
public.refresh_tokens refresh_tokens_id_not_null NOT NULL id
public.refresh_tokens refresh_tokens_id_user_not_null NOT NULL id_user
public.refresh_tokens refresh_tokens_id_user_users_id_user_fk FOREIGN KEY (id_user) REFERENCES users(id_user) ON DELETE CASCADE
public.refresh_tokens refresh_tokens_pkey PRIMARY KEY (id)
public.refresh_tokens refresh_tokens_token_hash_not_null NOT NULL token_hash
public.refresh_tokens refresh_tokens_token_hash_unique UNIQUE (token_hash)
public.roles roles_description_not_null NOT NULL description
public.roles roles_id_context_type_context_types_id_context_type_fk FOREIGN KEY (id_context_type) REFERENCES context_types(id_context_type)
public.roles roles_id_context_type_not_null NOT NULL id_context_type
public.roles roles_id_role_not_null NOT NULL id_role
public.roles roles_is_active_not_null NOT NULL is_active
public.roles roles_name_not_null NOT NULL name
public.roles roles_pkey PRIMARY KEY (id_role)
public.route_etas route_etas_computed_at_not_null NOT NULL computed_at
public.route_etas route_etas_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.route_etas route_etas_id_client_not_null NOT NULL id_client
public.route_etas route_etas_id_optimization_not_null NOT NULL id_optimization
public.route_etas route_etas_id_route_not_null NOT NULL id_route
public.route_etas route_etas_id_route_routes_id_route_fk FOREIGN KEY (id_route) REFERENCES routes(id_route) ON DELETE CASCADE
public.route_etas route_etas_id_subsidiary_not_null NOT NULL id_subsidiary
public.route_etas route_etas_id_subsidiary_subsidiaries_id_subsidiary_fk FOREIGN KEY (id_subsidiary) REFERENCES subsidiaries(id_subsidiary) ON DELETE CASCADE
public.route_etas route_etas_pkey PRIMARY KEY (id_route)
public.routes routes_color_not_null NOT NULL color
public.routes routes_configuration_not_null NOT NULL configuration
public.routes routes_created_at_not_null NOT NULL created_at
public.routes routes_id_car_cars_id_car_fk FOREIGN KEY (id_car) REFERENCES cars(id_car) ON DELETE SET NULL
public.routes routes_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.routes routes_id_client_not_null NOT NULL id_client
public.routes routes_id_depot_depots_id_depot_fk FOREIGN KEY (id_depot) REFERENCES depots(id_depot) ON DELETE SET NULL
public.routes routes_id_optimization_not_null NOT NULL id_optimization
public.routes routes_id_optimization_optimizations_id_optimization_fk FOREIGN KEY (id_optimization) REFERENCES optimizations(id_optimization) ON DELETE CASCADE
public.routes routes_id_route_not_null NOT NULL id_route
public.routes routes_id_subsidiary_not_null NOT NULL id_subsidiary
public.routes routes_id_subsidiary_subsidiaries_id_subsidiary_fk FOREIGN KEY (id_subsidiary) REFERENCES subsidiaries(id_subsidiary) ON DELETE CASCADE
public.routes routes_id_user_users_id_user_fk FOREIGN KEY (id_user) REFERENCES users(id_user) ON DELETE SET NULL
public.routes routes_name_not_null NOT NULL name
public.routes routes_optimization_state_not_null NOT NULL optimization_state
public.routes routes_pkey PRIMARY KEY (id_route)
public.skills skills_active_not_null NOT NULL active
public.skills skills_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.skills skills_id_client_not_null NOT NULL id_client
public.skills skills_id_skill_not_null NOT NULL id_skill
public.skills skills_name_not_null NOT NULL name
public.skills skills_pkey PRIMARY KEY (id_skill)
public.stop_outcomes stop_outcomes_active_not_null NOT NULL active
public.stop_outcomes stop_outcomes_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.stop_outcomes stop_outcomes_id_client_not_null NOT NULL id_client
public.stop_outcomes stop_outcomes_id_stop_outcome_not_null NOT NULL id_stop_outcome
public.stop_outcomes stop_outcomes_kind_not_null NOT NULL kind
public.stop_outcomes stop_outcomes_name_not_null NOT NULL name
public.stop_outcomes stop_outcomes_pkey PRIMARY KEY (id_stop_outcome)
public.stop_proofs stop_proofs_created_at_not_null NOT NULL created_at
public.stop_proofs stop_proofs_far_from_stop_not_null NOT NULL far_from_stop
public.stop_proofs stop_proofs_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.stop_proofs stop_proofs_id_client_not_null NOT NULL id_client
public.stop_proofs stop_proofs_id_stop_not_null NOT NULL id_stop
public.stop_proofs stop_proofs_id_stop_stops_id_stop_fk FOREIGN KEY (id_stop) REFERENCES stops(id_stop) ON DELETE CASCADE
public.stop_proofs stop_proofs_id_subsidiary_not_null NOT NULL id_subsidiary
public.stop_proofs stop_proofs_id_subsidiary_subsidiaries_id_subsidiary_fk FOREIGN KEY (id_subsidiary) REFERENCES subsidiaries(id_subsidiary) ON DELETE CASCADE
public.stop_proofs stop_proofs_pkey PRIMARY KEY (id_stop)
public.stop_proofs stop_proofs_recipient_name_not_null NOT NULL recipient_name
public.stop_ratings stop_ratings_comment_not_null NOT NULL comment
public.stop_ratings stop_ratings_created_at_not_null NOT NULL created_at
public.stop_ratings stop_ratings_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.stop_ratings stop_ratings_id_client_not_null NOT NULL id_client
public.stop_ratings stop_ratings_id_stop_not_null NOT NULL id_stop
public.stop_ratings stop_ratings_id_stop_stops_id_stop_fk FOREIGN KEY (id_stop) REFERENCES stops(id_stop) ON DELETE CASCADE
public.stop_ratings stop_ratings_id_subsidiary_not_null NOT NULL id_subsidiary
public.stop_ratings stop_ratings_id_subsidiary_subsidiaries_id_subsidiary_fk FOREIGN KEY (id_subsidiary) REFERENCES subsidiaries(id_subsidiary) ON DELETE CASCADE
public.stop_ratings stop_ratings_pkey PRIMARY KEY (id_stop)
public.stop_ratings stop_ratings_rating_not_null NOT NULL rating
public.stops stops_address_not_null NOT NULL address
public.stops stops_created_at_not_null NOT NULL created_at
public.stops stops_custom_data_not_null NOT NULL custom_data
public.stops stops_delivery_instructions_not_null NOT NULL delivery_instructions
public.stops stops_email_not_null NOT NULL email
public.stops stops_failed_not_null NOT NULL failed
public.stops stops_first_name_not_null NOT NULL first_name
public.stops stops_id_address_addresses_id_address_fk FOREIGN KEY (id_address) REFERENCES addresses(id_address) ON DELETE SET NULL
public.stops stops_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.stops stops_id_client_not_null NOT NULL id_client
public.stops stops_id_optimization_not_null NOT NULL id_optimization
public.stops stops_id_optimization_optimizations_id_optimization_fk FOREIGN KEY (id_optimization) REFERENCES optimizations(id_optimization) ON DELETE CASCADE
public.stops stops_id_route_routes_id_route_fk FOREIGN KEY (id_route) REFERENCES routes(id_route) ON DELETE SET NULL
public.stops stops_id_stop_not_null NOT NULL id_stop
public.stops stops_id_stop_outcome_stop_outcomes_id_stop_outcome_fk FOREIGN KEY (id_stop_outcome) REFERENCES stop_outcomes(id_stop_outcome) ON DELETE SET NULL
public.stops stops_id_subsidiary_not_null NOT NULL id_subsidiary
public.stops stops_id_subsidiary_subsidiaries_id_subsidiary_fk FOREIGN KEY (id_subsidiary) REFERENCES subsidiaries(id_subsidiary) ON DELETE CASCADE
public.stops stops_last_name_not_null NOT NULL last_name
public.stops stops_latitude_not_null NOT NULL latitude
public.stops stops_longitude_not_null NOT NULL longitude
public.stops stops_name_not_null NOT NULL name
public.stops stops_note_not_null NOT NULL note
public.stops stops_phone_number_not_null NOT NULL phone_number
public.stops stops_pieces_not_null NOT NULL pieces
public.stops stops_pinned_not_null NOT NULL pinned
public.stops stops_pkey PRIMARY KEY (id_stop)
public.stops stops_priority_not_null NOT NULL priority
public.stops stops_skills_not_null NOT NULL skills
public.stops stops_stop_duration_not_null NOT NULL stop_duration
public.stops stops_type_not_null NOT NULL type
public.stops stops_unassigned_reasons_not_null NOT NULL unassigned_reasons
public.stops stops_volume_not_null NOT NULL volume
public.stops stops_weight_not_null NOT NULL weight
public.stripe_events stripe_events_id_not_null NOT NULL id
public.stripe_events stripe_events_pkey PRIMARY KEY (id)
public.stripe_events stripe_events_received_at_not_null NOT NULL received_at
public.stripe_events stripe_events_type_not_null NOT NULL type
public.subjects subjects_description_not_null NOT NULL description
public.subjects subjects_id_subject_not_null NOT NULL id_subject
public.subjects subjects_name_not_null NOT NULL name
public.subjects subjects_name_unique UNIQUE (name)
public.subjects subjects_pkey PRIMARY KEY (id_subject)
public.subscriptions subscriptions_created_at_not_null NOT NULL created_at
public.subscriptions subscriptions_drivers_not_null NOT NULL drivers
public.subscriptions subscriptions_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.subscriptions subscriptions_id_client_not_null NOT NULL id_client
public.subscriptions subscriptions_id_client_unique UNIQUE (id_client)
public.subscriptions subscriptions_id_payment_plan_not_null NOT NULL id_payment_plan
public.subscriptions subscriptions_id_subscription_not_null NOT NULL id_subscription
public.subscriptions subscriptions_period_not_null NOT NULL period
public.subscriptions subscriptions_pkey PRIMARY KEY (id_subscription)
public.subscriptions subscriptions_routes_not_null NOT NULL routes
public.subscriptions subscriptions_status_not_null NOT NULL status
public.subscriptions subscriptions_stripe_id_not_null NOT NULL stripe_id
public.subscriptions subscriptions_stripe_id_unique UNIQUE (stripe_id)
public.subscriptions subscriptions_updated_at_not_null NOT NULL updated_at
public.subsidiaries subsidiaries_active_not_null NOT NULL active
public.subsidiaries subsidiaries_address_not_null NOT NULL address
public.subsidiaries subsidiaries_created_at_not_null NOT NULL created_at
public.subsidiaries subsidiaries_email_not_null NOT NULL email
public.subsidiaries subsidiaries_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.subsidiaries subsidiaries_id_client_not_null NOT NULL id_client
public.subsidiaries subsidiaries_id_subsidiary_not_null NOT NULL id_subsidiary
public.subsidiaries subsidiaries_id_unit_of_distance_not_null NOT NULL id_unit_of_distance
public.subsidiaries subsidiaries_id_unit_of_measure_not_null NOT NULL id_unit_of_measure
public.subsidiaries subsidiaries_id_unit_of_weight_not_null NOT NULL id_unit_of_weight
public.subsidiaries subsidiaries_is_main_not_null NOT NULL is_main
public.subsidiaries subsidiaries_name_not_null NOT NULL name
public.subsidiaries subsidiaries_phone_number_not_null NOT NULL phone_number
public.subsidiaries subsidiaries_pkey PRIMARY KEY (id_subsidiary)
public.subsidiaries subsidiaries_time_zone_chosen_not_null NOT NULL time_zone_chosen
public.subsidiaries subsidiaries_time_zone_not_null NOT NULL time_zone
public.totp_recovery_codes totp_recovery_codes_code_hash_not_null NOT NULL code_hash
public.totp_recovery_codes totp_recovery_codes_id_not_null NOT NULL id
public.totp_recovery_codes totp_recovery_codes_id_user_not_null NOT NULL id_user
public.totp_recovery_codes totp_recovery_codes_id_user_users_id_user_fk FOREIGN KEY (id_user) REFERENCES users(id_user) ON DELETE CASCADE
public.totp_recovery_codes totp_recovery_codes_pkey PRIMARY KEY (id)
public.tracking_tokens tracking_tokens_created_at_not_null NOT NULL created_at
public.tracking_tokens tracking_tokens_expires_at_not_null NOT NULL expires_at
public.tracking_tokens tracking_tokens_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.tracking_tokens tracking_tokens_id_client_not_null NOT NULL id_client
public.tracking_tokens tracking_tokens_id_stop_not_null NOT NULL id_stop
public.tracking_tokens tracking_tokens_id_stop_stops_id_stop_fk FOREIGN KEY (id_stop) REFERENCES stops(id_stop) ON DELETE CASCADE
public.tracking_tokens tracking_tokens_pkey PRIMARY KEY (token_hash)
public.tracking_tokens tracking_tokens_token_hash_not_null NOT NULL token_hash
public.usage_reports usage_reports_addresses_not_null NOT NULL addresses
public.usage_reports usage_reports_created_at_not_null NOT NULL created_at
public.usage_reports usage_reports_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.usage_reports usage_reports_id_client_not_null NOT NULL id_client
public.usage_reports usage_reports_id_not_null NOT NULL id
public.usage_reports usage_reports_identifier_not_null NOT NULL identifier
public.usage_reports usage_reports_identifier_unique UNIQUE (identifier)
public.usage_reports usage_reports_period_not_null NOT NULL period
public.usage_reports usage_reports_pkey PRIMARY KEY (id)
public.user_photos user_photos_content_not_null NOT NULL content
public.user_photos user_photos_created_at_not_null NOT NULL created_at
public.user_photos user_photos_id_user_not_null NOT NULL id_user
public.user_photos user_photos_id_user_users_id_user_fk FOREIGN KEY (id_user) REFERENCES users(id_user) ON DELETE CASCADE
public.user_photos user_photos_mime_not_null NOT NULL mime
public.user_photos user_photos_pkey PRIMARY KEY (id_user)
public.user_skills user_skills_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.user_skills user_skills_id_client_not_null NOT NULL id_client
public.user_skills user_skills_id_skill_not_null NOT NULL id_skill
public.user_skills user_skills_id_skill_skills_id_skill_fk FOREIGN KEY (id_skill) REFERENCES skills(id_skill) ON DELETE CASCADE
public.user_skills user_skills_id_user_not_null NOT NULL id_user
public.user_skills user_skills_id_user_users_id_user_fk FOREIGN KEY (id_user) REFERENCES users(id_user) ON DELETE CASCADE
public.user_subsidiaries user_subsidiaries_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.user_subsidiaries user_subsidiaries_id_client_not_null NOT NULL id_client
public.user_subsidiaries user_subsidiaries_id_subsidiary_not_null NOT NULL id_subsidiary
public.user_subsidiaries user_subsidiaries_id_subsidiary_subsidiaries_id_subsidiary_fk FOREIGN KEY (id_subsidiary) REFERENCES subsidiaries(id_subsidiary) ON DELETE CASCADE
public.user_subsidiaries user_subsidiaries_id_user_not_null NOT NULL id_user
public.user_subsidiaries user_subsidiaries_id_user_users_id_user_fk FOREIGN KEY (id_user) REFERENCES users(id_user) ON DELETE CASCADE
public.users users_created_at_not_null NOT NULL created_at
public.users users_email_not_null NOT NULL email
public.users users_email_verified_not_null NOT NULL email_verified
public.users users_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.users users_id_context_type_context_types_id_context_type_fk FOREIGN KEY (id_context_type) REFERENCES context_types(id_context_type)
public.users users_id_context_type_not_null NOT NULL id_context_type
public.users users_id_role_not_null NOT NULL id_role
public.users users_id_role_roles_id_role_fk FOREIGN KEY (id_role) REFERENCES roles(id_role)
public.users users_id_user_not_null NOT NULL id_user
public.users users_is_active_not_null NOT NULL is_active
public.users users_is_first_login_not_null NOT NULL is_first_login
public.users users_lng_not_null NOT NULL lng
public.users users_name_not_null NOT NULL name
public.users users_password_hash_not_null NOT NULL password_hash
public.users users_pkey PRIMARY KEY (id_user)
public.users users_telephone_not_null NOT NULL telephone
public.users users_theme_not_null NOT NULL theme
public.users users_totp_enabled_not_null NOT NULL totp_enabled
public.users users_user_recovery_password_not_null NOT NULL user_recovery_password
public.webhook_deliveries webhook_deliveries_attempts_not_null NOT NULL attempts
public.webhook_deliveries webhook_deliveries_created_at_not_null NOT NULL created_at
public.webhook_deliveries webhook_deliveries_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.webhook_deliveries webhook_deliveries_id_client_not_null NOT NULL id_client
public.webhook_deliveries webhook_deliveries_id_delivery_not_null NOT NULL id_delivery
public.webhook_deliveries webhook_deliveries_id_webhook_endpoint_not_null NOT NULL id_webhook_endpoint
public.webhook_deliveries webhook_deliveries_id_webhook_endpoint_webhook_endpoints_id_web FOREIGN KEY (id_webhook_endpoint) REFERENCES webhook_endpoints(id_webhook_endpoint) ON DELETE CASCADE
public.webhook_deliveries webhook_deliveries_message_id_not_null NOT NULL message_id
public.webhook_deliveries webhook_deliveries_payload_not_null NOT NULL payload
public.webhook_deliveries webhook_deliveries_pkey PRIMARY KEY (id_delivery)
public.webhook_deliveries webhook_deliveries_status_not_null NOT NULL status
public.webhook_deliveries webhook_deliveries_type_not_null NOT NULL type
public.webhook_endpoints webhook_endpoints_created_at_not_null NOT NULL created_at
public.webhook_endpoints webhook_endpoints_created_by_users_id_user_fk FOREIGN KEY (created_by) REFERENCES users(id_user) ON DELETE SET NULL
public.webhook_endpoints webhook_endpoints_description_not_null NOT NULL description
public.webhook_endpoints webhook_endpoints_disabled_reason_not_null NOT NULL disabled_reason
public.webhook_endpoints webhook_endpoints_enabled_not_null NOT NULL enabled
public.webhook_endpoints webhook_endpoints_events_not_null NOT NULL events
public.webhook_endpoints webhook_endpoints_id_client_clients_id_client_fk FOREIGN KEY (id_client) REFERENCES clients(id_client) ON DELETE CASCADE
public.webhook_endpoints webhook_endpoints_id_client_not_null NOT NULL id_client
public.webhook_endpoints webhook_endpoints_id_webhook_endpoint_not_null NOT NULL id_webhook_endpoint
public.webhook_endpoints webhook_endpoints_pkey PRIMARY KEY (id_webhook_endpoint)
public.webhook_endpoints webhook_endpoints_secret_not_null NOT NULL secret
public.webhook_endpoints webhook_endpoints_url_not_null NOT NULL url

-- indexes (100)
CREATE INDEX api_keys_client ON public.api_keys USING btree (id_client)
CREATE INDEX domain_events_client ON public.domain_events USING btree (id_client, id)
CREATE INDEX domain_events_undispatched ON public.domain_events USING btree (id) WHERE (dispatched_at IS NULL)
CREATE INDEX files_stop ON public.files USING btree (id_stop)
CREATE INDEX idempotency_keys_expiry ON public.idempotency_keys USING btree (expires_at)
CREATE INDEX notification_bounce_reports_message ON public.notification_bounce_reports USING btree (message_id)
CREATE INDEX notifications_provider_id ON public.notifications USING btree (provider_id)
CREATE INDEX notifications_recipient ON public.notifications USING btree (channel, recipient)
CREATE INDEX optimization_runs_optimization ON public.optimization_runs USING btree (id_optimization)
CREATE INDEX optimizations_client_created ON public.optimizations USING btree (id_client, created_at)
CREATE INDEX optimizations_site_created ON public.optimizations USING btree (id_subsidiary, created_at)
CREATE INDEX optimized_addresses_period ON public.optimized_addresses USING btree (id_client, period)
CREATE INDEX positions_time ON public.positions USING btree (recorded_at)
CREATE INDEX routes_client_created ON public.routes USING btree (id_client, created_at)
CREATE INDEX routes_client_day ON public.routes USING btree (id_client, start_date)
CREATE INDEX routes_driver_day ON public.routes USING btree (id_user, start_date)
CREATE INDEX routes_on_the_road ON public.routes USING btree (id_subsidiary) WHERE ((started IS NOT NULL) AND (completed IS NULL))
CREATE INDEX routes_optimization ON public.routes USING btree (id_optimization)
CREATE INDEX routes_site_created ON public.routes USING btree (id_subsidiary, created_at)
CREATE INDEX stops_optimization_route ON public.stops USING btree (id_optimization, id_route)
CREATE INDEX stops_route_order ON public.stops USING btree (id_route, stop_order)
CREATE INDEX tracking_tokens_stop ON public.tracking_tokens USING btree (id_stop)
CREATE INDEX webhook_deliveries_endpoint ON public.webhook_deliveries USING btree (id_webhook_endpoint, id_delivery)
CREATE INDEX webhook_endpoints_client ON public.webhook_endpoints USING btree (id_client)
CREATE UNIQUE INDEX actions_name_unique ON public.actions USING btree (name)
CREATE UNIQUE INDEX actions_pkey ON public.actions USING btree (id_action)
CREATE UNIQUE INDEX activities_pkey ON public.activities USING btree (id_activity)
CREATE UNIQUE INDEX addresses_pkey ON public.addresses USING btree (id_address)
CREATE UNIQUE INDEX api_keys_hash ON public.api_keys USING btree (key_hash)
CREATE UNIQUE INDEX api_keys_pkey ON public.api_keys USING btree (id_api_key)
CREATE UNIQUE INDEX audit_events_pkey ON public.audit_events USING btree (id)
CREATE UNIQUE INDEX car_skills_key ON public.car_skills USING btree (id_car, id_skill)
CREATE UNIQUE INDEX cars_pkey ON public.cars USING btree (id_car)
CREATE UNIQUE INDEX client_assignments_key ON public.client_assignments USING btree (id_user, id_client)
CREATE UNIQUE INDEX clients_pkey ON public.clients USING btree (id_client)
CREATE UNIQUE INDEX context_types_pkey ON public.context_types USING btree (id_context_type)
CREATE UNIQUE INDEX depots_default_key ON public.depots USING btree (id_subsidiary) WHERE is_default
CREATE UNIQUE INDEX depots_pkey ON public.depots USING btree (id_depot)
CREATE UNIQUE INDEX domain_events_pkey ON public.domain_events USING btree (id)
CREATE UNIQUE INDEX email_verification_tokens_pkey ON public.email_verification_tokens USING btree (id)
CREATE UNIQUE INDEX email_verification_tokens_token_hash_unique ON public.email_verification_tokens USING btree (token_hash)
CREATE UNIQUE INDEX files_pkey ON public.files USING btree (id_file)
CREATE UNIQUE INDEX geocode_cache_id_client_geocoder_query_key_pk ON public.geocode_cache USING btree (id_client, geocoder, query_key)
CREATE UNIQUE INDEX idempotency_keys_caller_key_pk ON public.idempotency_keys USING btree (caller, key)
CREATE UNIQUE INDEX live_events_pkey ON public.live_events USING btree (id)
CREATE UNIQUE INDEX mail_outbox_message_id ON public.mail_outbox USING btree (message_id)
CREATE UNIQUE INDEX mail_outbox_pkey ON public.mail_outbox USING btree (id)
CREATE UNIQUE INDEX mobile_tokens_pkey ON public.mobile_tokens USING btree (id)
CREATE UNIQUE INDEX mobile_tokens_token_hash_unique ON public.mobile_tokens USING btree (token_hash)
CREATE UNIQUE INDEX notification_bounce_reports_pkey ON public.notification_bounce_reports USING btree (id)
CREATE UNIQUE INDEX notification_early_statuses_pkey ON public.notification_early_statuses USING btree (provider_id)
CREATE UNIQUE INDEX notification_opt_outs_key ON public.notification_opt_outs USING btree (id_client, channel, recipient)
CREATE UNIQUE INDEX notification_settings_pkey ON public.notification_settings USING btree (id_client)
CREATE UNIQUE INDEX notifications_pkey ON public.notifications USING btree (id_notification)
CREATE UNIQUE INDEX notifications_stop_event_channel ON public.notifications USING btree (id_stop, event, channel, seq)
CREATE UNIQUE INDEX optimization_runs_pkey ON public.optimization_runs USING btree (id_run)
CREATE UNIQUE INDEX optimizations_pkey ON public.optimizations USING btree (id_optimization)
CREATE UNIQUE INDEX optimized_addresses_key ON public.optimized_addresses USING btree (id_optimization, address_key)
CREATE UNIQUE INDEX password_reset_tokens_pkey ON public.password_reset_tokens USING btree (id)
CREATE UNIQUE INDEX password_reset_tokens_token_hash_unique ON public.password_reset_tokens USING btree (token_hash)
CREATE UNIQUE INDEX payment_plans_pkey ON public.payment_plans USING btree (id_payment_plan)
CREATE UNIQUE INDEX permissions_pkey ON public.permissions USING btree (id_permission)
CREATE UNIQUE INDEX permissions_role_subject_action_key ON public.permissions USING btree (id_role, id_subject, id_action)
CREATE UNIQUE INDEX positions_pkey ON public.positions USING btree (id)
CREATE UNIQUE INDEX positions_route_time ON public.positions USING btree (id_route, recorded_at)
CREATE UNIQUE INDEX proof_settings_pkey ON public.proof_settings USING btree (id_client)
CREATE UNIQUE INDEX rate_limit_hits_pkey ON public.rate_limit_hits USING btree (key)
CREATE UNIQUE INDEX refresh_tokens_pkey ON public.refresh_tokens USING btree (id)
CREATE UNIQUE INDEX refresh_tokens_token_hash_unique ON public.refresh_tokens USING btree (token_hash)
CREATE UNIQUE INDEX roles_name_key ON public.roles USING btree (name)
CREATE UNIQUE INDEX roles_pkey ON public.roles USING btree (id_role)
CREATE UNIQUE INDEX route_etas_pkey ON public.route_etas USING btree (id_route)
CREATE UNIQUE INDEX routes_pkey ON public.routes USING btree (id_route)
CREATE UNIQUE INDEX skills_client_name_key ON public.skills USING btree (id_client, name)
CREATE UNIQUE INDEX skills_pkey ON public.skills USING btree (id_skill)
CREATE UNIQUE INDEX stop_outcomes_client_name_key ON public.stop_outcomes USING btree (id_client, name)
CREATE UNIQUE INDEX stop_outcomes_pkey ON public.stop_outcomes USING btree (id_stop_outcome)
CREATE UNIQUE INDEX stop_proofs_pkey ON public.stop_proofs USING btree (id_stop)
CREATE UNIQUE INDEX stop_ratings_pkey ON public.stop_ratings USING btree (id_stop)
CREATE UNIQUE INDEX stops_pkey ON public.stops USING btree (id_stop)
CREATE UNIQUE INDEX stripe_events_pkey ON public.stripe_events USING btree (id)
CREATE UNIQUE INDEX subjects_name_unique ON public.subjects USING btree (name)
CREATE UNIQUE INDEX subjects_pkey ON public.subjects USING btree (id_subject)
CREATE UNIQUE INDEX subscriptions_id_client_unique ON public.subscriptions USING btree (id_client)
CREATE UNIQUE INDEX subscriptions_pkey ON public.subscriptions USING btree (id_subscription)
CREATE UNIQUE INDEX subscriptions_stripe_id_unique ON public.subscriptions USING btree (stripe_id)
CREATE UNIQUE INDEX subsidiaries_pkey ON public.subsidiaries USING btree (id_subsidiary)
CREATE UNIQUE INDEX totp_recovery_codes_pkey ON public.totp_recovery_codes USING btree (id)
CREATE UNIQUE INDEX tracking_tokens_pkey ON public.tracking_tokens USING btree (token_hash)
CREATE UNIQUE INDEX usage_reports_count_key ON public.usage_reports USING btree (id_client, period, addresses)
CREATE UNIQUE INDEX usage_reports_identifier_unique ON public.usage_reports USING btree (identifier)
CREATE UNIQUE INDEX usage_reports_pkey ON public.usage_reports USING btree (id)
CREATE UNIQUE INDEX user_photos_pkey ON public.user_photos USING btree (id_user)
CREATE UNIQUE INDEX user_skills_key ON public.user_skills USING btree (id_user, id_skill)
CREATE UNIQUE INDEX user_subsidiaries_key ON public.user_subsidiaries USING btree (id_user, id_subsidiary)
CREATE UNIQUE INDEX users_email_key ON public.users USING btree (email)
CREATE UNIQUE INDEX users_pkey ON public.users USING btree (id_user)
CREATE UNIQUE INDEX webhook_deliveries_event_endpoint ON public.webhook_deliveries USING btree (id_webhook_endpoint, id_event)
CREATE UNIQUE INDEX webhook_deliveries_pkey ON public.webhook_deliveries USING btree (id_delivery)
CREATE UNIQUE INDEX webhook_endpoints_pkey ON public.webhook_endpoints USING btree (id_webhook_endpoint)

-- policies (45)
public.activities tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.addresses tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.api_keys tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.audit_events tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.car_skills tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.cars tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.client_assignments tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.clients tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.depots tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.domain_events tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.email_verification_tokens tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.files tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.geocode_cache tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.live_events tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.mail_outbox tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.mobile_tokens tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.notification_bounce_reports tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.notification_opt_outs tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.notification_settings tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.notifications tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.optimization_runs tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.optimizations tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.optimized_addresses tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.password_reset_tokens tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.positions tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.proof_settings tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.refresh_tokens tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.route_etas tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.routes tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.skills tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.stop_outcomes tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.stop_proofs tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.stop_ratings tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.stops tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.subscriptions tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.subsidiaries tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.totp_recovery_codes tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.tracking_tokens tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.usage_reports tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.user_photos tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.user_skills tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.user_subsidiaries tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.users tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.webhook_deliveries tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))
public.webhook_endpoints tenant_isolation PERMISSIVE ALL to public using (app_tenant_visible(id_client)) with check (app_tenant_visible(id_client))

-- triggers (21)
CREATE TRIGGER optimization_runs_domain_event AFTER UPDATE ON public.optimization_runs FOR EACH ROW WHEN ((((new.status = 'done'::text) AND (old.status <> 'done'::text) AND (NOT new.preview)) OR ((new.decision = 'applied'::text) AND (old.decision IS DISTINCT FROM 'applied'::text)))) EXECUTE FUNCTION domain_event_run()
CREATE TRIGGER optimization_runs_live AFTER INSERT OR UPDATE ON public.optimization_runs FOR EACH ROW EXECUTE FUNCTION live_record_row('run', 'id_run', 'id_optimization', 'status', 'seq')
CREATE TRIGGER optimizations_domain_event AFTER INSERT ON public.optimizations FOR EACH ROW EXECUTE FUNCTION domain_event_optimization()
CREATE TRIGGER optimizations_live_delete AFTER DELETE ON public.optimizations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_record_statement('optimization', 'id_optimization')
CREATE TRIGGER optimizations_live_insert AFTER INSERT ON public.optimizations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_record_statement('optimization', 'id_optimization')
CREATE TRIGGER optimizations_live_update AFTER UPDATE ON public.optimizations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_record_statement('optimization', 'id_optimization')
CREATE TRIGGER positions_live AFTER INSERT ON public.positions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_record_positions()
CREATE TRIGGER route_etas_domain_event_insert AFTER INSERT ON public.route_etas FOR EACH ROW WHEN ((new.etas IS NOT NULL)) EXECUTE FUNCTION domain_event_route_etas()
CREATE TRIGGER route_etas_domain_event_update AFTER UPDATE ON public.route_etas FOR EACH ROW WHEN (((new.etas IS NOT NULL) AND (new.etas IS DISTINCT FROM old.etas))) EXECUTE FUNCTION domain_event_route_etas()
CREATE TRIGGER route_etas_live_insert AFTER INSERT ON public.route_etas FOR EACH ROW WHEN ((new.etas IS NOT NULL)) EXECUTE FUNCTION live_record_row('eta', 'id_optimization', 'id_route')
CREATE TRIGGER route_etas_live_update AFTER UPDATE ON public.route_etas FOR EACH ROW WHEN (((new.etas IS DISTINCT FROM old.etas) OR (new.position_at IS DISTINCT FROM old.position_at))) EXECUTE FUNCTION live_record_row('eta', 'id_optimization', 'id_route')
CREATE TRIGGER routes_domain_event_completed AFTER UPDATE OF completed ON public.routes FOR EACH ROW WHEN (((old.completed IS NULL) AND (new.completed IS NOT NULL))) EXECUTE FUNCTION domain_event_route('route.completed')
CREATE TRIGGER routes_domain_event_started AFTER UPDATE OF started ON public.routes FOR EACH ROW WHEN (((old.started IS NULL) AND (new.started IS NOT NULL))) EXECUTE FUNCTION domain_event_route('route.started')
CREATE TRIGGER routes_live_delete AFTER DELETE ON public.routes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_record_statement('route', 'id_optimization', 'id_route')
CREATE TRIGGER routes_live_insert AFTER INSERT ON public.routes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_record_statement('route', 'id_optimization', 'id_route')
CREATE TRIGGER routes_live_update AFTER UPDATE ON public.routes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_record_statement('route', 'id_optimization', 'id_route')
CREATE TRIGGER stops_domain_event_arrived AFTER UPDATE OF arrived ON public.stops FOR EACH ROW WHEN (((old.arrived IS NULL) AND (new.arrived IS NOT NULL))) EXECUTE FUNCTION domain_event_stop('stop.arrived')
CREATE TRIGGER stops_domain_event_completed AFTER UPDATE OF completed ON public.stops FOR EACH ROW WHEN (((old.completed IS NULL) AND (new.completed IS NOT NULL))) EXECUTE FUNCTION domain_event_stop('stop.completed')
CREATE TRIGGER stops_live_delete AFTER DELETE ON public.stops REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_record_statement('stop', 'id_optimization', 'id_route')
CREATE TRIGGER stops_live_insert AFTER INSERT ON public.stops REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_record_statement('stop', 'id_optimization', 'id_route')
CREATE TRIGGER stops_live_update AFTER UPDATE ON public.stops REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_record_statement('stop', 'id_optimization', 'id_route')

-- functions (11)
CREATE OR REPLACE FUNCTION public.app_tenant_visible(row_client integer)
 RETURNS boolean
 LANGUAGE sql
 STABLE
AS $function$
  SELECT coalesce(current_setting('app.all_clients', true), '') = 'on'
      OR row_client = nullif(current_setting('app.client_id', true), '')::integer
$function$

CREATE OR REPLACE FUNCTION public.domain_event_optimization()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM domain_event_record('optimization.created', NEW.id_client, NEW.id_subsidiary,
    jsonb_build_object('id_optimization', NEW.id_optimization, 'id_subsidiary', NEW.id_subsidiary,
      'name', NEW.name, 'created_at', NEW.created_at));
  RETURN NULL;
END $function$

CREATE OR REPLACE FUNCTION public.domain_event_record(event_type text, client integer, site integer, payload jsonb)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO domain_events (id_client, id_subsidiary, type, data)
  VALUES (client, site, event_type, payload);
  PERFORM pg_notify('ruta_events', '');
END $function$

CREATE OR REPLACE FUNCTION public.domain_event_route()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM domain_event_record(TG_ARGV[0], NEW.id_client, NEW.id_subsidiary,
    jsonb_build_object('id_route', NEW.id_route, 'id_optimization', NEW.id_optimization,
      'id_subsidiary', NEW.id_subsidiary, 'name', NEW.name, 'id_driver', NEW.id_user,
      'started', NEW.started, 'completed', NEW.completed, 'actual_distance', NEW.actual_distance));
  RETURN NULL;
END $function$

CREATE OR REPLACE FUNCTION public.domain_event_route_etas()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM domain_event_record('route.eta_updated', NEW.id_client, NEW.id_subsidiary,
    jsonb_build_object('id_route', NEW.id_route, 'id_optimization', NEW.id_optimization,
      'id_subsidiary', NEW.id_subsidiary, 'computed_at', NEW.computed_at,
      'position_at', NEW.position_at, 'etas', NEW.etas));
  RETURN NULL;
END $function$

CREATE OR REPLACE FUNCTION public.domain_event_run()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM domain_event_record('optimization.optimized', NEW.id_client, NEW.id_subsidiary,
    jsonb_build_object('id_optimization', NEW.id_optimization, 'id_subsidiary', NEW.id_subsidiary,
      'id_run', NEW.id_run, 'id_routes', to_jsonb(NEW.route_ids), 'distance', NEW.distance,
      'duration', NEW.duration, 'unassigned', NEW.unassigned, 'finished_at', NEW.finished_at));
  RETURN NULL;
END $function$

CREATE OR REPLACE FUNCTION public.domain_event_stop()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM domain_event_record(
    CASE WHEN TG_ARGV[0] = 'stop.completed' AND NEW.failed THEN 'stop.failed' ELSE TG_ARGV[0] END,
    NEW.id_client, NEW.id_subsidiary,
    jsonb_build_object('id_stop', NEW.id_stop, 'id_route', NEW.id_route,
      'id_optimization', NEW.id_optimization, 'id_subsidiary', NEW.id_subsidiary,
      'name', NEW.name, 'address', NEW.address, 'latitude', NEW.latitude,
      'longitude', NEW.longitude, 'arrived', NEW.arrived, 'completed', NEW.completed,
      'visit_time', NEW.visit_time, 'failed', NEW.failed, 'note', NEW.note));
  RETURN NULL;
END $function$

CREATE OR REPLACE FUNCTION public.live_record(event_kind text, keys text[], changed jsonb[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  event live_events;
BEGIN
  FOR event IN
    INSERT INTO live_events (id_client, id_subsidiary, kind, ids)
    SELECT DISTINCT (c->>'id_client')::integer, (c->>'id_subsidiary')::integer, event_kind,
           (SELECT jsonb_object_agg(k, c->k) FROM unnest(keys) AS k)
    FROM unnest(changed) AS c
    RETURNING *
  LOOP
    PERFORM pg_notify('ruta_live', json_build_object(
      'id', event.id, 'kind', event.kind, 'id_client', event.id_client,
      'id_subsidiary', event.id_subsidiary, 'ids', event.ids)::text);
  END LOOP;
END $function$

CREATE OR REPLACE FUNCTION public.live_record_positions()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM live_record('position',
    ARRAY['id_optimization', 'id_route', 'id_user', 'latitude', 'longitude', 'at'],
    ARRAY(
      SELECT jsonb_build_object(
        'id_client', r.id_client, 'id_subsidiary', r.id_subsidiary,
        'id_optimization', r.id_optimization, 'id_route', r.id_route, 'id_user', r.id_user,
        'latitude', p.latitude, 'longitude', p.longitude, 'at', p.recorded_at)
      FROM (SELECT DISTINCT id_route FROM new_rows) AS n
      JOIN routes r ON r.id_route = n.id_route
      CROSS JOIN LATERAL (
        SELECT latitude, longitude, recorded_at FROM positions
        WHERE positions.id_route = n.id_route ORDER BY recorded_at DESC LIMIT 1
      ) AS p));
  RETURN NULL;
END $function$

CREATE OR REPLACE FUNCTION public.live_record_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM live_record(TG_ARGV[0], TG_ARGV[1:TG_NARGS - 1], ARRAY[to_jsonb(NEW)]);
  RETURN NULL;
END $function$

CREATE OR REPLACE FUNCTION public.live_record_statement()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  keys text[] := TG_ARGV[1:TG_NARGS - 1];
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM live_record(TG_ARGV[0], keys, ARRAY(SELECT to_jsonb(r) FROM new_rows r));
  ELSIF TG_OP = 'UPDATE' THEN
    -- Both sides: a stop moved from one route to another changes both routes.
    PERFORM live_record(TG_ARGV[0], keys, ARRAY(
      SELECT to_jsonb(r) FROM new_rows r UNION ALL SELECT to_jsonb(r) FROM old_rows r));
  ELSE
    PERFORM live_record(TG_ARGV[0], keys, ARRAY(SELECT to_jsonb(r) FROM old_rows r));
  END IF;
  RETURN NULL;
END $function$


-- types (0)

-- grants (220)
ruta_app DELETE on public.actions
ruta_app DELETE on public.activities
ruta_app DELETE on public.addresses
ruta_app DELETE on public.api_keys
ruta_app DELETE on public.audit_events
ruta_app DELETE on public.car_skills
ruta_app DELETE on public.cars
ruta_app DELETE on public.client_assignments
ruta_app DELETE on public.clients
ruta_app DELETE on public.context_types
ruta_app DELETE on public.depots
ruta_app DELETE on public.domain_events
ruta_app DELETE on public.email_verification_tokens
ruta_app DELETE on public.files
ruta_app DELETE on public.geocode_cache
ruta_app DELETE on public.idempotency_keys
ruta_app DELETE on public.live_events
ruta_app DELETE on public.mail_outbox
ruta_app DELETE on public.mobile_tokens
ruta_app DELETE on public.notification_bounce_reports
ruta_app DELETE on public.notification_early_statuses
ruta_app DELETE on public.notification_opt_outs
ruta_app DELETE on public.notification_settings
ruta_app DELETE on public.notifications
ruta_app DELETE on public.optimization_runs
ruta_app DELETE on public.optimizations
ruta_app DELETE on public.optimized_addresses
ruta_app DELETE on public.password_reset_tokens
ruta_app DELETE on public.payment_plans
ruta_app DELETE on public.permissions
ruta_app DELETE on public.positions
ruta_app DELETE on public.proof_settings
ruta_app DELETE on public.rate_limit_hits
ruta_app DELETE on public.refresh_tokens
ruta_app DELETE on public.roles
ruta_app DELETE on public.route_etas
ruta_app DELETE on public.routes
ruta_app DELETE on public.skills
ruta_app DELETE on public.stop_outcomes
ruta_app DELETE on public.stop_proofs
ruta_app DELETE on public.stop_ratings
ruta_app DELETE on public.stops
ruta_app DELETE on public.stripe_events
ruta_app DELETE on public.subjects
ruta_app DELETE on public.subscriptions
ruta_app DELETE on public.subsidiaries
ruta_app DELETE on public.totp_recovery_codes
ruta_app DELETE on public.tracking_tokens
ruta_app DELETE on public.usage_reports
ruta_app DELETE on public.user_photos
ruta_app DELETE on public.user_skills
ruta_app DELETE on public.user_subsidiaries
ruta_app DELETE on public.users
ruta_app DELETE on public.webhook_deliveries
ruta_app DELETE on public.webhook_endpoints
ruta_app INSERT on public.actions
ruta_app INSERT on public.activities
ruta_app INSERT on public.addresses
ruta_app INSERT on public.api_keys
ruta_app INSERT on public.audit_events
ruta_app INSERT on public.car_skills
ruta_app INSERT on public.cars
ruta_app INSERT on public.client_assignments
ruta_app INSERT on public.clients
ruta_app INSERT on public.context_types
ruta_app INSERT on public.depots
ruta_app INSERT on public.domain_events
ruta_app INSERT on public.email_verification_tokens
ruta_app INSERT on public.files
ruta_app INSERT on public.geocode_cache
ruta_app INSERT on public.idempotency_keys
ruta_app INSERT on public.live_events
ruta_app INSERT on public.mail_outbox
ruta_app INSERT on public.mobile_tokens
ruta_app INSERT on public.notification_bounce_reports
ruta_app INSERT on public.notification_early_statuses
ruta_app INSERT on public.notification_opt_outs
ruta_app INSERT on public.notification_settings
ruta_app INSERT on public.notifications
ruta_app INSERT on public.optimization_runs
ruta_app INSERT on public.optimizations
ruta_app INSERT on public.optimized_addresses
ruta_app INSERT on public.password_reset_tokens
ruta_app INSERT on public.payment_plans
ruta_app INSERT on public.permissions
ruta_app INSERT on public.positions
ruta_app INSERT on public.proof_settings
ruta_app INSERT on public.rate_limit_hits
ruta_app INSERT on public.refresh_tokens
ruta_app INSERT on public.roles
ruta_app INSERT on public.route_etas
ruta_app INSERT on public.routes
ruta_app INSERT on public.skills
ruta_app INSERT on public.stop_outcomes
ruta_app INSERT on public.stop_proofs
ruta_app INSERT on public.stop_ratings
ruta_app INSERT on public.stops
ruta_app INSERT on public.stripe_events
ruta_app INSERT on public.subjects
ruta_app INSERT on public.subscriptions
ruta_app INSERT on public.subsidiaries
ruta_app INSERT on public.totp_recovery_codes
ruta_app INSERT on public.tracking_tokens
ruta_app INSERT on public.usage_reports
ruta_app INSERT on public.user_photos
ruta_app INSERT on public.user_skills
ruta_app INSERT on public.user_subsidiaries
ruta_app INSERT on public.users
ruta_app INSERT on public.webhook_deliveries
ruta_app INSERT on public.webhook_endpoints
ruta_app SELECT on public.actions
ruta_app SELECT on public.activities
ruta_app SELECT on public.addresses
ruta_app SELECT on public.api_keys
ruta_app SELECT on public.audit_events
ruta_app SELECT on public.car_skills
ruta_app SELECT on public.cars
ruta_app SELECT on public.client_assignments
ruta_app SELECT on public.clients
ruta_app SELECT on public.context_types
ruta_app SELECT on public.depots
ruta_app SELECT on public.domain_events
ruta_app SELECT on public.email_verification_tokens
ruta_app SELECT on public.files
ruta_app SELECT on public.geocode_cache
ruta_app SELECT on public.idempotency_keys
ruta_app SELECT on public.live_events
ruta_app SELECT on public.mail_outbox
ruta_app SELECT on public.mobile_tokens
ruta_app SELECT on public.notification_bounce_reports
ruta_app SELECT on public.notification_early_statuses
ruta_app SELECT on public.notification_opt_outs
ruta_app SELECT on public.notification_settings
ruta_app SELECT on public.notifications
ruta_app SELECT on public.optimization_runs
ruta_app SELECT on public.optimizations
ruta_app SELECT on public.optimized_addresses
ruta_app SELECT on public.password_reset_tokens
ruta_app SELECT on public.payment_plans
ruta_app SELECT on public.permissions
ruta_app SELECT on public.positions
ruta_app SELECT on public.proof_settings
ruta_app SELECT on public.rate_limit_hits
ruta_app SELECT on public.refresh_tokens
ruta_app SELECT on public.roles
ruta_app SELECT on public.route_etas
ruta_app SELECT on public.routes
ruta_app SELECT on public.skills
ruta_app SELECT on public.stop_outcomes
ruta_app SELECT on public.stop_proofs
ruta_app SELECT on public.stop_ratings
ruta_app SELECT on public.stops
ruta_app SELECT on public.stripe_events
ruta_app SELECT on public.subjects
ruta_app SELECT on public.subscriptions
ruta_app SELECT on public.subsidiaries
ruta_app SELECT on public.totp_recovery_codes
ruta_app SELECT on public.tracking_tokens
ruta_app SELECT on public.usage_reports
ruta_app SELECT on public.user_photos
ruta_app SELECT on public.user_skills
ruta_app SELECT on public.user_subsidiaries
ruta_app SELECT on public.users
ruta_app SELECT on public.webhook_deliveries
ruta_app SELECT on public.webhook_endpoints
ruta_app UPDATE on public.actions
ruta_app UPDATE on public.activities
ruta_app UPDATE on public.addresses
ruta_app UPDATE on public.api_keys
ruta_app UPDATE on public.audit_events
ruta_app UPDATE on public.car_skills
ruta_app UPDATE on public.cars
ruta_app UPDATE on public.client_assignments
ruta_app UPDATE on public.clients
ruta_app UPDATE on public.context_types
ruta_app UPDATE on public.depots
ruta_app UPDATE on public.domain_events
ruta_app UPDATE on public.email_verification_tokens
ruta_app UPDATE on public.files
ruta_app UPDATE on public.geocode_cache
ruta_app UPDATE on public.idempotency_keys
ruta_app UPDATE on public.live_events
ruta_app UPDATE on public.mail_outbox
ruta_app UPDATE on public.mobile_tokens
ruta_app UPDATE on public.notification_bounce_reports
ruta_app UPDATE on public.notification_early_statuses
ruta_app UPDATE on public.notification_opt_outs
ruta_app UPDATE on public.notification_settings
ruta_app UPDATE on public.notifications
ruta_app UPDATE on public.optimization_runs
ruta_app UPDATE on public.optimizations
ruta_app UPDATE on public.optimized_addresses
ruta_app UPDATE on public.password_reset_tokens
ruta_app UPDATE on public.payment_plans
ruta_app UPDATE on public.permissions
ruta_app UPDATE on public.positions
ruta_app UPDATE on public.proof_settings
ruta_app UPDATE on public.rate_limit_hits
ruta_app UPDATE on public.refresh_tokens
ruta_app UPDATE on public.roles
ruta_app UPDATE on public.route_etas
ruta_app UPDATE on public.routes
ruta_app UPDATE on public.skills
ruta_app UPDATE on public.stop_outcomes
ruta_app UPDATE on public.stop_proofs
ruta_app UPDATE on public.stop_ratings
ruta_app UPDATE on public.stops
ruta_app UPDATE on public.stripe_events
ruta_app UPDATE on public.subjects
ruta_app UPDATE on public.subscriptions
ruta_app UPDATE on public.subsidiaries
ruta_app UPDATE on public.totp_recovery_codes
ruta_app UPDATE on public.tracking_tokens
ruta_app UPDATE on public.usage_reports
ruta_app UPDATE on public.user_photos
ruta_app UPDATE on public.user_skills
ruta_app UPDATE on public.user_subsidiaries
ruta_app UPDATE on public.users
ruta_app UPDATE on public.webhook_deliveries
ruta_app UPDATE on public.webhook_endpoints

-- roles (1)
ruta_app
