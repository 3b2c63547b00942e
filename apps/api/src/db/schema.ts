import { sql } from "drizzle-orm"
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core"
import { stopDuration } from "@ruta/validation/values"

// Column keys are the product's field names (spec section 3); SQL columns are snake_case.

/** A moment, with its time zone. */
const at = (name: string) => timestamp(name, { withTimezone: true })
/** A moment the database stamps when the row is written. */
const stamped = (name: string) => at(name).notNull().defaultNow()
const createdAt = () => stamped("created_at")
const updatedAt = () => stamped("updated_at")

/** Text that is never null, empty until given. */
const blank = (name: string) => text(name).notNull().default("")
const isActive = () => boolean("is_active").notNull().default(true)
const active = () => boolean("active").notNull().default(true)

type Target = () => AnyPgColumn
/** A reference that must be there, to a row that may not be deleted while it is. */
const required = (name: string, target: Target) =>
  integer(name).notNull().references(target)
/** A reference that must be there; the row goes with the row it belongs to. */
const owned = (name: string, target: Target) =>
  integer(name).notNull().references(target, { onDelete: "cascade" })
/** The key of a row that extends another (one a client, a stop...): it goes with that row. */
const extending = (name: string, target: Target) =>
  integer(name).primaryKey().references(target, { onDelete: "cascade" })
/** An optional reference, emptied when the row it names is deleted. */
const optional = (name: string, target: Target) =>
  integer(name).references(target, { onDelete: "set null" })

const clientColumn = () => owned("id_client", () => clients.id_client)
const siteColumn = () =>
  owned("id_subsidiary", () => subsidiaries.id_subsidiary)
const userColumn = () => owned("id_user", () => users.id_user)
const optimizationColumn = () =>
  owned("id_optimization", () => optimizations.id_optimization)
const stopColumn = () => owned("id_stop", () => stops.id_stop)
/** Who made the row; kept when that user is deleted, as no one. */
const creator = (name = "created_by") => optional(name, () => users.id_user)

/** The client and the site a row belongs to. */
const tenant = () => ({
  id_client: clientColumn(),
  id_subsidiary: siteColumn(),
})

/** Catalog ids of the units a client, a site or a car measures in. */
const units = () => ({
  id_unit_of_distance: integer("id_unit_of_distance").notNull().default(1),
  id_unit_of_measure: integer("id_unit_of_measure").notNull().default(1),
  id_unit_of_weight: integer("id_unit_of_weight").notNull().default(1),
})

const place = () => ({
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
})

/** A customer's contact at an address or stop. */
const contact = () => ({
  first_name: blank("first_name"),
  last_name: blank("last_name"),
  email: blank("email"),
  phone_number: blank("phone_number"),
})

/** A token kept hashed, used once before it expires. */
const singleUse = () => ({
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAt(),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
})

/** SYSTEM=1, CLIENT=2, SUBSIDIARY=3, MANTAINER=4, DRIVER=5 (spec section 6). */
export const contextTypes = pgTable("context_types", {
  id_context_type: integer("id_context_type").primaryKey(),
  name: text("name").notNull(),
  display_name: text("display_name").notNull(),
})

export const roles = pgTable(
  "roles",
  {
    id_role: serial("id_role").primaryKey(),
    id_context_type: required(
      "id_context_type",
      () => contextTypes.id_context_type
    ),
    name: text("name").notNull(),
    description: blank("description"),
    isActive: isActive(),
  },
  (t) => [uniqueIndex("roles_name_key").on(t.name)]
)

export const subjects = pgTable("subjects", {
  id_subject: serial("id_subject").primaryKey(),
  name: text("name").notNull().unique(),
  description: blank("description"),
})

export const actions = pgTable("actions", {
  id_action: serial("id_action").primaryKey(),
  name: text("name").notNull().unique(),
  description: blank("description"),
})

export const permissions = pgTable(
  "permissions",
  {
    id_permission: serial("id_permission").primaryKey(),
    id_role: owned("id_role", () => roles.id_role),
    id_subject: required("id_subject", () => subjects.id_subject),
    id_action: required("id_action", () => actions.id_action),
    isActive: isActive(),
  },
  (t) => [
    uniqueIndex("permissions_role_subject_action_key").on(
      t.id_role,
      t.id_subject,
      t.id_action
    ),
  ]
)

export const clients = pgTable("clients", {
  id_client: serial("id_client").primaryKey(),
  name: text("name").notNull(),
  address: blank("address"),
  phone_number: blank("phone_number"),
  isActive: isActive(),
  stripe_id: text("stripe_id"),
  ...units(),
  /** The spreadsheet header each stop field was last matched to, for the next upload. */
  header_matching: jsonb("header_matching")
    .$type<Record<string, string>>()
    .notNull()
    .default({}),
  createdAt: createdAt(),
})

