// The tenant isolation matrix (security.md S1, S2, S10): every API route, called as every kind
// of user of one client (Acme) with the ids of the other client (Globex), must neither show nor
// change anything of Globex. Site users and drivers are also tried against the other site of
// their own client. The matrix runs twice: with the seeded permissions, then with every
// permission granted to the client's roles, so that tenancy, not a missing permission, is what
// stops each call. A route missing from the table fails the test.
import { allActions, allSubjects } from "@ruta/permissions/catalog"
import { SeedRole } from "@ruta/permissions/context-types"
import { defaultNotificationSettings } from "@ruta/validation/notifications"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"

import { and, eq, sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { loadConfig } from "../src/config.ts"
import { rowsOf } from "../src/db/database.ts"
import {
  actions,
  activities,
  apiKeys,
  webhookDeliveries,
  webhookEndpoints,
  addresses,
  cars,
  depots,
  files,
  optimizationRuns,
  optimizations,
  optimizedAddresses,
  permissions,
  positions,
  routeEtas,
  routes,
  skills,
  stopOutcomes,
  stopProofs,
  stops,
  subjects,
  subsidiaries,
  userSubsidiaries,
  users,
  vroomJobs,
} from "../src/db/schema.ts"
import { hashPassword } from "../src/platform/crypto/passwords.ts"
import { newApiKey } from "../src/modules/integrations/api-key-auth.ts"
import { createFileLinks } from "../src/modules/files/file-links.ts"
import { createFileStorage } from "../src/platform/storage/create-file-storage.ts"
import type { TestApp } from "./helper.ts"
import { bearer, createTestApp } from "./helper.ts"

let t: TestApp
let dataDir: string

/** File links as the API signs them (the test app's secret), without the API prefix. */
const fileLinks = createFileLinks({
  secret: new TextEncoder().encode("test-secret-test-secret-test-secret!"),
  ttlSeconds: 300,
  now: () => t.clock.now(),
  prefix: "",
})

/** Ids of rows the callers must not reach. */
interface Targets {
  client: number
  site: number
  user: number
  driver: number
  activity: number
  skill: number
  stopOutcome: number
  car: number
  depot: number
  address: number
  optimization: number
  route: number
  stop: number
  run: number
  /** A proof photo of the stop. */
  file: string
  role: number
  subject: number
  action: number
  email: string
  /** An API key of the client. */
  apiKey: number
  /** A webhook endpoint of the client, and a delivery to it. */
  webhook: number
  delivery: number
  /** A finished VROOM job of the client's site. */
  vroomJob: string
}

interface Probe {
  method: "GET" | "POST" | "PUT" | "DELETE"
  url: string
  body?: Record<string, unknown>
  /** Headers besides the caller's token (a forged signature). */
  headers?: Record<string, string>
  /** True when any 2xx answer is itself a leak (the call names a foreign row). */
  foreign: boolean
  /**
   * The row named is the whole client: for a site user, their own client is not foreign to read,
   * but it is to change.
   */
  clientLevel?: boolean
}

const P = (
  method: Probe["method"],
  url: string,
  foreign: boolean,
  body?: Record<string, unknown>
): Probe => ({ method, url, foreign, ...(body ? { body } : {}) })

const userBody = (x: Targets) => ({
  name: "Planted User",
  email: "planted@acme.demo",
  password: "Planted-pass-1!",
  id_context_type: 5,
  id_role: 5,
  id_client: x.client,
  subsidiaries: [x.site],
})

const carBody = (x: Targets) => ({
  name: "Planted car",
  plate: "PLANT-1",
  id_subsidiary: x.site,
  id_car_make: 1,
  id_car_model: 1,
  id_car_type: 1,
  id_unit_of_distance: 1,
  id_unit_of_measure: 1,
  id_unit_of_weight: 1,
})

const depotBody = (x: Targets) => ({
  id_subsidiary: x.site,
  name: "Planted depot",
  latitude: 19.4,
  longitude: -99.1,
  isDefault: true,
})

const addressBody = (x: Targets) => ({
  id_subsidiary: x.site,
  address: "Planted street 1",
  latitude: 19.4,
  longitude: -99.1,
})

const stopBody = { name: "Planted stop", latitude: 19.4, longitude: -99.1 }

const planBody = {
  name: "Planted plan",
  from_addresses: 900000,
  to_addresses: null,
  minimum_payment: 0,
  address_price: 1,
}

const subscriptionBody = {
  id_payment_plan: 1,
  period: 3,
  drivers: 1,
  routes: 1,
}

/** Routes that answer 501 without Stripe keys, as the matrix runs. */
const cardRoutes = new Set([
  "GET /payment-plans/payment-methods",
  "POST /payment-plans/setup-intent",
  "POST /payment-plans/payment-methods/delete",
  "PUT /payment-plans/payment-methods/default",
  "POST /subscription",
  "PUT /subscription",
  "POST /billing/webhooks",
])

/** A probe that names a whole client. */
const C = (...args: Parameters<typeof P>): Probe => ({
  ...P(...args),
  clientLevel: true,
})

/** How to call each route against the targets `x`; keys are "METHOD /path" as registered. */
const matrix: Record<string, (x: Targets) => Probe[]> = {
  "GET /health": () => [P("GET", "/health", false)],
  "GET /health/live": () => [P("GET", "/health/live", false)],
  "GET /health/ready": () => [P("GET", "/health/ready", false)],
  "POST /auth/login": (x) => [
    P("POST", "/auth/login", false, { email: x.email, password: "Wrong-1!x" }),
  ],
  "POST /auth/new-access-token": () => [
    P("POST", "/auth/new-access-token", false, { grant_type: "refresh_token" }),
  ],
  "POST /auth/validate-token": () => [P("POST", "/auth/validate-token", false)],
  "POST /auth/reset-password": (x) => [
    P("POST", "/auth/reset-password", true, {
      id_user: x.user,
      password: "Hijack-pass-1!",
    }),
  ],
  "POST /auth/change-password": () => [
    P("POST", "/auth/change-password", false, {
      current_password: "Wrong-pass-1!",
      password: "Hijack-pass-1!",
    }),
  ],
  "POST /auth/recovery-password": () => [
    P("POST", "/auth/recovery-password", false, {
      email: "nobody@acme.demo",
    }),
  ],
  "POST /auth/google/callback": () => [
    P("POST", "/auth/google/callback", false, { code: "x" }),
  ],
  "POST /auth/login-with-client": (x) => [
    P("POST", "/auth/login-with-client", true, {
      id_user: x.user,
      id_client: x.client,
    }),
  ],
  "POST /auth/logout": () => [P("POST", "/auth/logout", false)],
  "POST /auth/login/two-factor": () => [
    P("POST", "/auth/login/two-factor", false, {
      twoFactorToken: "forged",
      code: "123456",
    }),
  ],
  "POST /auth/two-factor/enrolment": () => [
    P("POST", "/auth/two-factor/enrolment", false, {}),
  ],
  "POST /auth/two-factor/enrolment/confirm": () => [
    P("POST", "/auth/two-factor/enrolment/confirm", false, { code: "123456" }),
  ],
  "POST /auth/two-factor/recovery-codes": () => [
    P("POST", "/auth/two-factor/recovery-codes", false, { code: "123456" }),
  ],
  "DELETE /auth/two-factor": () => [
    P("DELETE", "/auth/two-factor", false, { code: "123456" }),
  ],
  "POST /users/:id/two-factor/reset": (x) => [
    P("POST", `/users/${x.user}/two-factor/reset`, true),
    P("POST", `/users/${x.driver}/two-factor/reset`, true),
  ],
  "GET /payment-plans": () => [P("GET", "/payment-plans", false)],
  "POST /payment-plans": () => [P("POST", "/payment-plans", false, planBody)],
  "PUT /payment-plans/:id": () => [
    P("PUT", "/payment-plans/999999", false, planBody),
  ],
  "DELETE /payment-plans/:id": () => [
    P("DELETE", "/payment-plans/999999", false),
  ],
  "GET /payment-plans/payment-methods": () => [
    P("GET", "/payment-plans/payment-methods", false),
  ],
  "POST /payment-plans/setup-intent": () => [
    P("POST", "/payment-plans/setup-intent", false),
  ],
  "POST /payment-plans/payment-methods/delete": () => [
    P("POST", "/payment-plans/payment-methods/delete", true, {
      id: "pm_globex",
    }),
  ],
  "PUT /payment-plans/payment-methods/default": () => [
    P("PUT", "/payment-plans/payment-methods/default", true, {
      id: "pm_globex",
    }),
  ],
  "GET /subscription": () => [P("GET", "/subscription", false)],
  "POST /subscription": () => [
    P("POST", "/subscription", false, subscriptionBody),
  ],
  "PUT /subscription": () => [
    P("PUT", "/subscription", false, subscriptionBody),
  ],
  "POST /billing/webhooks": () => [
    P("POST", "/billing/webhooks", false, {
      id: "evt_forged",
      type: "customer.subscription.deleted",
    }),
  ],
  "POST /subscription/mobile-token": (x) => [
    P("POST", "/subscription/mobile-token", true, { id_client: x.client }),
  ],
  "GET /subscription/validate-token": () => [
    P("GET", `/subscription/validate-token?token=${"x".repeat(43)}`, false),
  ],
  "DELETE /subscription/token": () => [
    P("DELETE", "/subscription/token", false),
  ],
  "POST /users/sign-up": () => [
    P("POST", "/users/sign-up", false, {
      company: "Planted Company",
      name: "Planted Person",
      email: "planted-sign-up@acme.demo",
      password: "Planted-pass-1!",
    }),
  ],
  "POST /users/verify-email": () => [
    P("POST", "/users/verify-email", false, { token: "forged" }),
  ],
  "POST /users/verify-email/resend": (x) => [
    P("POST", "/users/verify-email/resend", false, { email: x.email }),
  ],
  "GET /auth/me": () => [P("GET", "/auth/me", false)],
  "GET /permissions": () => [
    P("GET", "/permissions?rolename=SuperAdmin", false),
  ],
  "GET /roles": () => [P("GET", "/roles?page=0&size=100", false)],
  "POST /roles": () => [
    P("POST", "/roles", true, {
      name: "Planted role",
      id_context_type: 2,
      isActive: true,
    }),
  ],
  "GET /roles/:id": (x) => [P("GET", `/roles/${x.role}`, false)],
  "PUT /roles/:id": (x) => [
    P("PUT", `/roles/${x.role}`, true, {
      name: "Hijacked role",
      id_context_type: 2,
      isActive: true,
    }),
  ],
  "DELETE /roles/:id": (x) => [P("DELETE", `/roles/${x.role}`, true)],
  "PUT /roles/:id/status": (x) => [
    P("PUT", `/roles/${x.role}/status`, true, { isActive: false }),
  ],
  "GET /permissions/list": (x) => [
    P("GET", `/permissions/list?id_role=${x.role}`, false),
  ],
  "PUT /permissions/create-or-update": (x) => [
    P("PUT", "/permissions/create-or-update", true, {
      id_role: x.role,
      id_subject: x.subject,
      id_action: x.action,
      isActive: false,
    }),
  ],
  "GET /subjects": () => [P("GET", "/subjects", false)],
  "GET /actions": () => [P("GET", "/actions", false)],
  "GET /users": (x) => [
    P("GET", "/users?size=100", false),
    P("GET", `/users?id_client=${x.client}&size=100`, false),
    P("GET", `/users?id_subsidiary=${x.site}`, false),
  ],
  "POST /users": (x) => [P("POST", "/users", true, userBody(x))],
  "GET /users/all-site": (x) => [
    P("GET", `/users/all-site?id_client=${x.client}`, false),
  ],
  "GET /users/:id": (x) => [
    P("GET", `/users/${x.user}`, true),
    P("GET", `/users/${x.driver}`, true),
  ],
  "PUT /users/:id": (x) => [
    P("PUT", `/users/${x.driver}`, true, {
      ...userBody(x),
      password: undefined,
    }),
  ],
  "DELETE /users/:id": (x) => [P("DELETE", `/users/${x.driver}`, true)],
  "PUT /users/:id/status": (x) => [
    P("PUT", `/users/${x.driver}/status`, true, { isActive: false }),
  ],
  "POST /users/theme": () => [
    P("POST", "/users/theme", false, { theme: "dark" }),
  ],
  "GET /users/:id/photo": (x) => [P("GET", `/users/${x.driver}/photo`, true)],
  "GET /users/:id/skills": (x) => [P("GET", `/users/${x.driver}/skills`, true)],
  "PUT /users/:id/skills": (x) => [
    P("PUT", `/users/${x.driver}/skills`, true, { skills: [x.skill] }),
  ],
  "PUT /users/:id/car": (x) => [
    P("PUT", `/users/${x.driver}/car`, true, { id_car: x.car }),
    P("PUT", `/users/${x.driver}/car`, true, { id_car: null }),
  ],
  "GET /clients": () => [
    P("GET", "/clients?size=100", false),
    P("GET", "/clients?scope=2", false),
  ],
  "POST /clients": () => [
    P("POST", "/clients", true, { name: "Planted client" }),
  ],
  "GET /clients/search": () => [P("GET", "/clients/search?term=o", false)],
  "GET /clients/:id": (x) => [C("GET", `/clients/${x.client}`, true)],
  "PUT /clients/:id": (x) => [
    C("PUT", `/clients/${x.client}`, true, { name: "Hijacked client" }),
  ],
  "DELETE /clients/:id": (x) => [C("DELETE", `/clients/${x.client}`, true)],
  "PUT /clients/:id/status": (x) => [
    C("PUT", `/clients/${x.client}/status`, true, { isActive: false }),
  ],
  "PUT /clients/:id/assign": (x) => [
    C("PUT", `/clients/${x.client}/assign`, true),
  ],
  "PUT /clients/:id/unassign": (x) => [
    C("PUT", `/clients/${x.client}/unassign`, true),
  ],
  "GET /clients/:id/configuration": (x) => [
    C("GET", `/clients/${x.client}/configuration`, true),
  ],
  "GET /units": () => [P("GET", "/units", false)],
  "PUT /clients/:id/configuration": (x) => [
    C("PUT", `/clients/${x.client}/configuration`, true, {
      id_unit_of_distance: 2,
      id_unit_of_measure: 2,
      id_unit_of_weight: 2,
    }),
  ],
  "GET /subsidiaries/client/:id": (x) => [
    C("GET", `/subsidiaries/client/${x.client}`, true),
  ],
  "GET /subsidiaries/:id": (x) => [P("GET", `/subsidiaries/${x.site}`, true)],
  "PUT /subsidiaries/:id": (x) => [
    P("PUT", `/subsidiaries/${x.site}`, true, { name: "Hijacked site" }),
  ],
  "DELETE /subsidiaries/:id": (x) => [
    P("DELETE", `/subsidiaries/${x.site}`, true),
  ],
  "POST /subsidiaries": (x) => [
    // A client's own users always create for their own client: the id is ignored.
    P("POST", "/subsidiaries", false, {
      name: "Planted site",
      id_client: x.client,
    }),
  ],
  "PUT /subsidiaries/:id/status": (x) => [
    P("PUT", `/subsidiaries/${x.site}/status`, true, { isActive: false }),
  ],
  "GET /subsidiaries/:id/configuration": (x) => [
    P("GET", `/subsidiaries/${x.site}/configuration`, true),
  ],
  "PUT /subsidiaries/:id/configuration": (x) => [
    P("PUT", `/subsidiaries/${x.site}/configuration`, true, {
      id_unit_of_distance: 2,
      id_unit_of_measure: 2,
      id_unit_of_weight: 2,
    }),
  ],
  "POST /activities": (x) => [
    P("POST", "/activities", false, {
      id_client: x.client,
      id_activity_type: 1,
      description: "Planted activity",
    }),
  ],
  "PUT /activities/:id": (x) => [
    P("PUT", `/activities/${x.activity}`, true, {
      id_activity_type: 2,
      description: "Hijacked",
    }),
  ],
  "DELETE /activities/:id": (x) => [
    P("DELETE", `/activities/${x.activity}`, true),
  ],
  "GET /catalogs/context-types": () => [
    P("GET", "/catalogs/context-types", false),
  ],
  "GET /catalogs/units-of-distance": () => [
    P("GET", "/catalogs/units-of-distance", false),
  ],
  "GET /catalogs/units-of-weight": () => [
    P("GET", "/catalogs/units-of-weight", false),
  ],
  "GET /catalogs/units-of-measure": () => [
    P("GET", "/catalogs/units-of-measure", false),
  ],
  "GET /catalogs/activity-types": () => [
    P("GET", "/catalogs/activity-types", false),
  ],
  "GET /catalogs/status": () => [P("GET", "/catalogs/status", false)],
  ...Object.fromEntries(
    [
      "car-makes",
      "car-models",
      "car-types",
      "optimization-types",
      "travel-modes",
      "finalization-modes",
      "restriction-types",
      "stop-types",
      "address-types",
      "file-categories",
      "payment-plans",
    ].map((name) => [
      `GET /catalogs/${name}`,
      () => [P("GET", `/catalogs/${name}`, false)],
    ])
  ),
  "GET /cars": (x) => [
    P("GET", "/cars?size=100", false),
    P("GET", `/cars?id_subsidiary=${x.site}`, false),
    P("GET", `/cars?skills=${x.skill}&text=van`, false),
  ],
  "GET /cars/available": (x) => [
    P("GET", "/cars/available", false),
    P(
      "GET",
      `/cars/available?id_subsidiary=${x.site}&id_user=${x.driver}`,
      false
    ),
    P("GET", `/cars/available?id_route=${x.route}`, true),
    P("GET", `/cars/available?id_user=${x.driver}&with_driver=true`, true),
  ],
  "GET /cars/:id": (x) => [P("GET", `/cars/${x.car}`, true)],
  "POST /cars": (x) => [P("POST", "/cars", true, carBody(x))],
  "PUT /cars/:id": (x) => [P("PUT", `/cars/${x.car}`, true, carBody(x))],
  "DELETE /cars/:id": (x) => [P("DELETE", `/cars/${x.car}`, true)],
  "GET /cars/:id/skills": (x) => [P("GET", `/cars/${x.car}/skills`, true)],
  "PUT /cars/:id/skills": (x) => [
    P("PUT", `/cars/${x.car}/skills`, true, { skills: [x.skill] }),
    P("PUT", `/cars/${x.car}/skills`, true, { skills: [] }),
  ],
  "PUT /cars/:id/user": (x) => [
    P("PUT", `/cars/${x.car}/user`, true, { id_user: x.driver }),
    P("PUT", `/cars/${x.car}/user`, true, { id_user: null }),
  ],
  "GET /depots": (x) => [
    P("GET", "/depots?pageSize=100", false),
    P("GET", `/depots?id_subsidiary=${x.site}&text=depot`, false),
  ],
  "GET /depots/:id": (x) => [P("GET", `/depots/${x.depot}`, true)],
  "POST /depots": (x) => [P("POST", "/depots", true, depotBody(x))],
  "PUT /depots/:id": (x) => [
    P("PUT", `/depots/${x.depot}`, true, depotBody(x)),
  ],
  "DELETE /depots/:id": (x) => [P("DELETE", `/depots/${x.depot}`, true)],
  "GET /addresses": (x) => [
    P("GET", "/addresses?size=100", false),
    P("GET", `/addresses?id_subsidiary=${x.site}&text=customer`, false),
  ],
  "GET /addresses/find-one": () => [
    P("GET", "/addresses/find-one?query=Carla", false),
    P("GET", "/addresses/find-one?query=Norte%20street", false),
    P("GET", "/addresses/find-one?latitude=25.68&longitude=-100.31", false),
  ],
  "GET /addresses/find-by-query": () => [
    P("GET", "/addresses/find-by-query?query=Carla", false),
    P("GET", "/addresses/find-by-query?query=Norte", false),
  ],
  "GET /addresses/:id": (x) => [P("GET", `/addresses/${x.address}`, true)],
  "POST /addresses": (x) => [P("POST", "/addresses", true, addressBody(x))],
  "PUT /addresses/:id": (x) => [
    P("PUT", `/addresses/${x.address}`, true, addressBody(x)),
  ],
  "DELETE /addresses/:id": (x) => [
    P("DELETE", `/addresses/${x.address}`, true),
  ],
  "POST /geocoding/find-many": () => [
    P("POST", "/geocoding/find-many", false, {
      addresses: [
        { address: "Carla Garza" },
        { address: "Norte street 5" },
        { latitude: 25.6, longitude: -100.3, alias: "depot" },
      ],
    }),
  ],
  "GET /geocoding/geolocate-one": () => [
    P(
      "GET",
      "/geocoding/geolocate-one?latitude=25.68&longitude=-100.31",
      false
    ),
  ],
  "GET /skills/client/:id": (x) => [
    C("GET", `/skills/client/${x.client}`, true),
    C("GET", `/skills/client/${x.client}?active=2`, true),
  ],
  "POST /skills": (x) => [
    // A client's own users always create for their own client: the id is ignored.
    C("POST", "/skills", false, { name: "Planted skill", id_client: x.client }),
  ],
  "PUT /skills/:id": (x) => [
    C("PUT", `/skills/${x.skill}`, true, { name: "Hijacked skill" }),
  ],
  "PUT /skills/:id/status": (x) => [
    C("PUT", `/skills/${x.skill}/status`, true, { isActive: false }),
  ],
  "DELETE /skills/:id": (x) => [C("DELETE", `/skills/${x.skill}`, true)],
  "GET /stop-outcomes/client/:id": (x) => [
    C("GET", `/stop-outcomes/client/${x.client}`, true),
    C("GET", `/stop-outcomes/client/${x.client}?active=1`, true),
  ],
  "POST /stop-outcomes": (x) => [
    C("POST", "/stop-outcomes", false, {
      name: "Planted outcome",
      id_client: x.client,
    }),
  ],
  "PUT /stop-outcomes/:id": (x) => [
    C("PUT", `/stop-outcomes/${x.stopOutcome}`, true, {
      name: "Hijacked outcome",
    }),
  ],
  "PUT /stop-outcomes/:id/status": (x) => [
    C("PUT", `/stop-outcomes/${x.stopOutcome}/status`, true, {
      isActive: false,
    }),
  ],
  "DELETE /stop-outcomes/:id": (x) => [
    C("DELETE", `/stop-outcomes/${x.stopOutcome}`, true),
  ],
  "GET /optimizations": (x) => [
    P("GET", "/optimizations?size=100", false),
    P("GET", `/optimizations?id_subsidiary=${x.site}&text=plan`, false),
  ],
  "GET /optimizations/:id": (x) => [
    P("GET", `/optimizations/${x.optimization}`, true),
  ],
  "POST /optimizations": (x) => [
    P("POST", "/optimizations", true, {
      name: "Planted plan",
      id_subsidiary: x.site,
      stops: [stopBody],
    }),
  ],
  "POST /optimizations/from-visits": (x) => [
    P("POST", "/optimizations/from-visits", true, {
      name: "Planted week",
      id_subsidiary: x.site,
      from: "2026-11-30",
      to: "2026-12-04",
    }),
  ],
  "PUT /optimizations/:id": (x) => [
    P("PUT", `/optimizations/${x.optimization}`, true, { name: "Hijacked" }),
  ],
  "DELETE /optimizations/:id": (x) => [
    P("DELETE", `/optimizations/${x.optimization}`, true),
  ],
  "POST /optimizations/:id/scenarios": (x) => [
    P("POST", `/optimizations/${x.optimization}/scenarios`, true, {
      name: "Hijacked scenario",
    }),
  ],
  "GET /optimizations/:id/scenarios": (x) => [
    P("GET", `/optimizations/${x.optimization}/scenarios`, true),
  ],
  "POST /optimizations/:id/promote": (x) => [
    P("POST", `/optimizations/${x.optimization}/promote`, true),
  ],
  "GET /optimizations/header-matching": () => [
    P("GET", "/optimizations/header-matching", false),
  ],
  "PUT /optimizations/header-matching": () => [
    P("PUT", "/optimizations/header-matching", false, { address: "Calle" }),
  ],
  "PUT /optimizations/:id/configuration": (x) => [
    P("PUT", `/optimizations/${x.optimization}/configuration`, true, {
      stop_duration: 5,
    }),
  ],
  "PUT /optimizations/:id/layout": (x) => [
    P("PUT", `/optimizations/${x.optimization}/layout`, true, {
      routes: [{ id_route: x.route, stops: [x.stop] }],
    }),
  ],
  "POST /optimizations/:id/stops": (x) => [
    P("POST", `/optimizations/${x.optimization}/stops`, true, {
      stops: [stopBody],
    }),
  ],
  "POST /optimizations/:id/stop": (x) => [
    P("POST", `/optimizations/${x.optimization}/stop`, true, stopBody),
  ],
  "POST /optimizations/:id/routes": (x) => [
    P("POST", `/optimizations/${x.optimization}/routes`, true, {
      name: "Planted route",
    }),
  ],
  "POST /optimizations/:id/optimize": (x) => [
    P("POST", `/optimizations/${x.optimization}/optimize`, true, {
      time_limit: 1,
    }),
    P("POST", `/optimizations/${x.optimization}/optimize`, true, {
      routes: [x.route],
    }),
  ],
  "GET /routes": (x) => [
    P("GET", "/routes?size=100", false),
    P("GET", `/routes?id_subsidiary=${x.site}&status_route=1`, false),
    P("GET", `/routes?id_optimization=${x.optimization}`, false),
  ],
  "GET /routes/:id": (x) => [P("GET", `/routes/${x.route}`, true)],
  "POST /routes": (x) => [
    P("POST", "/routes", true, {
      name: "Planted route",
      id_optimization: x.optimization,
    }),
  ],
  "PUT /routes/:id": (x) => [
    P("PUT", `/routes/${x.route}`, true, { name: "Hijacked route" }),
  ],
  "DELETE /routes/:id": (x) => [P("DELETE", `/routes/${x.route}`, true)],
  "PUT /routes/:id/stops": (x) => [
    P("PUT", `/routes/${x.route}/stops`, true, { add: [x.stop] }),
    P("PUT", `/routes/${x.route}/stops`, true, { remove: [x.stop] }),
  ],
  "PUT /routes/:id/assign": (x) => [
    P("PUT", `/routes/${x.route}/assign`, true, { id_user: x.driver }),
  ],
  "GET /routes/:id/path": (x) => [P("GET", `/routes/${x.route}/path`, true)],
  "PUT /stops/:id": (x) => [P("PUT", `/stops/${x.stop}`, true, stopBody)],
  "DELETE /stops/:id": (x) => [P("DELETE", `/stops/${x.stop}`, true)],
  "POST /stops/:id/relocate": (x) => [
    P("POST", `/stops/${x.stop}/relocate`, true, {
      latitude: 19.41,
      longitude: -99.11,
    }),
  ],
  "PUT /stops/order": (x) => [
    P("PUT", "/stops/order", true, { id_route: x.route, stops: [x.stop] }),
  ],
  "GET /optimization-runs/:id": (x) => [
    P("GET", `/optimization-runs/${x.run}`, true),
  ],
  "GET /optimization-runs/:id/events": (x) => [
    P("GET", `/optimization-runs/${x.run}/events`, true),
  ],
  "POST /optimization-runs/:id/cancel": (x) => [
    P("POST", `/optimization-runs/${x.run}/cancel`, true),
  ],
  "POST /optimization-runs/:id/apply": (x) => [
    P("POST", `/optimization-runs/${x.run}/apply`, true),
  ],
  "POST /optimization-runs/:id/discard": (x) => [
    P("POST", `/optimization-runs/${x.run}/discard`, true),
  ],
  // The live stream of the caller's own client and sites; `follow=false` ends it after the replay.
  "GET /live": () => [P("GET", "/live?after=0&follow=false", false)],
  "GET /performance": (x) => [
    P(
      "GET",
      `/performance?from=2026-01-01T00:00:00Z&to=2026-12-31T23:59:59Z&id_subsidiary=${x.site}`,
      false
    ),
  ],
  "GET /performance/export": (x) => [
    P(
      "GET",
      `/performance/export?from=2026-01-01T00:00:00Z&to=2026-12-31T23:59:59Z&id_subsidiary=${x.site}`,
      false
    ),
  ],
  "GET /dashboard": (x) => [
    P(
      "GET",
      `/dashboard?from=2026-01-01T00:00:00Z&to=2026-12-31T23:59:59Z&id_subsidiary=${x.site}`,
      false
    ),
  ],
  "GET /dashboard/ratings": (x) => [
    P(
      "GET",
      `/dashboard/ratings?from=2026-01-01T00:00:00Z&to=2026-12-31T23:59:59Z&id_subsidiary=${x.site}`,
      false
    ),
  ],
  "GET /driver/day": () => [
    P(
      "GET",
      "/driver/day?from=2026-01-01T00:00:00Z&to=2027-12-31T23:59:59Z",
      false
    ),
  ],
  "POST /driver/routes/:id/start": (x) => [
    P("POST", `/driver/routes/${x.route}/start`, true),
  ],
  "POST /driver/stops/:id/arrive": (x) => [
    P("POST", `/driver/stops/${x.stop}/arrive`, true, {
      key: "planted-arrival",
      arrived: "2026-11-23T10:00:00Z",
    }),
  ],
  "POST /driver/stops/:id/complete": (x) => [
    P("POST", `/driver/stops/${x.stop}/complete`, true, {
      key: "planted-completion",
      visit_time: "2026-11-23T10:00:00Z",
    }),
  ],
  // A foreign route's positions are refused (404), and no list shows a foreign route on the road.
  "POST /driver/positions": (x) => [
    P("POST", "/driver/positions", true, {
      id_route: x.route,
      positions: [
        { time: "2026-11-21T08:31:00Z", latitude: 25.7, longitude: -100.3 },
      ],
    }),
  ],
  "GET /live/drivers": (x) => [
    P("GET", "/live/drivers", false),
    P("GET", `/live/drivers?id_subsidiary=${x.site}`, false),
    P("GET", `/live/drivers?id_optimization=${x.optimization}`, false),
  ],
  "GET /routes/:id/live": (x) => [P("GET", `/routes/${x.route}/live`, true)],
  "GET /clients/:id/proof-settings": (x) => [
    C("GET", `/clients/${x.client}/proof-settings`, true),
  ],
  "PUT /clients/:id/proof-settings": (x) => [
    C("PUT", `/clients/${x.client}/proof-settings`, true, {
      completed: { recipient_name: true, signature: true, photos: 3 },
      failed: { recipient_name: true, signature: true, photos: 3 },
    }),
  ],
  "GET /clients/:id/notification-settings": (x) => [
    C("GET", `/clients/${x.client}/notification-settings`, true),
  ],
  "PUT /clients/:id/notification-settings": (x) => [
    C("PUT", `/clients/${x.client}/notification-settings`, true, {
      ...defaultNotificationSettings,
      events: {
        ...defaultNotificationSettings.events,
        on_the_way: { email: true, sms: true },
      },
    }),
  ],
  "GET /clients/:id/learning-settings": (x) => [
    C("GET", `/clients/${x.client}/learning-settings`, true),
  ],
  "PUT /clients/:id/learning-settings": (x) => [
    C("PUT", `/clients/${x.client}/learning-settings`, true, {
      service_times: false,
    }),
  ],
  "GET /clients/:id/stable-territories": (x) => [
    C("GET", `/clients/${x.client}/stable-territories`, true),
  ],
  "PUT /clients/:id/stable-territories": (x) => [
    C("PUT", `/clients/${x.client}/stable-territories`, true, {
      stable_territories: 120,
    }),
  ],
  "GET /stops/:id/notifications": (x) => [
    P("GET", `/stops/${x.stop}/notifications`, true),
  ],
  // Twilio's callbacks: the signature is the credential; a forged one changes nothing.
  "POST /notifications/twilio/status": () => [
    P("POST", "/notifications/twilio/status", false, {
      MessageSid: "SMforged",
      MessageStatus: "failed",
    }),
  ],
  "POST /notifications/twilio/incoming": () => [
    P("POST", "/notifications/twilio/incoming", false, {
      From: "+525512345678",
      Body: "STOP",
    }),
  ],
  // Bounce reports: the Standard Webhooks signature is the credential; a forged or missing one
  // gets 403 and changes nothing (notification-bounces.test.ts). Any 2xx would be a forged
  // report taken, so both count as foreign.
  "POST /notifications/email/bounces": () => {
    const report = {
      message_id: "<planted@ruta.local>",
      recipient: "planted@acme.demo",
      type: "permanent",
    }
    return [
      P("POST", "/notifications/email/bounces", true, report),
      {
        ...P("POST", "/notifications/email/bounces", true, report),
        headers: {
          "webhook-id": "msg_forged",
          "webhook-timestamp": String(Math.floor(Date.now() / 1000)),
          "webhook-signature": `v1,${"A".repeat(43)}=`,
        },
      },
    ]
  },
  // The tracking page and unsubscribe links: the token is the credential; a forged one reveals
  // and changes nothing (notifications.test.ts proves one stop's token reaches no other stop).
  "GET /track/:token": () => [P("GET", `/track/${"A".repeat(22)}`, false)],
  "GET /track/:token/events": () => [
    P("GET", `/track/${"A".repeat(22)}/events`, false),
  ],
  "POST /track/:token/rating": () => [
    P("POST", `/track/${"A".repeat(22)}/rating`, false, { rating: 1 }),
  ],
  "GET /notifications/unsubscribe/:token": () => [
    P("GET", `/notifications/unsubscribe/${"A".repeat(22)}`, false),
  ],
  "POST /notifications/unsubscribe/:token": () => [
    P("POST", `/notifications/unsubscribe/${"A".repeat(22)}`, false, {
      "List-Unsubscribe": "One-Click",
    }),
  ],
  // A file link is a capability, as an <img> sends no token: it names the client it was signed
  // for, and the file must be that client's. A link signed for Acme never reaches another
  // client's file, nor one whose client was changed after signing.
  "GET /files/:id": (x) => [
    P("GET", fileLinks.url(x.file, 1), true),
    P("GET", fileLinks.url(x.file, 2).replace("?c=2&", "?c=1&"), true),
    P("GET", `/files/${x.file}?c=1&e=9999999999&s=${"A".repeat(43)}`, true),
  ],
  "GET /audit-events": (x) => [
    P("GET", `/audit-events?id_client=${x.client}`, true),
  ],
  // A VROOM problem carries its own places: it names no row of any client.
  "POST /vroom": () => [
    P("POST", "/vroom", false, {
      vehicles: [{ id: 1, start: [-99.13, 19.43] }],
      jobs: [{ id: 1, location: [-99.14, 19.42] }],
    }),
  ],
  "POST /vroom/jobs": () => [
    P("POST", "/vroom/jobs", false, {
      vehicles: [{ id: 1, start: [-99.13, 19.43] }],
      jobs: [{ id: 1, location: [-99.14, 19.42] }],
      options: { time_limit: 0.1 },
    }),
  ],
  "GET /vroom/jobs/:id": (x) => [P("GET", `/vroom/jobs/${x.vroomJob}`, true)],
  "GET /api-keys": () => [P("GET", "/api-keys", false)],
  "POST /api-keys": (x) => [
    P("POST", "/api-keys", true, {
      name: "Planted key",
      id_role: SeedRole.ClientUser.id_role,
      id_subsidiary: x.site,
    }),
  ],
  "DELETE /api-keys/:id": (x) => [P("DELETE", `/api-keys/${x.apiKey}`, true)],
  "GET /webhooks": () => [P("GET", "/webhooks", false)],
  "POST /webhooks": () => [
    P("POST", "/webhooks", false, {
      url: "https://93.184.216.34/planted",
      events: ["stop.completed"],
    }),
  ],
  "PUT /webhooks/:id": (x) => [
    P("PUT", `/webhooks/${x.webhook}`, true, {
      url: "https://93.184.216.34/hijacked",
      events: ["stop.completed"],
    }),
  ],
  "DELETE /webhooks/:id": (x) => [P("DELETE", `/webhooks/${x.webhook}`, true)],
  "POST /webhooks/:id/rotate-secret": (x) => [
    P("POST", `/webhooks/${x.webhook}/rotate-secret`, true),
  ],
  "POST /webhooks/:id/test": (x) => [
    P("POST", `/webhooks/${x.webhook}/test`, true),
  ],
  "GET /webhooks/:id/deliveries": (x) => [
    P("GET", `/webhooks/${x.webhook}/deliveries`, true),
  ],
  "POST /webhook-deliveries/:id/send-again": (x) => [
    P("POST", `/webhook-deliveries/${x.delivery}/send-again`, true),
  ],
}

/** Never in any response: secrets and their hashes. */
const secretPattern =
  /passwordHash|password_hash|tokenHash|token_hash|key_hash|\$argon2|totpSecret|totp_secret|codeHash|code_hash/

/** Everything of one client (or of the site `site`), as the owner connection sees it. */
async function snapshot(id_client: number, site?: number): Promise<string> {
  const db = t.store.owner
  const tables = [
    "clients",
    "subsidiaries",
    "users",
    "user_subsidiaries",
    "activities",
    "skills",
    "stop_outcomes",
    "user_skills",
    "cars",
    "car_skills",
    "depots",
    "addresses",
    "client_assignments",
    "user_photos",
    "refresh_tokens",
    "optimizations",
    "routes",
    "stops",
    "optimization_runs",
    "optimized_addresses",
    "subscriptions",
    "usage_reports",
    "proof_settings",
    "files",
    "stop_proofs",
    "positions",
    "route_etas",
    "route_visit_figures",
    "visit_figure_groups",
    "api_keys",
    "webhook_endpoints",
    "webhook_deliveries",
    "notification_settings",
    "notifications",
    "notification_opt_outs",
    "notification_bounce_reports",
    "tracking_tokens",
    "stop_ratings",
  ]
  const parts: unknown[] = []
  for (const table of tables) {
    const filter =
      site === undefined
        ? sql`id_client = ${id_client}`
        : table === "clients" ||
            table === "proof_settings" ||
            table === "notification_settings" ||
            table === "notification_opt_outs" ||
            table === "notification_bounce_reports" ||
            table === "tracking_tokens"
          ? sql`id_client = ${id_client}`
          : table === "optimized_addresses"
            ? sql`id_optimization in (select id_optimization from optimizations where id_subsidiary = ${site})`
            : table === "subsidiaries" ||
                table === "optimizations" ||
                table === "routes" ||
                table === "stops" ||
                table === "optimization_runs" ||
                table === "cars" ||
                table === "depots" ||
                table === "addresses" ||
                table === "user_subsidiaries" ||
                table === "files" ||
                table === "stop_proofs" ||
                table === "positions" ||
                table === "route_etas" ||
                table === "route_visit_figures" ||
                table === "visit_figure_groups" ||
                table === "api_keys" ||
                table === "notifications" ||
                table === "stop_ratings"
              ? sql`id_subsidiary = ${site}`
              : table === "users"
                ? sql`id_user in (select id_user from user_subsidiaries where id_subsidiary = ${site})`
                : table === "car_skills"
                  ? sql`id_car in (select id_car from cars where id_subsidiary = ${site})`
                  : sql`false`
    const result = await db.execute(
      sql`select row_to_json(t)::text as r from ${sql.identifier(table)} t where ${filter} order by 1`
    )
    parts.push(
      table,
      rowsOf<{ r: string }>(result).map((x) => x.r)
    )
  }
  const shared = await db.execute(
    sql`select (select json_agg(r order by id_role)::text from roles r) as roles,
               (select json_agg(p order by id_permission)::text from permissions p) as permissions`
  )
  parts.push(rowsOf(shared))
  return JSON.stringify(parts)
}

interface Caller {
  name: string
  token: string
}

let acme: Record<string, Caller> = {}
let admin: Caller
/** An API key limited to Acme Centro: confined like a site user. */
let siteKey: Caller
let globex: Targets
let acmeOtherSite: Targets
let pairs = 0
let requests = 0

async function run(
  caller: Caller,
  x: Targets,
  canaries: RegExp,
  ownClient = false
): Promise<string[]> {
  const failures: string[] = []
  for (const route of t.app.apiRoutes) {
    const key = route.replace("/api/v1", "")
    const build = matrix[key]
    if (!build) continue
    pairs += 1
    for (const probe of build(x)) {
      requests += 1
      const res = await t.app.inject({
        method: probe.method,
        url: `/api/v1${probe.url}`,
        headers: { ...bearer(caller.token), ...probe.headers },
        ...(probe.body ? { payload: probe.body } : {}),
      })
      const what = `${caller.name}: ${probe.method} ${probe.url} -> ${res.statusCode}`
      const allowedServerError =
        (key === "POST /auth/google/callback" || cardRoutes.has(key)) &&
        res.statusCode === 501
      if (res.statusCode >= 500 && !allowedServerError)
        failures.push(`${what} (server error ${res.body.slice(0, 120)})`)
      const foreign =
        probe.foreign &&
        !(ownClient && probe.clientLevel && probe.method === "GET")
      if (foreign && res.statusCode < 300)
        failures.push(`${what} (reached a foreign row)`)
      if (res.statusCode < 300 && canaries.test(res.body))
        failures.push(`${what} (foreign data in ${res.body.slice(0, 160)})`)
      if (secretPattern.test(res.body))
        failures.push(`${what} (a secret in the body)`)
    }
  }
  return failures
}

/** A webhook endpoint of a client, with one delivery in its log. */
async function plantWebhook(id_client: number, label: string) {
  const [endpoint] = await t.store.owner
    .insert(webhookEndpoints)
    .values({
      id_client,
      url: `https://hooks.${label}.example.com/ruta`,
      events: ["stop.completed"],
      secret: "sealed",
    })
    .returning()
  const [delivery] = await t.store.owner
    .insert(webhookDeliveries)
    .values({
      id_client,
      id_webhook_endpoint: endpoint!.id_webhook_endpoint,
      message_id: `msg_${label}`,
      type: "webhook.test",
      payload: `{"data":"${label} payload"}`,
      status: "succeeded",
    })
    .returning()
  return {
    webhook: endpoint!.id_webhook_endpoint,
    delivery: delivery!.id_delivery,
  }
}

/** A finished VROOM job of a client's site, its output naming the client. */
async function plantVroomJob(
  id_client: number,
  id_subsidiary: number,
  label: string
) {
  const [job] = await t.store.owner
    .insert(vroomJobs)
    .values({
      id_client,
      id_subsidiary,
      status: "failed",
      tasks: 1,
      time_limit_ms: 100,
      input: { vehicles: [], jobs: [] },
      output: { code: 2, error: `${label} job` },
      finishedAt: new Date(),
    })
    .returning()
  return job!.id
}

/** An API key of a client's site, made by its client user. */
async function plantApiKey(
  id_client: number,
  id_subsidiary: number,
  name: string
) {
  const [creator] = await t.store.owner
    .select()
    .from(users)
    .where(and(eq(users.id_client, id_client), eq(users.id_context_type, 2)))
  const made = newApiKey()
  const [row] = await t.store.owner
    .insert(apiKeys)
    .values({
      id_client,
      id_subsidiary,
      name,
      prefix: made.prefix,
      key_hash: made.hash,
      id_role: SeedRole.ClientUser.id_role,
      createdBy: creator!.id_user,
    })
    .returning()
  return row!.id_api_key
}

/** An optimization of a site with one route, one stop on it, a finished run and a metered address. */
async function plantPlan(
  id_client: number,
  id_subsidiary: number,
  label: string
) {
  const db = t.store.owner
  const [optimization] = await db
    .insert(optimizations)
    .values({ id_client, id_subsidiary, name: `${label} plan` })
    .returning()
  const id_optimization = optimization!.id_optimization
  const [route] = await db
    .insert(routes)
    .values({
      id_client,
      id_subsidiary,
      id_optimization,
      name: `${label} route`,
      // On the road, with a position and predicted arrivals: the live map's rows.
      started: new Date("2026-11-21T08:00:00Z"),
    })
    .returning()
  const [stop] = await db
    .insert(stops)
    .values({
      id_client,
      id_subsidiary,
      id_optimization,
      id_route: route!.id_route,
      name: `${label} stop`,
      latitude: 25.7,
      longitude: -100.3,
    })
    .returning()
  await db.insert(positions).values({
    id_client,
    id_subsidiary,
    id_route: route!.id_route,
    recorded_at: new Date("2026-11-21T08:30:00Z"),
    latitude: 25.7,
    longitude: -100.3,
  })
  const etas = {
    computed_at: new Date("2026-11-21T08:30:00Z"),
    etas: [
      {
        id_stop: stop!.id_stop,
        name: `${label} stop`,
        eta: "2026-11-21T09:00:00Z",
        late_seconds: 60,
      },
    ],
  }
  // The app's own ETA updates may have claimed the route on hearing of its position.
  await db
    .insert(routeEtas)
    .values({
      id_route: route!.id_route,
      id_client,
      id_subsidiary,
      id_optimization,
      ...etas,
    })
    .onConflictDoUpdate({ target: routeEtas.id_route, set: etas })
  const [run] = await db
    .insert(optimizationRuns)
    .values({
      id_client,
      id_subsidiary,
      id_optimization,
      route_ids: [route!.id_route],
      status: "done",
      preview: true,
      decision: "pending",
      time_limit_seconds: 1,
      error: `${label} run`,
      result: { plan: null, diff: null },
    })
    .returning()
  await db.insert(optimizedAddresses).values({
    id_client,
    id_optimization,
    address_key: "25.70000,-100.30000",
    period: "2026-11",
    id_run: run!.id_run,
  })
  // The stop's proof: a photo whose bytes are in the app's storage, so a leak would answer them.
  const [file] = await db
    .insert(files)
    .values({
      id_client,
      id_subsidiary,
      id_stop: stop!.id_stop,
      kind: "photo",
      mime: "image/jpeg",
      bytes: 10,
      storage_key: "",
    })
    .returning()
  const storage_key = `${id_client}/${file!.id_file}.jpg`
  await db
    .update(files)
    .set({ storage_key })
    .where(eq(files.id_file, file!.id_file))
  await createFileStorage(loadConfig({ RUTA_DATA_DIR: dataDir })).put(
    storage_key,
    Buffer.from(`${label} photo`),
    "image/jpeg"
  )
  await db.insert(stopProofs).values({
    id_stop: stop!.id_stop,
    id_client,
    id_subsidiary,
    recipient_name: `${label} recipient`,
  })
  return {
    optimization: id_optimization,
    route: route!.id_route,
    stop: stop!.id_stop,
    run: run!.id_run,
    file: file!.id_file,
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "ruta-matrix-"))
  t = await createTestApp({
    LOGIN_MAX_ATTEMPTS_PER_IP: "10000",
    RUTA_DATA_DIR: dataDir,
    EMAIL_EVENTS_SECRET: `whsec_${Buffer.from("matrix-bounce-secret-32-bytes-long").toString("base64")}`,
  })
  const db = t.store.owner
  const gUsers = await db.select().from(users).where(eq(users.id_client, 2))
  const gSites = await db
    .select()
    .from(subsidiaries)
    .where(eq(subsidiaries.id_client, 2))
  const [activity] = await db
    .insert(activities)
    .values({ id_client: 2, id_activity_type: 1, description: "Globex call" })
    .returning()
  const [gSkill] = await db.select().from(skills).where(eq(skills.id_client, 2))
  const [gOutcome] = await db
    .select()
    .from(stopOutcomes)
    .where(eq(stopOutcomes.id_client, 2))
  const [gCar] = await db.select().from(cars).where(eq(cars.id_client, 2))
  const [gDepot] = await db
    .select()
    .from(depots)
    .where(eq(depots.id_subsidiary, gSites[0]!.id_subsidiary))
  const [gAddress] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.id_client, 2))
  const [subject] = await db.select().from(subjects).limit(1)
  const [action] = await db.select().from(actions).limit(1)
  globex = {
    client: 2,
    site: gSites[0]!.id_subsidiary,
    user: gUsers.find((u) => u.email === "client@globex.demo")!.id_user,
    driver: gUsers.find((u) => u.email === "driver@globex.demo")!.id_user,
    activity: activity!.id_activity,
    skill: gSkill!.id_skill,
    stopOutcome: gOutcome!.id_stop_outcome,
    car: gCar!.id_car,
    depot: gDepot!.id_depot,
    address: gAddress!.id_address,
    ...(await plantPlan(2, gSites[0]!.id_subsidiary, "Globex")),
    role: SeedRole.ClientUser.id_role,
    subject: subject!.id_subject,
    action: action!.id_action,
    email: "client@globex.demo",
    apiKey: await plantApiKey(2, gSites[0]!.id_subsidiary, "Globex key"),
    vroomJob: await plantVroomJob(2, gSites[0]!.id_subsidiary, "Globex"),
    ...(await plantWebhook(2, "globex")),
  }

  // Acme's second site, with a driver of its own, for the site users' matrix.
  const [acmeNorte] = await db
    .select()
    .from(subsidiaries)
    .where(
      and(eq(subsidiaries.id_client, 1), eq(subsidiaries.name, "Acme Norte"))
    )
  const [norteDriver] = await db
    .insert(users)
    .values({
      id_client: 1,
      id_context_type: 5,
      id_role: SeedRole.Driver.id_role,
      name: "Norte Driver",
      email: "norte.driver@acme.demo",
      passwordHash: await hashPassword("Norte-pass-2026!"),
    })
    .returning()
  await db.insert(userSubsidiaries).values({
    id_user: norteDriver!.id_user,
    id_subsidiary: acmeNorte!.id_subsidiary,
    id_client: 1,
  })
  const [aSkill] = await db.select().from(skills).where(eq(skills.id_client, 1))
  const [aOutcome] = await db
    .select()
    .from(stopOutcomes)
    .where(eq(stopOutcomes.id_client, 1))
  const [norteCar] = await db
    .select()
    .from(cars)
    .where(eq(cars.id_subsidiary, acmeNorte!.id_subsidiary))
  const [norteDepot] = await db
    .select()
    .from(depots)
    .where(eq(depots.id_subsidiary, acmeNorte!.id_subsidiary))
  const [norteAddress] = await db
    .insert(addresses)
    .values({
      id_client: 1,
      id_subsidiary: acmeNorte!.id_subsidiary,
      alias: "Acme Norte customer",
      address: "Acme Norte street 5",
      latitude: 19.5,
      longitude: -99.2,
    })
    .returning()
  acmeOtherSite = {
    ...globex,
    client: 1,
    site: acmeNorte!.id_subsidiary,
    user: norteDriver!.id_user,
    driver: norteDriver!.id_user,
    skill: aSkill!.id_skill,
    stopOutcome: aOutcome!.id_stop_outcome,
    car: norteCar!.id_car,
    depot: norteDepot!.id_depot,
    address: norteAddress!.id_address,
    ...(await plantPlan(1, acmeNorte!.id_subsidiary, "Acme Norte")),
    // A link to Norte's photo signed for Acme is Acme's own capability; what keeps a site user
    // from Norte's photos is that no call of theirs answers a link to one (GET /routes/{id} is
    // 404 for Norte's route, above). The file probes stay on Globex's photo.
    file: globex.file,
    email: "norte.driver@acme.demo",
    activity: globex.activity,
    apiKey: await plantApiKey(1, acmeNorte!.id_subsidiary, "Acme Norte key"),
    vroomJob: await plantVroomJob(1, acmeNorte!.id_subsidiary, "Acme Norte"),
  }

  const token = async (email: string) => (await t.login(email)).accessToken
  const adminToken = await token("admin@ruta.demo")
  admin = { name: "provider administrator", token: adminToken }
  const acting = await t.app.inject({
    method: "POST",
    url: "/api/v1/auth/login-with-client",
    headers: bearer(adminToken),
    payload: { id_user: 1, id_client: 1 },
  })
  expect(acting.statusCode, acting.body).toBe(200)
  acme = {
    client: { name: "client user", token: await token("client@acme.demo") },
    site: { name: "site user", token: await token("site@acme.demo") },
    driver: { name: "driver", token: await token("driver@acme.demo") },
    acting: {
      name: "provider administrator acting for Acme",
      token: acting.json().data.accessToken,
    },
    maintainer: {
      name: "maintainer",
      token: await token("maintainer@ruta.demo"),
    },
  }
  // API keys of Acme's client user: one for every site, one for Acme Centro only.
  const key = async (name: string, id_subsidiary: number | null) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/api-keys",
      headers: bearer(acme.client!.token),
      payload: { name, id_role: SeedRole.ClientUser.id_role, id_subsidiary },
    })
    expect(res.statusCode, res.body).toBe(201)
    return { name, token: res.json().data.key as string }
  }
  const [acmeCentro] = await db
    .select()
    .from(subsidiaries)
    .where(
      and(eq(subsidiaries.id_client, 1), eq(subsidiaries.name, "Acme Centro"))
    )
  acme.key = await key("API key", null)
  siteKey = await key("site API key", acmeCentro!.id_subsidiary)
  // A fresh database, twelve sign-ins and the planted rows of two clients.
}, 180_000)
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

