import type { FastifyInstance } from "fastify"

import type { Config } from "../config.ts"
import type { DataStore } from "../db/database.ts"
import { activitiesRoutes } from "../modules/activities/activities.routes.ts"
import { addressesMatching } from "../modules/addresses/addresses.repository.ts"
import { addressesRoutes } from "../modules/addresses/addresses.http.ts"
import { auditRoutes } from "../modules/audit/audit.http.ts"
import type { AuthRouteDeps } from "../modules/auth/auth.routes.ts"
import { authRoutes } from "../modules/auth/auth.routes.ts"
import { passwordRecoveryRoutes } from "../modules/auth/password-recovery.routes.ts"
import { sessionRoutes } from "../modules/auth/session.routes.ts"
import { passwordChangeRoutes } from "../modules/auth/password-change.routes.ts"
import { twoFactorResetRoutes } from "../modules/users/two-factor-reset.routes.ts"
import { twoFactorRoutes } from "../modules/auth/two-factor.routes.ts"
import { registerBilling } from "../modules/billing/billing.ts"
import { carAssignmentRoutes } from "../modules/cars/car-assignment.routes.ts"
import { carsRoutes } from "../modules/cars/cars.routes.ts"
import { catalogsRoutes } from "../modules/catalogs/catalogs.routes.ts"
import { clientConfigurationRoutes } from "../modules/clients/client-configuration.routes.ts"
import { stableTerritoriesRoutes } from "../modules/clients/stable-territories.routes.ts"
import { clientsRoutes } from "../modules/clients/clients.routes.ts"
import { learningSettingsRoutes } from "../modules/learning/learning-settings.routes.ts"
import { depotsRoutes } from "../modules/depots/depots.routes.ts"
import { apiKeysRoutes } from "../modules/integrations/api-keys.routes.ts"
import {
  keysUsingRole,
  removeRevokedKeysOfRole,
} from "../modules/integrations/api-keys.repository.ts"
import { registerWebhookRoutes } from "../modules/webhooks/register-webhooks.ts"
import { registerNotificationRoutes } from "../modules/notifications/register-notifications.ts"
import { createNotificationSettingsRepository } from "../modules/notifications/notification-settings.repository.ts"
import { geocodingRoutes } from "../modules/geocoding/geocoding.routes.ts"
import { healthRoutes } from "../modules/health/health.routes.ts"
import { liveRoutes } from "../modules/live/live.http.ts"
import { positionsRoutes } from "../modules/positions/positions.http.ts"
import { runsRoutes } from "../modules/planning/runs.http.ts"
import {
  loadStop,
  planningReaders,
} from "../modules/planning/planning.access.ts"
import { optimizationPlanRoutes } from "../modules/planning/optimization-plan.http.ts"
import { headerMatchingRoutes } from "../modules/planning/header-matching.http.ts"
import { optimizationsRoutes } from "../modules/planning/optimizations.http.ts"
import { routesRoutes } from "../modules/planning/delivery-routes.http.ts"
import { driverDayRoutes } from "../modules/driver-day/driver-day.routes.ts"
import { dashboardRoutes } from "../modules/dashboard/dashboard.routes.ts"
import { performanceRoutes } from "../modules/performance/performance.routes.ts"
import { stopsRoutes } from "../modules/planning/stops.http.ts"
import { scenariosRoutes } from "../modules/planning/scenarios.http.ts"
import { visitPlanRoutes } from "../modules/planning/visit-plan.http.ts"
import { vroomRoutes } from "../modules/vroom/vroom.routes.ts"
import { vroomJobsRoutes } from "../modules/vroom/vroom-jobs.http.ts"
import { filesRoutes } from "../modules/files/files.routes.ts"
import { proofSettingsRoutes } from "../modules/proof/proof-settings.routes.ts"
import { mobileSubscriptionRoutes } from "../modules/mobile-subscription/mobile-subscription.routes.ts"
import { resolveSubscriptionToken } from "../modules/mobile-subscription/mobile-tokens.ts"
import { paymentPlansRoutes } from "../modules/payment-plans/payment-plans.routes.ts"
import { permissionsRoutes } from "../modules/permissions/permissions.routes.ts"
import { rolesRoutes } from "../modules/roles/roles.routes.ts"
import { signUpRoutes } from "../modules/sign-up/sign-up.routes.ts"
import { skillsRoutes } from "../modules/skills/skills.routes.ts"
import { stopOutcomesRoutes } from "../modules/stop-outcomes/stop-outcomes.routes.ts"
import { subjectsRoutes } from "../modules/subjects/subjects.routes.ts"
import { subsidiariesRoutes } from "../modules/subsidiaries/subsidiaries.routes.ts"
import { driverAssignmentRoutes } from "../modules/users/driver-assignment.routes.ts"
import { userAccountRoutes } from "../modules/users/user-account.routes.ts"
import { usersRoutes } from "../modules/users/users.routes.ts"
import type { DomainServices } from "./domain-services.ts"
import type { SignInServices } from "./sign-in-services.ts"