export const subsidiaries = pgTable("subsidiaries", {
  id_subsidiary: serial("id_subsidiary").primaryKey(),
  id_client: clientColumn(),
  name: text("name").notNull(),
  address: blank("address"),
  phone_number: blank("phone_number"),
  email: blank("email"),
  active: active(),
  isMain: boolean("is_main").notNull().default(false),
  /** The IANA zone every time of the site is read and shown in (issue 43); its depots share it. */
  time_zone: text("time_zone").notNull().default("America/Mexico_City"),
  /** False while the zone is only the fallback: the site's first depot then sets it from its place. */
  time_zone_chosen: boolean("time_zone_chosen").notNull().default(true),
  ...units(),
  createdAt: createdAt(),
})

export const users = pgTable(
  "users",
  {
    id_user: serial("id_user").primaryKey(),
    id_context_type: required(
      "id_context_type",
      () => contextTypes.id_context_type
    ),
    id_role: required("id_role", () => roles.id_role),
    /** Null for the provider's own staff (administrators and maintainers). */
    id_client: integer("id_client").references(() => clients.id_client, {
      onDelete: "cascade",
    }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    photo: text("photo"),
    telephone: blank("telephone"),
    isActive: isActive(),
    isFirstLogin: boolean("is_first_login").notNull().default(true),
    userRecoveryPassword: boolean("user_recovery_password")
      .notNull()
      .default(false),
    theme: text("theme").notNull().default("light"),
    lng: text("lng").notNull().default("en"),
    /** False from a self-service sign-up until the link mailed to the address is opened. */
    emailVerified: boolean("email_verified").notNull().default(true),
    /** The authenticator secret (RFC 6238), sealed with the server's key; set when enrolment starts. */
    totpSecret: text("totp_secret"),
    /** Whether sign-in asks for a code: true once enrolment is confirmed with one. */
    totpEnabled: boolean("totp_enabled").notNull().default(false),
    /** The last time step a code was accepted for, so that a code signs in once. */
    totpLastStep: integer("totp_last_step"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email)]
)

export const userSubsidiaries = pgTable(
  "user_subsidiaries",
  {
    id_user: userColumn(),
    id_subsidiary: siteColumn(),
    id_client: clientColumn(),
  },
  (t) => [uniqueIndex("user_subsidiaries_key").on(t.id_user, t.id_subsidiary)]
)

export const refreshTokens = pgTable("refresh_tokens", {
  id: serial("id").primaryKey(),
  familyId: uuid("family_id").notNull(),
  id_user: userColumn(),
  id_client: integer("id_client"),
  /** The client a provider administrator acts for (login-with-client), if any. */
  actingForClient: integer("acting_for_client"),
  ...singleUse(),
  revokedAt: at("revoked_at"),
})

/** A token mailed to a user, kept hashed, used once before it expires. */
const mailedTokenColumns = () => ({
  id: serial("id").primaryKey(),
  id_user: userColumn(),
  id_client: integer("id_client"),
  ...singleUse(),
})

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  mailedTokenColumns()
)

/** The link a self-service sign-up opens to prove its email address. */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  mailedTokenColumns()
)

/** Two-factor recovery codes: each signs in once in place of an authenticator code. */
export const totpRecoveryCodes = pgTable("totp_recovery_codes", {
  id: serial("id").primaryKey(),
  id_user: userColumn(),
  id_client: integer("id_client"),
  codeHash: text("code_hash").notNull(),
  usedAt: at("used_at"),
})

export const mailOutbox = pgTable("mail_outbox", {
  id: serial("id").primaryKey(),
  id_client: integer("id_client"),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  /** The HTML part, when the mail has one (customer notifications). */
  html: text("html"),
  /** Extra headers (List-Unsubscribe, Reply-To...). */
  headers: jsonb("headers").$type<Record<string, string>>(),
  /**
   * The mail's Message-ID header, "<random@sender's domain>", unique: a bounce report names the
   * mail by it (customer notifications keep it as their provider id). Null on mails kept before.
   */
  message_id: text("message_id").unique("mail_outbox_message_id"),
  createdAt: createdAt(),
  sentAt: at("sent_at"),
})

export const auditEvents = pgTable("audit_events", {
  id: serial("id").primaryKey(),
  id_client: integer("id_client"),
  /** Who did it (null for anonymous events such as a failed sign-in). */
  id_user: integer("id_user"),
  action: text("action").notNull(),
  entity: text("entity").notNull(),
  entityId: text("entity_id"),
  before: jsonb("before"),
  after: jsonb("after"),
  requestId: text("request_id"),
  /** The API key's name when the change came through one (docs/integrations.md). */
  apiKey: text("api_key"),
  createdAt: createdAt(),
})