/** Gives every action on every subject to Acme's roles (and nothing to the others). */
async function grantEverything() {
  const db = t.store.owner
  const subjectIds = await db.select().from(subjects)
  const actionIds = await db.select().from(actions)
  for (const role of [
    SeedRole.ClientUser,
    SeedRole.SubsidiaryUser,
    SeedRole.Driver,
    SeedRole.Maintainer,
  ]) {
    await db
      .insert(permissions)
      .values(
        subjectIds.flatMap((s) =>
          actionIds.map((a) => ({
            id_role: role.id_role,
            id_subject: s.id_subject,
            id_action: a.id_action,
          }))
        )
      )
      .onConflictDoUpdate({
        target: [
          permissions.id_role,
          permissions.id_subject,
          permissions.id_action,
        ],
        set: { isActive: true },
      })
  }
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(permissions)
    .where(eq(permissions.id_role, SeedRole.ClientUser.id_role))
  expect(count!.n).toBe(allSubjects.length * allActions.length)
}

const globexCanary = /globex/i
const norteCanary = /Acme Norte|norte\.driver/i

// S2: with the seeded permissions, what each kind of user may do inside their own client.
// Columns: client user, site user, driver, maintainer, provider administrator acting for Acme,
// provider administrator (SuperAdmin).
type Outcome = [number, number, number, number, number, number]
const ownTenantTable: [Probe["method"], string, Outcome][] = [
  ["GET", "/roles", [200, 403, 403, 403, 200, 200]],
  ["GET", "/users", [200, 403, 403, 403, 200, 200]],
  ["GET", "/users/all-site", [200, 403, 403, 403, 200, 200]],
  ["GET", "/clients", [403, 403, 403, 403, 200, 200]],
  ["GET", "/clients/1", [200, 403, 403, 403, 200, 200]],
  ["GET", "/clients/1/configuration", [200, 403, 403, 403, 200, 200]],
  ["GET", "/clients/1/proof-settings", [200, 403, 403, 403, 200, 200]],
  ["PUT", "/clients/1/configuration", [200, 403, 403, 403, 200, 200]],
  ["GET", "/subsidiaries/client/1", [200, 200, 200, 403, 200, 200]],
  ["GET", "/subsidiaries/1", [200, 200, 200, 403, 200, 200]],
  ["GET", "/subsidiaries/1/configuration", [200, 403, 403, 403, 200, 200]],
  ["GET", "/permissions/list?id_role=2", [403, 403, 403, 403, 403, 200]],
  ["GET", "/subjects", [403, 403, 403, 403, 403, 200]],
  ["GET", "/audit-events", [403, 403, 403, 403, 403, 200]],
  ["GET", "/catalogs/status", [200, 200, 200, 200, 200, 200]],
  ["GET", "/catalogs/car-makes", [200, 200, 200, 200, 200, 200]],
  ["GET", "/cars", [200, 200, 403, 403, 200, 200]],
  ["GET", "/cars/available", [200, 200, 403, 403, 200, 200]],
  ["GET", "/units", [200, 200, 200, 200, 200, 200]],
  ["GET", "/payment-plans", [200, 200, 200, 200, 200, 200]],
  ["GET", "/subscription", [200, 403, 403, 403, 200, 403]],
  ["GET", "/depots", [200, 200, 403, 403, 200, 200]],
  ["GET", "/addresses", [200, 200, 403, 403, 200, 200]],
  ["GET", "/addresses/find-one?query=1,2", [200, 200, 403, 403, 200, 200]],
  ["GET", "/skills/client/1", [200, 200, 403, 403, 200, 200]],
  ["GET", "/stop-outcomes/client/1", [200, 200, 403, 403, 200, 200]],
  ["POST", "/users/theme", [200, 200, 200, 200, 200, 200]],
  ["GET", "/optimizations", [200, 200, 403, 403, 200, 200]],
  ["GET", "/routes", [200, 200, 403, 403, 200, 200]],
]
const sameUnits = {
  id_unit_of_distance: 1,
  id_unit_of_measure: 1,
  id_unit_of_weight: 1,
}