/** What the API's modules are registered with: the configuration and the services. */
export interface ApiContext extends SignInServices, DomainServices {
  /** The root instance (the API's modules are registered on its prefixed scope). */
  app: FastifyInstance
  config: Config
  store: DataStore
  publicUrl: string
  now: () => number
}

/** What the sign-in routes are registered with. */
const authRouteDeps = (c: ApiContext): AuthRouteDeps => ({
  auth: c.auth,
  accessTokens: c.accessTokens,
  refreshTtlSeconds: c.config.REFRESH_TOKEN_TTL_SECONDS,
  recoveryThrottle: c.recoveryThrottle,
  google: c.google,
})

/** A module's part of the API: registers its routes on the prefixed scope `api`. */
type ApiModule = (api: FastifyInstance, c: ApiContext) => PromiseLike<unknown>

/**
 * The API's modules, in the order their routes are registered (the OpenAPI document's order).
 * The imports above keep the order the document's shared schemas are named in.
 * A new module adds its line here; `app.ts` registers them all.
 */
export const apiModules: readonly ApiModule[] = [
  (api, c) =>
    api.register(healthRoutes, {
      store: c.store,
      readiness: [
        {
          name: "database",
          failure: "The database does not answer.",
          probe: () => c.store.ping(),
        },
        {
          name: "jobQueue",
          failure: "The job queue does not answer.",
          probe: () => c.app.optimizeRuns.checkQueue(),
        },
      ],
    }),
  (api, c) => api.register(authRoutes, authRouteDeps(c)),
  (api, c) => api.register(passwordRecoveryRoutes, authRouteDeps(c)),
  (api, c) => api.register(sessionRoutes, authRouteDeps(c)),
  (api, c) =>
    api.register(passwordChangeRoutes, { changePassword: c.changePassword }),
  (api, c) => api.register(signUpRoutes, { signUp: c.signUp }),
  (api, c) => api.register(permissionsRoutes, { store: c.store }),
  // Administration: every route checks the caller's ability and runs in their tenant scope.
  (api, c) =>
    api.register(rolesRoutes, {
      authorize: c.authorize,
      keys: { inUse: keysUsingRole, removeRevoked: removeRevokedKeysOfRole },
    }),
  (api, c) => api.register(subjectsRoutes, { authorize: c.authorize }),
  (api, c) =>
    api.register(usersRoutes, { authorize: c.authorize, store: c.store }),
  (api, c) =>
    api.register(userAccountRoutes, { authorize: c.authorize, store: c.store }),
  (api, c) =>
    api.register(twoFactorRoutes, {
      twoFactor: c.twoFactor,
      refreshTtlSeconds: c.config.REFRESH_TOKEN_TTL_SECONDS,
    }),
  (api, c) =>
    api.register(twoFactorResetRoutes, {
      authorize: c.authorize,
      resetTwoFactor: (tx, user) => c.twoFactor.reset(tx, user),
    }),
  (api, c) =>
    api.register(driverAssignmentRoutes, {
      authorize: c.authorize,
      store: c.store,
    }),
  (api, c) => api.register(clientsRoutes, { authorize: c.authorize }),
  (api, c) =>
    api.register(clientConfigurationRoutes, { authorize: c.authorize }),
  (api, c) => api.register(stableTerritoriesRoutes, { authorize: c.authorize }),
  (api, c) => api.register(learningSettingsRoutes, { authorize: c.authorize }),
  (api, c) =>
    api.register(subsidiariesRoutes, {
      authorize: c.authorize,
      clientZone: (tx, id_client) =>
        createNotificationSettingsRepository(tx).savedZone(id_client),
    }),
  (api, c) => api.register(activitiesRoutes, { authorize: c.authorize }),
  (api) => api.register(catalogsRoutes),
  // Fleet and catalogs: skills, stop outcomes, cars, depots, the address book, geocoding.
  (api, c) => api.register(skillsRoutes, { authorize: c.authorize }),
  (api, c) => api.register(stopOutcomesRoutes, { authorize: c.authorize }),
  (api, c) => api.register(carsRoutes, { authorize: c.authorize }),
  (api, c) => api.register(carAssignmentRoutes, { authorize: c.authorize }),
  (api, c) => api.register(depotsRoutes, { authorize: c.authorize }),
  (api, c) =>
    api.register(addressesRoutes, {
      authorize: c.authorize,
      geocoder: c.geocoder,
    }),
  (api, c) =>
    api.register(geocodingRoutes, {
      authorize: c.authorize,
      geocoder: c.geocoder,
      addressBook: addressesMatching,
    }),
  (api, c) => api.register(auditRoutes, { authorize: c.authorize }),
  (api, c) =>
    api.register(apiKeysRoutes, { authorize: c.authorize, now: c.now }),
  (api, c) =>
    api.register(paymentPlansRoutes, {
      authorize: c.authorize,
      store: c.store,
    }),
  // Cards and metered billing through Stripe; without keys card calls answer 501.
  (api, c) =>
    registerBilling(c.app, api, {
      config: c.config,
      authorize: c.authorize,
      store: c.store,
      refresh: c.refreshPolicy,
      // The mobile subscription page's calls carry its link's token instead of a session.
      resolveToken: resolveSubscriptionToken,
    }),
  (api, c) =>
    api.register(mobileSubscriptionRoutes, {
      authorize: c.authorize,
      store: c.store,
      publicUrl: c.publicUrl,
      now: c.now,
      ttlSeconds: c.config.MOBILE_TOKEN_TTL_SECONDS,
    }),
  // Customer notifications: email and SMS per stop and event, the tracking page (issue 33).
  (api, c) =>
    registerNotificationRoutes(api, c.notifications, {
      ...c,
      planning: { readers: planningReaders, loadStop },
    }),
  // Webhooks: one delivery per event and endpoint, each a pg-boss job (docs/integrations.md).
  (api, c) => registerWebhookRoutes(api, c.webhooks, c),
  // Planning: optimizations, routes and stops, and optimize runs as background jobs.
  (api, c) => api.register(optimizationsRoutes, { authorize: c.authorize }),
  (api, c) => api.register(scenariosRoutes, { authorize: c.authorize }),
  (api, c) => api.register(visitPlanRoutes, { authorize: c.authorize }),
  (api, c) =>
    api.register(optimizationPlanRoutes, {
      authorize: c.authorize,
      travel: c.travel,
    }),
  (api, c) => api.register(headerMatchingRoutes, { authorize: c.authorize }),
  (api, c) =>
    api.register(filesRoutes, {
      store: c.store,
      storage: c.storage,
      links: c.links,
    }),
  (api, c) => api.register(proofSettingsRoutes, { authorize: c.authorize }),
  (api, c) =>
    api.register(routesRoutes, {
      authorize: c.authorize,
      travel: c.travel,
      links: c.links,
    }),
  (api, c) =>
    api.register(stopsRoutes, { authorize: c.authorize, travel: c.travel }),
  (api, c) =>
    api.register(runsRoutes, {
      authorize: c.authorize,
      runs: c.runs,
      live: c.live,
    }),
  // The VROOM-compatible solve API for API keys (docs/vroom.md).
  (api, c) =>
    api.register(vroomRoutes, {
      authorize: c.authorize,
      travel: c.travel,
      threads: c.config.OPTIMIZE_THREADS,
      now: c.now,
    }),
  (api, c) =>
    api.register(vroomJobsRoutes, {
      authorize: c.authorize,
      jobs: c.vroomJobs,
    }),
  (api, c) =>
    api.register(liveRoutes, {
      authorize: c.authorize,
      live: c.live,
      now: c.now,
      readers: planningReaders,
    }),
  // Drivers' positions, and their routes' ETAs kept current from them.
  (api, c) =>
    api.register(positionsRoutes, { authorize: c.authorize, now: c.now }),
  // The day on the road: drivers start routes and complete stops.
  (api, c) =>
    api.register(driverDayRoutes, {
      authorize: c.authorize,
      travel: c.travel,
      storage: c.storage,
      farMetres: c.config.COMPLETION_DISTANCE_M,
    }),
  (api, c) =>
    api.register(dashboardRoutes, { authorize: c.authorize, now: c.now }),
  (api, c) => api.register(performanceRoutes, { authorize: c.authorize }),
]