/** A provider user's "my list" of clients (list scope myList=1; spec section 4). */
export const clientAssignments = pgTable(
  "client_assignments",
  {
    id_user: userColumn(),
    id_client: clientColumn(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("client_assignments_key").on(t.id_user, t.id_client)]
)

/** What happened with a client (activity types are a catalog: catalogs module). */
export const activities = pgTable("activities", {
  id_activity: serial("id_activity").primaryKey(),
  id_client: clientColumn(),
  id_activity_type: integer("id_activity_type").notNull(),
  description: blank("description"),
  createdAt: createdAt(),
})

/** What a driver or car can do (refrigerated, heavy load...), per client. */
export const skills = pgTable(
  "skills",
  {
    id_skill: serial("id_skill").primaryKey(),
    id_client: clientColumn(),
    name: text("name").notNull(),
    active: active(),
  },
  (t) => [uniqueIndex("skills_client_name_key").on(t.id_client, t.name)]
)

/** How a stop ended (delivered, nobody home...), per client. */
export const stopOutcomes = pgTable(
  "stop_outcomes",
  {
    id_stop_outcome: serial("id_stop_outcome").primaryKey(),
    id_client: clientColumn(),
    name: text("name").notNull(),
    /** `completed` or `failed` (`StopOutcomeKind`): which visits may end with it (issue 42). */
    kind: text("kind")
      .$type<"completed" | "failed">()
      .notNull()
      .default("completed"),
    /**
     * The key of a name the product gave (`delivered`, `nobody_home`...), which the screens show
     * in the reader's language; null once the client names it themselves.
     */
    preset: text("preset"),
    active: active(),
  },
  (t) => [uniqueIndex("stop_outcomes_client_name_key").on(t.id_client, t.name)]
)

export const userSkills = pgTable(
  "user_skills",
  {
    id_user: userColumn(),
    id_skill: owned("id_skill", () => skills.id_skill),
    id_client: clientColumn(),
  },
  (t) => [uniqueIndex("user_skills_key").on(t.id_user, t.id_skill)]
)

/**
 * A vehicle of a site. `id_user` is the driver assigned to it; make, model and type are catalog
 * ids; the capacities are the optimizer's (pieces, weight in the unit of weight, volume in the
 * unit of measure).
 */
export const cars = pgTable("cars", {
  id_car: serial("id_car").primaryKey(),
  id_client: clientColumn(),
  id_subsidiary: optional("id_subsidiary", () => subsidiaries.id_subsidiary),
  name: text("name").notNull(),
  plate: blank("plate"),
  id_user: optional("id_user", () => users.id_user),
  alias: blank("alias"),
  id_car_make: integer("id_car_make"),
  id_car_model: integer("id_car_model"),
  id_car_type: integer("id_car_type"),
  ...units(),
  capacity_pieces: integer("capacity_pieces"),
  capacity_weight: doublePrecision("capacity_weight"),
  capacity_volume: doublePrecision("capacity_volume"),
  active: active(),
  createdAt: createdAt(),
})

export const carSkills = pgTable(
  "car_skills",
  {
    id_car: owned("id_car", () => cars.id_car),
    id_skill: owned("id_skill", () => skills.id_skill),
    id_client: clientColumn(),
  },
  (t) => [uniqueIndex("car_skills_key").on(t.id_car, t.id_skill)]
)

/** Where routes start and end; one default depot per site (a partial unique index). */
export const depots = pgTable(
  "depots",
  {
    id_depot: serial("id_depot").primaryKey(),
    ...tenant(),
    isDefault: boolean("is_default").notNull().default(false),
    name: text("name").notNull(),
    description: blank("description"),
    address: blank("address"),
    ...place(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("depots_default_key")
      .on(t.id_subsidiary)
      .where(sql`${t.isDefault}`),
  ]
)

/** The address book: a site's saved customer addresses with a contact. */
export const addresses = pgTable("addresses", {
  id_address: serial("id_address").primaryKey(),
  ...tenant(),
  id_address_type: integer("id_address_type").notNull().default(1),
  alias: blank("alias"),
  address: text("address").notNull(),
  ...place(),
  ...contact(),
  createdAt: createdAt(),
})

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
})

/** Profile photos, kept in the database so both drivers and backups carry them. */
export const userPhotos = pgTable("user_photos", {
  id_user: extending("id_user", () => users.id_user),
  id_client: integer("id_client"),
  mime: text("mime").notNull(),
  content: bytea("content").notNull(),
  updatedAt: createdAt(),
})

/** A planning session of a site: its stops, grouped into routes and optimized (spec section 3). */
export const optimizations = pgTable(
  "optimizations",
  {
    id_optimization: serial("id_optimization").primaryKey(),
    ...tenant(),
    name: text("name").notNull(),
    /** 1 typed by hand, 2 uploaded from a spreadsheet. */
    method: smallint("method").notNull().default(1),
    /** The route configuration new routes start from (spec section 3 defaults). */
    configuration: jsonb("configuration").notNull().default({}),
    createdBy: creator(),
    createdAt: createdAt(),
  },
  (t) => [
    index("optimizations_client_created").on(t.id_client, t.createdAt),
    index("optimizations_site_created").on(t.id_subsidiary, t.createdAt),
  ]
)

/**
 * A route of an optimization: a depot, a car and a driver for a day, its configuration, its zone,
 * and what optimizing it planned. `optimization_state`: 0 not optimized, 1 optimized, 2 by hand.
 */