describe("permission table inside one client (security.md S2)", () => {
  it.each(ownTenantTable)("%s %s", async (method, url, expected) => {
    const callers = [
      acme.client!,
      acme.site!,
      acme.driver!,
      acme.maintainer!,
      acme.acting!,
      admin,
    ]
    const got: number[] = []
    for (const caller of callers) {
      const res = await t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: bearer(caller.token),
        ...(method === "PUT"
          ? { payload: sameUnits }
          : method === "POST"
            ? { payload: { theme: "light" } }
            : {}),
      })
      got.push(res.statusCode)
    }
    expect(got).toEqual(expected)
  })
})

describe("tenant isolation matrix (security.md S1, S2, S10)", () => {
  it("has a row for every API route, and no row for a route that does not exist", () => {
    const keys = t.app.apiRoutes.map((r) => r.replace("/api/v1", ""))
    const missing = keys.filter((k) => !(k in matrix))
    const stale = Object.keys(matrix).filter((k) => !keys.includes(k))
    expect(missing, "routes missing from the isolation matrix").toEqual([])
    expect(stale, "matrix rows without a route").toEqual([])
  })

  for (const pass of ["seeded permissions", "every permission granted"]) {
    it(`lets no Acme user reach Globex, with ${pass}`, async () => {
      if (pass === "every permission granted") await grantEverything()
      const before = await snapshot(2)
      const failures: string[] = []
      for (const caller of Object.values(acme))
        failures.push(...(await run(caller, globex, globexCanary)))
      expect(failures).toEqual([])
      expect(await snapshot(2)).toBe(before)
    }, 300_000)

    it(`confines site users and drivers to their own sites, with ${pass}`, async () => {
      const before = await snapshot(1, acmeOtherSite.site)
      const failures: string[] = []
      for (const caller of [acme.site!, acme.driver!, siteKey])
        failures.push(...(await run(caller, acmeOtherSite, norteCanary, true)))
      expect(failures).toEqual([])
      expect(await snapshot(1, acmeOtherSite.site)).toBe(before)
    }, 300_000)
  }

  it("tried every (endpoint, role) pair", () => {
    const routes = t.app.apiRoutes.length
    // 6 Acme callers (an API key among them) x 2 passes against Globex, 3 site-bound callers
    // (a site-scoped key among them) x 2 passes against Norte.
    expect(pairs).toBe(routes * (6 * 2 + 3 * 2))
    console.log(
      `isolation matrix: ${pairs} (endpoint, role) pairs, ${requests} requests, ${routes} routes`
    )
  })
})