export const routes = pgTable(
  "routes",
  {
    id_route: serial("id_route").primaryKey(),
    ...tenant(),
    id_optimization: optimizationColumn(),
    name: text("name").notNull(),
    id_depot: optional("id_depot", () => depots.id_depot),
    id_car: optional("id_car", () => cars.id_car),
    id_user: optional("id_user", () => users.id_user),
    start_date: at("start_date"),
    end_date: at("end_date"),
    optimization_state: smallint("optimization_state").notNull().default(0),
    started: at("started"),
    completed: at("completed"),
    configuration: jsonb("configuration").notNull().default({}),
    figure: jsonb("figure"),
    color: blank("color"),
    /** Planned by the last optimization: metres and seconds from departure to the end. */
    distance: integer("distance"),
    duration: integer("duration"),
    /** Driven, set when the route is completed: metres along the stops in the order visited. */
    actual_distance: integer("actual_distance"),
    createdAt: createdAt(),
  },
  (t) => [
    index("routes_optimization").on(t.id_optimization),
    index("routes_client_day").on(t.id_client, t.start_date),
    index("routes_driver_day").on(t.id_user, t.start_date),
    index("routes_site_created").on(t.id_subsidiary, t.createdAt),
    index("routes_client_created").on(t.id_client, t.createdAt),
    // The routes on the road (the live map's list): few among years of routes.
    index("routes_on_the_road")
      .on(t.id_subsidiary)
      .where(sql`started is not null and completed is null`),
  ]
)

/** A stop of an optimization, on a route or not yet (spec section 3, Stop). */
export const stops = pgTable(
  "stops",
  {
    id_stop: serial("id_stop").primaryKey(),
    ...tenant(),
    id_optimization: optimizationColumn(),
    id_route: optional("id_route", () => routes.id_route),
    id_address: optional("id_address", () => addresses.id_address),
    name: blank("name"),
    address: blank("address"),
    ...place(),
    /** Minutes. */
    stop_duration: integer("stop_duration")
      .notNull()
      .default(stopDuration.default),
    time_window_start: at("time_window_start"),
    time_window_end: at("time_window_end"),
    pieces: doublePrecision("pieces").notNull().default(0),
    weight: doublePrecision("weight").notNull().default(0),
    volume: doublePrecision("volume").notNull().default(0),
    skills: integer("skills")
      .array()
      .notNull()
      .default(sql`'{}'`),
    priority: smallint("priority").notNull().default(0),
    type: smallint("type").notNull().default(2),
    pinned: boolean("pinned").notNull().default(false),
    order: integer("stop_order"),
    /** Planned arrival and departure, and metres from the route's start. */
    eta: at("eta"),
    departure: at("departure"),
    distance: integer("distance"),
    started: at("started"),
    completed: at("completed"),
    /** When the driver finished the visit, as the device saw it (it may have been offline). */
    visit_time: at("visit_time"),
    /** The visit did not succeed (nobody home, refused...); `completed` is still set. */
    failed: boolean("failed").notNull().default(false),
    /** The driver's note on the visit. */
    note: blank("note"),
    /** The device's id for the completion, so a completion sent twice is applied once. */
    completion_key: text("completion_key"),
    /** When the driver said they had arrived, by their device's clock (it may have been offline). */
    arrived: at("arrived"),
    /** Where the phone was on arrival; none when it could not tell or was not allowed to. */
    arrival_latitude: doublePrecision("arrival_latitude"),
    arrival_longitude: doublePrecision("arrival_longitude"),
    /** The device's id for the arrival, so an arrival sent twice is recorded once. */
    arrival_key: text("arrival_key"),
    id_stop_outcome: optional(
      "id_stop_outcome",
      () => stopOutcomes.id_stop_outcome
    ),
    customData: jsonb("custom_data").notNull().default({}),
    delivery_instructions: blank("delivery_instructions"),
    ...contact(),
    /** Why the last optimization left it unassigned (the solver's reasons). */
    unassigned_reasons: text("unassigned_reasons")
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (t) => [
    index("stops_optimization_route").on(t.id_optimization, t.id_route),
    index("stops_route_order").on(t.id_route, t.order),
  ]
)

/**
 * One optimize request, run as a background job: its phase, the best found so far, the result
 * (kept for a preview to apply or discard), and why it failed. `seq` numbers its progress events.
 */
export const optimizationRuns = pgTable(
  "optimization_runs",
  {
    id_run: serial("id_run").primaryKey(),
    ...tenant(),
    id_optimization: optimizationColumn(),
    route_ids: integer("route_ids").array().notNull(),
    status: text("status").notNull().default("queued"),
    /** The whole optimization: its stops on no route are planned too. */
    include_unassigned: boolean("include_unassigned").notNull().default(false),
    preview: boolean("preview").notNull().default(false),
    /** For a preview: pending, applied or discarded. */
    decision: text("decision"),
    keep_changes_small: boolean("keep_changes_small").notNull().default(false),
    time_limit_seconds: integer("time_limit_seconds").notNull(),
    cancel_requested: boolean("cancel_requested").notNull().default(false),
    attempts: integer("attempts").notNull().default(0),
    best_cost: doublePrecision("best_cost"),
    distance: integer("distance"),
    duration: integer("duration"),
    unassigned: integer("unassigned"),
    elapsed_ms: integer("elapsed_ms").notNull().default(0),
    seq: integer("seq").notNull().default(0),
    error: text("error"),
    result: jsonb("result"),
    createdBy: creator(),
    createdAt: createdAt(),
    startedAt: at("started_at"),
    finishedAt: at("finished_at"),
  },
  (t) => [index("optimization_runs_optimization").on(t.id_optimization)]
)

/**
 * The optimized-address meter billing reads: each address an optimization got optimized, once,
 * in the billing period (calendar month, UTC) of its first successful run.
 */
export const optimizedAddresses = pgTable(
  "optimized_addresses",
  {
    id_client: clientColumn(),
    id_optimization: optimizationColumn(),
    address_key: text("address_key").notNull(),
    period: text("period").notNull(),
    id_run: integer("id_run").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("optimized_addresses_key").on(t.id_optimization, t.address_key),
    index("optimized_addresses_period").on(t.id_client, t.period),
  ]
)

/**
 * Places the geocoding service found for a client's address texts, so the same text is never
 * sent twice (the wizard's uploads repeat the same customers day after day).
 */
export const geocodeCache = pgTable(
  "geocode_cache",
  {
    id_client: clientColumn(),
    geocoder: text("geocoder").notNull(),
    query_key: text("query_key").notNull(),
    places: jsonb("places").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.id_client, t.geocoder, t.query_key] })]
)

/**
 * The provider's payment plans (spec section 3): a band of optimized addresses a month, a
 * minimum payment and a price per address beyond the band's start. Money is in integer cents.
 * Plans belong to no client: every client may read the active ones.
 */
export const paymentPlans = pgTable("payment_plans", {
  id_payment_plan: serial("id_payment_plan").primaryKey(),
  name: text("name").notNull(),
  from_addresses: integer("from_addresses").notNull(),
  /** Null: no upper end. */
  to_addresses: integer("to_addresses"),
  minimum_payment: integer("minimum_payment").notNull(),
  address_price: integer("address_price").notNull(),
  isMobile: boolean("is_mobile").notNull().default(false),
  order: integer("order").notNull().default(0),
  show_on_website: boolean("show_on_website").notNull().default(true),
  descriptions: jsonb("descriptions").$type<string[]>().notNull().default([]),
  /** The Stripe price that bills it, once created there. */
  stripe_id: text("stripe_id"),
  active: active(),
  createdAt: createdAt(),
})

/**
 * A one-time link for a client's mobile subscription page (issue 14): generated by a provider
 * administrator, kept hashed, used once before it expires.
 */
export const mobileTokens = pgTable("mobile_tokens", {
  id: serial("id").primaryKey(),
  id_client: clientColumn(),
  tokenHash: text("token_hash").notNull().unique(),
  created_by: creator(),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
  createdAt: createdAt(),
})

/**
 * A client's subscription to a payment plan, as Stripe last said it is (issue 14): the plan and
 * the calculator's inputs it was chosen with, and the Stripe subscription's state and period.
 * Webhooks re-read the subscription from Stripe, so events in any order reach the same row.
 */
export const subscriptions = pgTable("subscriptions", {
  id_subscription: serial("id_subscription").primaryKey(),
  id_client: clientColumn().unique(),
  // No foreign key: DELETE /payment-plans refuses a plan clients are on, in words; a canceled
  // subscription may keep a deleted plan's id.
  id_payment_plan: integer("id_payment_plan").notNull(),
  /** The calculator's period: 1 daily, 2 weekly, 3 monthly. */
  period: smallint("period").notNull(),
  drivers: integer("drivers").notNull(),
  routes: integer("routes").notNull(),
  days: integer("days"),
  /** The Stripe subscription (`sub_...`). */
  stripe_id: text("stripe_id").notNull().unique(),
  /** Stripe's status: active, past_due, canceled, incomplete... */
  status: text("status").notNull(),
  current_period_start: at("current_period_start"),
  current_period_end: at("current_period_end"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** Each Stripe webhook event applied, by its id, so a replayed event is applied once. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: stamped("received_at"),
})

/**
 * The meter's counts reported to Stripe: one row per client, period and count, sent with the
 * same identifier until Stripe took it (`reportedAt`), so a count reaches Stripe once.
 */
export const usageReports = pgTable(
  "usage_reports",
  {
    id: serial("id").primaryKey(),
    id_client: clientColumn(),
    period: text("period").notNull(),
    addresses: integer("addresses").notNull(),
    identifier: text("identifier").notNull().unique(),
    reportedAt: at("reported_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("usage_reports_count_key").on(
      t.id_client,
      t.period,
      t.addresses
    ),
  ]
)

/** What a client requires when a driver finishes a visit (issue 32), by kind of outcome. */
export const proofSettings = pgTable("proof_settings", {
  id_client: extending("id_client", () => clients.id_client),
  /** A `ProofRequirement` (@ruta/validation/proof) for completed visits. */
  completed: jsonb("completed").notNull(),
  /** The same for visits that could not be completed. */
  failed: jsonb("failed").notNull(),
  updatedAt: updatedAt(),
})

/**
 * A stored file: a proof photo or signature of a stop. The bytes are in the file storage (the
 * data folder or an S3 bucket) under `storage_key`; the row says whose they are.
 */
export const files = pgTable(
  "files",
  {
    id_file: uuid("id_file").primaryKey().defaultRandom(),
    ...tenant(),
    id_stop: integer("id_stop").references(() => stops.id_stop, {
      onDelete: "cascade",
    }),
    /** photo or signature. */
    kind: text("kind").notNull(),
    /** The photo's place among the stop's photos, from 0. */
    position: smallint("position").notNull().default(0),
    mime: text("mime").notNull(),
    bytes: integer("bytes").notNull(),
    storage_key: text("storage_key").notNull(),
    created_by: creator(),
    createdAt: createdAt(),
  },
  (t) => [index("files_stop").on(t.id_stop)]
)

/**
 * The proof of a finished visit: who received it, and where the phone was when the driver
 * finished it, with its distance from the stop (`far_from_stop` past COMPLETION_DISTANCE_M).
 * Its photos and signature are `files` of the stop.
 */
export const stopProofs = pgTable("stop_proofs", {
  id_stop: extending("id_stop", () => stops.id_stop),
  ...tenant(),
  recipient_name: blank("recipient_name"),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  /** Metres, as the phone reported it. */
  accuracy: doublePrecision("accuracy"),
  /** Metres from the stop, when the phone gave its position. */
  distance_m: integer("distance_m"),
  far_from_stop: boolean("far_from_stop").notNull().default(false),
  createdAt: createdAt(),
})

/**
 * The recent changes of the planning tables, for the live stream (`GET /live`): triggers write
 * one row per change (drizzle/0018_live-events-triggers.sql) and announce it on the `ruta_live`
 * channel; rows are kept a few minutes so that a stream resumes with `Last-Event-ID`. `ids` names
 * what changed (`id_optimization`, `id_route`, `id_run`...); clients refetch what they show. No
 * foreign keys: the change of a row being deleted (a client's, a site's) is still recorded.
 */
export const liveEvents = pgTable("live_events", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  id_client: integer("id_client").notNull(),
  id_subsidiary: integer("id_subsidiary").notNull(),
  /** optimization, route, stop or run. */
  kind: text("kind").notNull(),
  ids: jsonb("ids").notNull().default({}),
  createdAt: createdAt(),
})

/**
 * Where a driver's phone was while their route was started (`POST /driver/positions`): one row
 * per fix, at most one per route and instant (a batch sent again adds nothing). The unique index
 * also finds a route's latest position. Deleted after POSITION_RETENTION_DAYS.
 */
export const positions = pgTable(
  "positions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ...tenant(),
    id_route: owned("id_route", () => routes.id_route),
    id_user: optional("id_user", () => users.id_user),
    /** When the phone took the fix, by its clock. */
    recorded_at: at("recorded_at").notNull(),
    ...place(),
    /** Metres. */
    accuracy: doublePrecision("accuracy"),
    /** Metres per second. */
    speed: doublePrecision("speed"),
    /** Degrees clockwise from true north. */
    heading: doublePrecision("heading"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("positions_route_time").on(t.id_route, t.recorded_at),
    index("positions_time").on(t.recorded_at),
  ]
)

/**
 * A started route's predicted arrivals, recomputed from its latest position (at most every 30 s,
 * `computed_at` being the claim that spans processes): `etas` lists the stops not yet completed
 * with their predicted arrival and how late that is past their window (seconds, 0 when on time).
 */
export const routeEtas = pgTable("route_etas", {
  id_route: extending("id_route", () => routes.id_route),
  ...tenant(),
  id_optimization: integer("id_optimization").notNull(),
  computed_at: at("computed_at").notNull(),
  /** The position the ETAs start from. */
  position_at: at("position_at"),
  etas: jsonb("etas").$type<
    {
      id_stop: number
      name: string
      eta: string
      planned_eta?: string | null
      late_seconds: number
    }[]
  >(),
})

/**
 * The business events of the planning tables (docs/architecture.md, "Domain events"): an outbox
 * written by database triggers in the transaction of the change itself
 * (drizzle/0020_domain-events-triggers.sql), so an event exists exactly when its change
 * committed. The relay (`modules/events/event-relay.ts`) queues one pg-boss fan-out job per
 * event and sets `dispatched_at` in one transaction; subscribers (webhooks, customer
 * notifications) act from that job. No foreign keys: the event outlives what it tells of.
 */
export const domainEvents = pgTable(
  "domain_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The event's public id (the webhook's `webhook-id` is derived from it). */
    event_id: uuid("event_id").notNull().defaultRandom(),
    id_client: integer("id_client").notNull(),
    id_subsidiary: integer("id_subsidiary").notNull(),
    /** One of DOMAIN_EVENT_TYPES (`modules/events/domain-events.ts`). */
    type: text("type").notNull(),
    data: jsonb("data").notNull().default({}),
    occurredAt: stamped("occurred_at"),
    dispatchedAt: at("dispatched_at"),
  },
  (t) => [
    index("domain_events_undispatched")
      .on(t.id)
      .where(sql`dispatched_at is null`),
    index("domain_events_client").on(t.id_client, t.id),
  ]
)

/**
 * A client's API keys (docs/integrations.md): `rk_` and 43 random characters, shown once and
 * stored as a SHA-256 hash. A key acts with `id_role` (a role of the client's kinds, never more
 * than its creator held) and, when `id_subsidiary` is set, on that one site only.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id_api_key: serial("id_api_key").primaryKey(),
    id_client: clientColumn(),
    id_subsidiary: integer("id_subsidiary").references(
      () => subsidiaries.id_subsidiary,
      { onDelete: "cascade" }
    ),
    name: text("name").notNull(),
    /** What the list shows of the key: `rk_` and its first 8 characters. */
    prefix: text("prefix").notNull(),
    key_hash: text("key_hash").notNull(),
    id_role: required("id_role", () => roles.id_role),
    createdBy: creator(),
    createdAt: createdAt(),
    expiresAt: at("expires_at"),
    revokedAt: at("revoked_at"),
    lastUsedAt: at("last_used_at"),
    lastIp: text("last_ip"),
  },
  (t) => [
    uniqueIndex("api_keys_hash").on(t.key_hash),
    index("api_keys_client").on(t.id_client),
  ]
)

/**
 * The answers of POST calls sent with an `Idempotency-Key` (Stripe's convention,
 * docs/integrations.md), per caller (`user:<id>` or `key:<id>`), kept a day: the same key and
 * body answer the first answer again. `status_code` is null while the first call runs. Only
 * the caller that sent it can reach a row (by its own caller and key), so there is no client
 * column and no row-level security.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    caller: text("caller").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the method, path and body. */
    request_hash: text("request_hash").notNull(),
    status_code: integer("status_code"),
    content_type: text("content_type"),
    body: text("body"),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.caller, t.key] }),
    index("idempotency_keys_expiry").on(t.expiresAt),
  ]
)

/**
 * The calls counted by a rate limit (`@fastify/rate-limit`'s store, docs/integrations.md), one
 * row per limited thing (`api-key:<id>`), shared by every API process on the database: `hits`
 * since `window_start_ms` (the database's clock, in epoch milliseconds). No client column and
 * no row-level security: only the limiter reads it, by key.
 */
export const rateLimitHits = pgTable("rate_limit_hits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  window_start_ms: bigint("window_start_ms", { mode: "number" }).notNull(),
})

/**
 * A client's webhook endpoints (docs/integrations.md): an https URL, the events it subscribes
 * to, and its Standard Webhooks secret sealed with the server's key (it signs every delivery,
 * so it cannot be a hash). After a rotation the previous secret also signs until
 * `previous_secret_expires_at` (24 h). `failing_since` is the first failure of the current run
 * of failures; after 3 days of them the endpoint is disabled.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id_webhook_endpoint: serial("id_webhook_endpoint").primaryKey(),
    id_client: clientColumn(),
    url: text("url").notNull(),
    description: blank("description"),
    events: text("events").array().notNull(),
    secret: text("secret").notNull(),
    previous_secret: text("previous_secret"),
    previous_secret_expires_at: at("previous_secret_expires_at"),
    enabled: boolean("enabled").notNull().default(true),
    /** Why the endpoint was disabled by Ruta (failures), empty when by a person or enabled. */
    disabled_reason: blank("disabled_reason"),
    failing_since: at("failing_since"),
    createdBy: creator(),
    createdAt: createdAt(),
  },
  (t) => [index("webhook_endpoints_client").on(t.id_client)]
)

/**
 * One event sent to one endpoint (or a test event): its message (`webhook-id` and the signed
 * body, kept as sent so retries sign the same bytes), and the last attempt's outcome: status
 * code, response time and the first 1 KB of the answer. An event is delivered once per endpoint
 * (unique), however many fan-out jobs or workers run.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id_delivery: bigserial("id_delivery", { mode: "number" }).primaryKey(),
    id_client: clientColumn(),
    id_webhook_endpoint: owned(
      "id_webhook_endpoint",
      () => webhookEndpoints.id_webhook_endpoint
    ),
    /** The domain event; null for a test event. */
    id_event: bigint("id_event", { mode: "number" }),
    message_id: text("message_id").notNull(),
    type: text("type").notNull(),
    payload: text("payload").notNull(),
    /** pending, sending, succeeded or failed (gave up after 24 h, or the endpoint is disabled). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** A worker's claim while it sends: another worker leaves the delivery alone until then. */
    claimed_until: at("claimed_until"),
    response_status: integer("response_status"),
    response_ms: integer("response_ms"),
    response_body: text("response_body"),
    error: text("error"),
    last_attempt_at: at("last_attempt_at"),
    next_attempt_at: at("next_attempt_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_event_endpoint").on(
      t.id_webhook_endpoint,
      t.id_event
    ),
    index("webhook_deliveries_endpoint").on(
      t.id_webhook_endpoint,
      t.id_delivery
    ),
  ]
)

/** A client's customer notification settings (issue 33): a `NotificationSettings`. */
export const notificationSettings = pgTable("notification_settings", {
  id_client: extending("id_client", () => clients.id_client),
  settings: jsonb("settings").notNull(),
  updatedAt: updatedAt(),
})

/**
 * One message to a stop's contact: one row per stop, event and channel (unique), so a message is
 * made once whatever the retries; its job sends it once (claimed) and its status follows the
 * provider's callbacks.
 */
export const notifications = pgTable(
  "notifications",
  {
    id_notification: bigserial("id_notification", {
      mode: "number",
    }).primaryKey(),
    ...tenant(),
    id_stop: stopColumn(),
    event: text("event").notNull(),
    /** Numbers a stop's messages of one event and channel: its new windows (`eta_updated`) 1, 2... */
    seq: integer("seq").notNull().default(0),
    channel: text("channel").notNull(),
    /** The window the message told its customer (from the live ETA when it was written), if any. */
    window_from: at("window_from"),
    window_to: at("window_to"),
    /** The address or E.164 number; as written when it could not be read. */
    recipient: text("recipient").notNull(),
    language: text("language").notNull(),
    /** queued, sending, sent, delivered, failed, bounced. */
    status: text("status").notNull().default("queued"),
    reason: blank("reason"),
    attempts: integer("attempts").notNull().default(0),
    claimed_until: at("claimed_until"),
    /** The provider's id of the message (Twilio's MessageSid). */
    provider_id: text("provider_id"),
    createdAt: createdAt(),
    sentAt: at("sent_at"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("notifications_stop_event_channel").on(
      t.id_stop,
      t.event,
      t.channel,
      t.seq
    ),
    index("notifications_provider_id").on(t.provider_id),
    index("notifications_recipient").on(t.channel, t.recipient),
  ]
)

/**
 * A provider's status callback that came before its message's provider id was written (Twilio
 * may call back before its answer to the send is read): applied when the id is written.
 */
export const notificationEarlyStatuses = pgTable(
  "notification_early_statuses",
  {
    provider_id: text("provider_id").primaryKey(),
    status: text("status").notNull(),
    reason: blank("reason"),
    receivedAt: at("received_at").notNull(),
  }
)

/**
 * A recipient who is sent no more messages of a client: they asked (SMS "STOP", email
 * unsubscribe; no reason kept) or their address bounced for good (the bounce, as `reason`).
 */
export const notificationOptOuts = pgTable(
  "notification_opt_outs",
  {
    id_client: clientColumn(),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    /** Why they are not sent to, when they did not ask: "Bounced: …". Empty for an opt-out. */
    reason: blank("reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("notification_opt_outs_key").on(
      t.id_client,
      t.channel,
      t.recipient
    ),
  ]
)

/**
 * A bounce report about a customer mail (a provider's or a mail server's, after it took the
 * mail): permanent ones also mark the message bounced; temporary ones are only kept here. The
 * stop's notification log shows them under the message whose provider id is `message_id`.
 */
export const notificationBounceReports = pgTable(
  "notification_bounce_reports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    id_client: clientColumn(),
    /** The bounced mail's Message-ID (its notification's provider id). */
    message_id: text("message_id").notNull(),
    recipient: text("recipient").notNull(),
    /** permanent (5.x.x) or temporary (4.x.x). */
    kind: text("kind").notNull(),
    /** The enhanced status code, e.g. "5.1.1", when the report gave one. */
    code: blank("code"),
    reason: blank("reason"),
    receivedAt: at("received_at").notNull(),
  },
  (t) => [index("notification_bounce_reports_message").on(t.message_id)]
)

/** A tracking link's token: 128 random bits, kept as their SHA-256; each opens one stop's page. */
export const trackingTokens = pgTable(
  "tracking_tokens",
  {
    token_hash: text("token_hash").primaryKey(),
    id_client: clientColumn(),
    id_stop: stopColumn(),
    expiresAt: at("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("tracking_tokens_stop").on(t.id_stop)]
)

/** The recipient's rating of a visit from its tracking page: once per stop. */
export const stopRatings = pgTable("stop_ratings", {
  id_stop: extending("id_stop", () => stops.id_stop),
  ...tenant(),
  rating: smallint("rating").notNull(),
  comment: blank("comment"),
  createdAt: createdAt(),
})

/** Tables whose rows belong to one client; each has row-level security on `id_client`. */
export const tenantTables = [
  "clients",
  "subsidiaries",
  "users",
  "user_subsidiaries",
  "refresh_tokens",
  "password_reset_tokens",
  "email_verification_tokens",
  "totp_recovery_codes",
  "mail_outbox",
  "audit_events",
  "client_assignments",
  "activities",
  "skills",
  "user_skills",
  "cars",
  "user_photos",
  "stop_outcomes",
  "car_skills",
  "depots",
  "addresses",
  "optimizations",
  "routes",
  "stops",
  "optimization_runs",
  "optimized_addresses",
  "geocode_cache",
  "mobile_tokens",
  "subscriptions",
  "usage_reports",
  "proof_settings",
  "files",
  "stop_proofs",
  "live_events",
  "positions",
  "route_etas",
  "domain_events",
  "api_keys",
  "webhook_endpoints",
  "webhook_deliveries",
  "notification_settings",
  "notifications",
  "notification_opt_outs",
  "notification_bounce_reports",
  "tracking_tokens",
  "stop_ratings",
] as const
