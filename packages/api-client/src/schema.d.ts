// Generated from openapi.json by `pnpm --filter @ruta/api openapi`. Do not edit.
export interface paths {
  "/health": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The API answers and its database is reachable */
    get: operations["getHealth"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/health/live": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Liveness: the process answers (restart it when this fails); checks nothing else */
    get: operations["getHealthLive"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/health/ready": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Readiness: the database and the job queue answer (send no traffic while this fails); a 503 lists what failed in `details` */
    get: operations["getHealthReady"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/auth/login": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sign in with email and password */
    post: operations["postAuthLogin"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/auth/new-access-token": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Exchange a refresh token for a new access token (the refresh token rotates) */
    post: operations["postAuthNewAccessToken"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/auth/validate-token": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Whether an access token (bearer header or body) is valid now */
    post: operations["postAuthValidateToken"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/auth/reset-password": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Set a new password: signed in (first sign-in, recovery) or with a reset link's token */
    post: operations["postAuthResetPassword"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/auth/recovery-password": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Mail a password reset link (same answer whether or not the account exists) */
    post: operations["postAuthRecoveryPassword"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/auth/google/callback": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sign in with a Google authorization code (OpenID Connect) */
    post: operations["postAuthGoogleCallback"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/auth/login-with-client": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** A provider administrator acts for a client (audited) */
    post: operations["postAuthLoginWithClient"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/auth/logout": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sign out: the refresh token's family is revoked */
    post: operations["postAuthLogout"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/auth/me": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The signed-in user */
    get: operations["getAuthMe"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/auth/change-password": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Change the password with the current one; the user's other sessions end, the caller's stays */
    post: operations["postAuthChangePassword"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/users/sign-up": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** A company creates its account: a client with its main site and a client user, whose email is confirmed by a mailed link */
    post: operations["postUsersSignUp"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/users/verify-email": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Confirm a sign-up's email with the token of the mailed link */
    post: operations["postUsersVerifyEmail"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/users/verify-email/resend": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Mail a new confirmation link to an account still waiting for one (same answer whether or not) */
    post: operations["postUsersVerifyEmailResend"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/permissions": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The active permissions of a role, by role name */
    get: operations["getPermissions"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/roles": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Roles, filtered and paged (page 0, size 25 by default) */
    get: operations["getRoles"]
    put?: never
    /** Create a role */
    post: operations["postRoles"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/roles/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One role */
    get: operations["getRolesById"]
    /** Edit a role */
    put: operations["putRolesById"]
    post?: never
    /** Delete a role that no user holds and no unrevoked API key uses */
    delete: operations["deleteRolesById"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/roles/{id}/status": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Activate or deactivate a role */
    put: operations["putRolesByIdStatus"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/permissions/list": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The permissions of a role, optionally for one subject */
    get: operations["getPermissionsList"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/permissions/create-or-update": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Grant or withdraw one action on one subject for a role (toggle) */
    put: operations["putPermissionsCreateOrUpdate"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/subjects": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The subjects permissions are granted on */
    get: operations["getSubjects"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/actions": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The actions permissions grant */
    get: operations["getActions"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/users": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Users by kind (client, site, admin, maintainer, driver), filtered and paged */
    get: operations["getUsers"]
    put?: never
    /** Create a user; they set their own password at first sign-in */
    post: operations["postUsers"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/users/all-site": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Site users and drivers of every site the caller may see (all-subsidiaries mode) */
    get: operations["getUsersAllSite"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/users/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One user */
    get: operations["getUsersById"]
    /** Edit a user */
    put: operations["putUsersById"]
    post?: never
    /** Delete a user */
    delete: operations["deleteUsersById"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/users/{id}/status": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Activate or deactivate a user */
    put: operations["putUsersByIdStatus"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/users/theme": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Save the signed-in user's theme (light or dark) */
    post: operations["postUsersTheme"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/users/{id}/photo": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A user's photo (PNG, JPEG or WebP) */
    get: operations["getUsersByIdPhoto"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/auth/login/two-factor": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** The second step of a sign-in: a code of the authenticator app, or a recovery code */
    post: operations["postAuthLoginTwoFactor"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/auth/two-factor/enrolment": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Start enrolling an authenticator app: a new secret, its otpauth URI and QR code (bearer, or the sign-in step's token) */
    post: operations["postAuthTwoFactorEnrolment"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/auth/two-factor/enrolment/confirm": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Turn two-factor sign-in on with the app's first code: the recovery codes, and the session when enrolling at sign-in */
    post: operations["postAuthTwoFactorEnrolmentConfirm"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/auth/two-factor/recovery-codes": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** New recovery codes in place of the old ones, with a current code */
    post: operations["postAuthTwoFactorRecoveryCodes"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/auth/two-factor": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Turn two-factor sign-in off, with a current code */
    delete: operations["deleteAuthTwoFactor"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/users/{id}/two-factor/reset": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** A provider administrator turns off another user's two-factor sign-in and ends their sessions */
    post: operations["postUsersByIdTwoFactorReset"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/users/{id}/skills": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A driver's skills */
    get: operations["getUsersByIdSkills"]
    /** Replace a driver's skills */
    put: operations["putUsersByIdSkills"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/users/{id}/car": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Assign a car to a driver (null: none); 409 when another route has the car on one of the driver's days */
    put: operations["putUsersByIdCar"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/clients": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Clients by list: my list (1), unassigned (2), others (3); paged */
    get: operations["getClients"]
    put?: never
    /** Create a client (with its main site) */
    post: operations["postClients"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/clients/search": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Clients whose name holds the term (at most 20) */
    get: operations["getClientsSearch"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/clients/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One client with its sites, activities and configuration */
    get: operations["getClientsById"]
    /** Edit a client's details */
    put: operations["putClientsById"]
    post?: never
    /** Delete a client and everything it owns */
    delete: operations["deleteClientsById"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/clients/{id}/status": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Enable or disable a client */
    put: operations["putClientsByIdStatus"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/clients/{id}/assign": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Add a client to the signed-in user's list */
    put: operations["putClientsByIdAssign"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/clients/{id}/unassign": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Remove a client from the signed-in user's list */
    put: operations["putClientsByIdUnassign"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/units": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The units every screen labels distances, weights and volumes with: the caller's client's (the active site's in one-site mode), and each of the caller's sites'
     * @description Any signed-in user reads them: labels only, stored numbers never change with them.
     */
    get: operations["getUnits"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/clients/{id}/configuration": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A client's units of distance, measure and weight */
    get: operations["getClientsByIdConfiguration"]
    /** Change a client's units of distance, measure and weight */
    put: operations["putClientsByIdConfiguration"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/clients/{id}/stable-territories": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** How much a client's optimizations keep each customer with the driver who served it last (seconds; 0 is off) */
    get: operations["getClientsByIdStableTerritories"]
    /** Choose how much optimizations keep each customer with last time's driver: what serving it with another driver adds, in seconds (0 is off) */
    put: operations["putClientsByIdStableTerritories"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/clients/{id}/learning-settings": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A client's learning: learned service times (minimum visits, days read) and the learned travel profile */
    get: operations["getClientsByIdLearningSettings"]
    /** Save a client's learning settings */
    put: operations["putClientsByIdLearningSettings"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/subsidiaries/client/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The sites of a client (a site user: their own sites) */
    get: operations["getSubsidiariesClientById"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/subsidiaries/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One site */
    get: operations["getSubsidiariesById"]
    /** Edit a site */
    put: operations["putSubsidiariesById"]
    post?: never
    /** Delete a site (not the client's main site) */
    delete: operations["deleteSubsidiariesById"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/subsidiaries": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Create a site for a client */
    post: operations["postSubsidiaries"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/subsidiaries/{id}/status": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Activate or deactivate a site */
    put: operations["putSubsidiariesByIdStatus"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/subsidiaries/{id}/configuration": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A site's units of distance, measure and weight */
    get: operations["getSubsidiariesByIdConfiguration"]
    /** Change a site's units of distance, measure and weight */
    put: operations["putSubsidiariesByIdConfiguration"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/activities": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Record an activity with a client */
    post: operations["postActivities"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/activities/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Edit an activity */
    put: operations["putActivitiesById"]
    post?: never
    /** Delete an activity */
    delete: operations["deleteActivitiesById"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/catalogs/context-types": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Context types (role types) */
    get: operations["getCatalogsContextTypes"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/catalogs/units-of-distance": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Units of distance */
    get: operations["getCatalogsUnitsOfDistance"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/catalogs/units-of-weight": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Units of weight */
    get: operations["getCatalogsUnitsOfWeight"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/catalogs/units-of-measure": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Units of measure */
    get: operations["getCatalogsUnitsOfMeasure"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/catalogs/activity-types": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Activity types */
    get: operations["getCatalogsActivityTypes"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/catalogs/car-makes": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Car makes */
    get: operations["getCatalogsCarMakes"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/catalogs/car-types": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Car types */
    get: operations["getCatalogsCarTypes"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/catalogs/optimization-types": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Optimization types: shortest time=1, shortest distance=2 */
    get: operations["getCatalogsOptimizationTypes"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/catalogs/travel-modes": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Travel modes: driving=1, truck=2, bicycling=3, walking=4 */
    get: operations["getCatalogsTravelModes"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/catalogs/finalization-modes": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Route end: return_to_depot=1, finish_on_address=2, finish_on_last_stop=3 */
    get: operations["getCatalogsFinalizationModes"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/catalogs/restriction-types": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Route restriction types */
    get: operations["getCatalogsRestrictionTypes"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/catalogs/stop-types": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Stop types: pickup=1, delivery=2, meetUp=3, service=4, visit=5, driveBy=6, prospect=7, break=8, depot=9, noSpecified=10 */
    get: operations["getCatalogsStopTypes"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/catalogs/address-types": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Address types */
    get: operations["getCatalogsAddressTypes"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/catalogs/file-categories": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** File categories */
    get: operations["getCatalogsFileCategories"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/catalogs/payment-plans": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Payment plans (catalog entries) */
    get: operations["getCatalogsPaymentPlans"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/catalogs/car-models": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Car models, each with its make (id_car_make) */
    get: operations["getCatalogsCarModels"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/catalogs/status": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Status: Active (true) and Inactive (false) */
    get: operations["getCatalogsStatus"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/skills/client/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The skills of a client (active=1: inactive only, active=2: active only) */
    get: operations["getSkillsClientById"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/skills": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Create a skill */
    post: operations["postSkills"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/skills/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Rename a skill */
    put: operations["putSkillsById"]
    post?: never
    /** Delete a skill (drivers and cars lose it) */
    delete: operations["deleteSkillsById"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/skills/{id}/status": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Activate or deactivate a skill */
    put: operations["putSkillsByIdStatus"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/stop-outcomes/client/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The stop outcomes of a client (active=1: inactive only, active=2: active only) */
    get: operations["getStopOutcomesClientById"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/stop-outcomes": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Create a stop outcome */
    post: operations["postStopOutcomes"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/stop-outcomes/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Rename a stop outcome, or change its kind */
    put: operations["putStopOutcomesById"]
    post?: never
    /** Delete a stop outcome */
    delete: operations["deleteStopOutcomesById"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/stop-outcomes/{id}/status": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Activate or deactivate a stop outcome */
    put: operations["putStopOutcomesByIdStatus"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/cars": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Cars of the sites the caller sees, by site, skills (all of them) and text */
    get: operations["getCars"]
    put?: never
    /** Create a car in a site */
    post: operations["postCars"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/cars/available": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Cars free for a period: active, not assigned to another driver, and on no other route those days
     * @description A car drives one route a day: with start_date (and end_date), cars on a route (other than id_route) on any of those days are left out; the days are those of the site's calendar (id_subsidiary's, else id_route's). with_driver=true offers cars assigned to a driver too (a route takes its car's driver); with id_user, the driver's own car stays offered and cars another route has on one of the driver's days are left out. id_route and id_user must be the caller's (404 otherwise).
     */
    get: operations["getCarsAvailable"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/cars/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One car */
    get: operations["getCarsById"]
    /** Edit a car */
    put: operations["putCarsById"]
    post?: never
    /** Delete a car */
    delete: operations["deleteCarsById"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/cars/{id}/skills": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A car's skills */
    get: operations["getCarsByIdSkills"]
    /** Replace a car's skills */
    put: operations["putCarsByIdSkills"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/cars/{id}/user": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Assign the car to a driver (null: none); 409 when another route has the car on one of the driver's days */
    put: operations["putCarsByIdUser"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/depots": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Depots of the sites the caller sees, by text, paged */
    get: operations["getDepots"]
    put?: never
    /** Create a depot (the site's first one, or one marked isDefault, becomes its default) */
    post: operations["postDepots"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/depots/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One depot */
    get: operations["getDepotsById"]
    /** Edit a depot (isDefault clears the site's old default in the same transaction) */
    put: operations["putDepotsById"]
    post?: never
    /** Delete a depot */
    delete: operations["deleteDepotsById"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/addresses": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Search the address book (alias, address, contact names, email, phone) */
    get: operations["getAddresses"]
    put?: never
    /** Save an address with its contact in a site's address book */
    post: operations["postAddresses"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/addresses/find-one": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Where one address is: coordinates, the address book, then the geocoding service */
    get: operations["getAddressesFindOne"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/addresses/find-by-query": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Every place that matches a text: the address book first, then the geocoding service */
    get: operations["getAddressesFindByQuery"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/addresses/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One address-book entry */
    get: operations["getAddressesById"]
    /** Edit an address-book entry */
    put: operations["putAddressesById"]
    post?: never
    /** Delete an address-book entry */
    delete: operations["deleteAddressesById"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/geocoding/find-many": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Geocode a list of addresses (each: text or coordinates, alias, isDepot); results keep the list's index
     * @description Coordinates and the address book first, then the client's cache of earlier answers; the rest through the geocoding service (each distinct text once, 4 calls at a time), and its answers cached. An ambiguous text comes back with alternatives.
     */
    post: operations["postGeocodingFindMany"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/geocoding/geolocate-one": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The address at a point (the geocoding service's, or the coordinates offline) */
    get: operations["getGeocodingGeolocateOne"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/audit-events": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Administrative changes, newest first (provider administrators only) */
    get: operations["getAuditEvents"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api-keys": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The client's API keys, newest first (never their secrets) */
    get: operations["getApiKeys"]
    put?: never
    /** Makes an API key; its secret (`rk_…`) is in this answer only */
    post: operations["postApiKeys"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api-keys/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Revokes an API key: its next call answers 401 */
    delete: operations["deleteApiKeysById"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/payment-plans": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Payment plans in their order: the active ones for anyone, every plan for who may edit them */
    get: operations["getPaymentPlans"]
    put?: never
    /** Create a payment plan (money in cents) */
    post: operations["postPaymentPlans"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/payment-plans/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Edit a payment plan (money in cents) */
    put: operations["putPaymentPlansById"]
    post?: never
    /** Delete a payment plan */
    delete: operations["deletePaymentPlansById"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/payment-plans/payment-methods": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The client's saved cards, the default one flagged */
    get: operations["getPaymentPlansPaymentMethods"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/payment-plans/setup-intent": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** A SetupIntent to save a card with Stripe.js (the client's Stripe customer is created on first use) */
    post: operations["postPaymentPlansSetupIntent"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/payment-plans/payment-methods/delete": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Remove one of the client's saved cards */
    post: operations["postPaymentPlansPaymentMethodsDelete"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/payment-plans/payment-methods/default": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Make one of the client's saved cards the one subscriptions charge */
    put: operations["putPaymentPlansPaymentMethodsDefault"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/subscription": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The client's subscription, its plan, this month's optimized addresses and the bill so far (cents) */
    get: operations["getSubscription"]
    /** Move the client's subscription to another plan; ends the caller's sessions */
    put: operations["putSubscription"]
    /** Subscribe the client to a plan, charged to its default card; ends the caller's sessions */
    post: operations["postSubscription"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/billing/webhooks": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Stripe's webhook endpoint: signed events, each applied once (no session; the signature is the credential) */
    post: operations["postBillingWebhooks"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/subscription/mobile-token": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** A provider administrator generates a one-time, expiring mobile subscription link for a client */
    post: operations["postSubscriptionMobileToken"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/subscription/validate-token": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Validate a mobile subscription link's token (query `token` or header), without signing in */
    get: operations["getSubscriptionValidateToken"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/subscription/token": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Use up a mobile subscription link (header `x-subscription-token`): it then fails with 410 */
    delete: operations["deleteSubscriptionToken"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/clients/{id}/notification-settings": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A client's customer notifications: events and channels, ETA window, quiet hours, sender and templates */
    get: operations["getClientsByIdNotificationSettings"]
    /** Save a client's customer notification settings */
    put: operations["putClientsByIdNotificationSettings"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/stops/{id}/notifications": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The messages sent to a stop's customer, with their status, and the customer's rating */
    get: operations["getStopsByIdNotifications"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/dashboard/ratings": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Customers' ratings of their visits in a range (by when they rated): average, count by score and the latest comments */
    get: operations["getDashboardRatings"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/notifications/twilio/status": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Twilio's status callback for a customer SMS (no session; the signature is the credential) */
    post: operations["postNotificationsTwilioStatus"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/notifications/twilio/incoming": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Twilio's incoming-message webhook: STOP opts the number out of the client that wrote to it */
    post: operations["postNotificationsTwilioIncoming"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/notifications/email/bounces": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * A bounce report about a customer mail: JSON or an RFC 3464 DSN (no session; the Standard Webhooks signature with EMAIL_EVENTS_SECRET is the credential)
     * @description Bodies: `application/json`, `{ message_id, recipient, type: permanent|temporary, status?, reason? }` or a list of up to 100; `message/rfc822`, the whole DSN mail; `multipart/report; report-type=delivery-status; boundary=…`, its body; signed with `webhook-id`, `webhook-timestamp` (within 5 minutes) and `webhook-signature` over the raw body (docs/notifications.md)
     */
    post: operations["postNotificationsEmailBounces"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/track/{token}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A customer's tracking page: company, status, ETA window and driver of one visit (the token is the credential) */
    get: operations["getTrackByToken"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/track/{token}/events": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A customer's tracking page, pushed: the page at once and again whenever it changes (Server-Sent Events, `tracking`) */
    get: operations["getTrackByTokenEvents"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/track/{token}/rating": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Rate a delivered visit 1 to 5, with a comment: once */
    post: operations["postTrackByTokenRating"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/notifications/unsubscribe/{token}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The unsubscribe link of a customer's emails */
    get: operations["getNotificationsUnsubscribeByToken"]
    put?: never
    /** One-click unsubscribe (RFC 8058, List-Unsubscribe-Post) of a customer's emails */
    post: operations["postNotificationsUnsubscribeByToken"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/webhooks": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The client's webhook endpoints (never their secrets) */
    get: operations["getWebhooks"]
    put?: never
    /** Adds an endpoint; its signing secret is in this answer only */
    post: operations["postWebhooks"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/webhooks/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Changes an endpoint's URL, events or state */
    put: operations["putWebhooksById"]
    post?: never
    /** Removes an endpoint and its delivery log */
    delete: operations["deleteWebhooksById"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/webhooks/{id}/rotate-secret": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Makes a new secret, shown in this answer only; the old one also signs for 24 h */
    post: operations["postWebhooksByIdRotateSecret"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/webhooks/{id}/test": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sends a test event (`webhook.test`) to the endpoint */
    post: operations["postWebhooksByIdTest"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/webhooks/{id}/deliveries": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** An endpoint's delivery log, newest first */
    get: operations["getWebhooksByIdDeliveries"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/webhook-deliveries/{id}/send-again": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sends a delivery again ("Send again") */
    post: operations["postWebhookDeliveriesByIdSendAgain"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/optimizations": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Optimizations of the sites the caller sees, newest first, paged */
    get: operations["getOptimizations"]
    put?: never
    /** Create an optimization of a site in one transaction: its stops, the depots of its depot rows, new routes, and pending routes of the site taken in */
    post: operations["postOptimizations"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/optimizations/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One optimization with its routes, their stops in order, and the stops on no route */
    get: operations["getOptimizationsById"]
    /** Rename an optimization, or change the days it plans */
    put: operations["putOptimizationsById"]
    post?: never
    /** Delete an optimization with its routes and stops */
    delete: operations["deleteOptimizationsById"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/optimizations/{id}/scenarios": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The plan an optimization belongs to and its scenarios, side by side: distance, times, cost and cost per stop, routes used, unassigned, late stops, balance and drivers changed */
    get: operations["getOptimizationsByIdScenarios"]
    put?: never
    /** Copy an optimization as a what-if scenario: the same stops and routes, to change and run apart; not billed until promoted */
    post: operations["postOptimizationsByIdScenarios"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/optimizations/{id}/promote": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Promote a scenario to be the plan; the plan and the other scenarios are kept as its scenarios, and its addresses are billed now */
    post: operations["postOptimizationsByIdPromote"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/optimizations/from-visits": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Plan a date range (at most 14 days): an optimization with a stop for every visit the site's address book makes due, each on its day, and the routes of its first day */
    post: operations["postOptimizationsFromVisits"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/optimizations/{id}/configuration": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Create or update the configuration new routes of the optimization start from */
    put: operations["putOptimizationsByIdConfiguration"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/optimizations/{id}/stops": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Add many stops on no route (at most 10,000 in one optimization) */
    post: operations["postOptimizationsByIdStops"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/optimizations/{id}/stop": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Add one stop on no route */
    post: operations["postOptimizationsByIdStop"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/optimizations/{id}/routes": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Create a route in the optimization (configuration defaults from the optimization's) */
    post: operations["postOptimizationsByIdRoutes"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/optimizations/{id}/layout": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Lay stops out by hand: each listed route gets exactly these stops in this order, the unassigned go to no route; optimized routes changed become manually optimized */
    put: operations["putOptimizationsByIdLayout"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/optimizations/header-matching": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The spreadsheet headers the caller's company last matched to each stop field */
    get: operations["getOptimizationsHeaderMatching"]
    /** Remember the spreadsheet headers matched to each stop field, for the company's next upload */
    put: operations["putOptimizationsHeaderMatching"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/files/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * A stored file (JPEG photo or PNG signature) through a signed link the API gave out
     * @description No bearer token: the link's signature (s) binds the file, its client (c) and the expiry (e). 403 when the link has expired or was changed, 404 when the file is not that client's. With S3 storage the answer is a redirect to a presigned URL.
     */
    get: operations["getFilesById"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/clients/{id}/proof-settings": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** What a client requires when a driver completes a visit or could not complete it */
    get: operations["getClientsByIdProofSettings"]
    /** Choose what completing a visit, and not completing it, requires: nothing, the recipient's name, a signature, 1 to 3 photos, or a combination */
    put: operations["putClientsByIdProofSettings"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/routes": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Routes of the sites the caller sees, by status (status_route), text and dates, paged */
    get: operations["getRoutes"]
    put?: never
    /** Create a route in an optimization */
    post: operations["postRoutes"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/routes/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One route with its status, progress and its stops in order, each with its proof of delivery */
    get: operations["getRoutesById"]
    /** Edit a route: name, depot, car, driver, dates, configuration, zone */
    put: operations["putRoutesById"]
    post?: never
    /** Delete a route; its stops go back to the optimization's unassigned stops */
    delete: operations["deleteRoutesById"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/routes/{id}/stops": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Add stops of its optimization to a route and remove others (back to unassigned); the route is no longer optimized */
    put: operations["putRoutesByIdStops"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/routes/{id}/assign": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Assign a driver and a car to a route (null clears either) */
    put: operations["putRoutesByIdAssign"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/routes/{id}/path": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The road path of a route: its depot, its stops in order and its end */
    get: operations["getRoutesByIdPath"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/stops/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Edit a stop; its route is no longer optimized when the edit changes what it is planned with */
    put: operations["putStopsById"]
    post?: never
    /** Delete a stop; its route is no longer optimized */
    delete: operations["deleteStopsById"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/stops/{id}/relocate": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Move a stop's location (a pin dragged on the map); its route is no longer optimized */
    post: operations["postStopsByIdRelocate"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/stops/order": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Order a route's stops by hand (every stop of the route, once); the route becomes manually optimized */
    put: operations["putStopsOrder"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/optimizations/{id}/optimize": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Optimize one route, several (routes), or the whole optimization as a background run; answers the queued run at once */
    post: operations["postOptimizationsByIdOptimize"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/optimization-runs/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A run: its phase, best cost, distance, duration, unassigned stops and elapsed time */
    get: operations["getOptimizationRunsById"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/optimization-runs/{id}/events": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The run's progress as Server-Sent Events (event 'run', data an OptimizationRun, id its seq), ending when the run ends; resumable with Last-Event-ID */
    get: operations["getOptimizationRunsByIdEvents"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/optimization-runs/{id}/cancel": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Cancel a run (a queued run at once, a running one at its next check) */
    post: operations["postOptimizationRunsByIdCancel"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/optimization-runs/{id}/apply": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Apply a re-optimization's proposal (a run with preview) */
    post: operations["postOptimizationRunsByIdApply"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/optimization-runs/{id}/discard": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Discard a re-optimization's proposal (a run with preview) */
    post: operations["postOptimizationRunsByIdDiscard"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/vroom": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Solve a VROOM problem and answer in VROOM's output format
     * @description VROOM's input and output (docs/API.md of VROOM-Project/vroom), solved by Ruta's solver. Errors come in VROOM's shape, { code, error }: 2 (HTTP 400) for input, 1 or 3 (HTTP 500) for internal and routing errors. Needs the permission optimize on solverApi.
     */
    post: operations["postVroom"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/vroom/jobs": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Queue a VROOM problem as an asynchronous job
     * @description Takes VROOM's input, as POST /vroom does, up to 5000 tasks, and answers 202 with the job's id (and its address in `Location`) at once; a worker solves it within `options.time_limit` seconds (at most 300; by default by size). Read it with GET /vroom/jobs/{id}; the webhook event `vroom_job.completed` tells when it ends. An input error is answered at once in VROOM's shape (code 2, HTTP 400). Needs the permission optimize on solverApi.
     */
    post: operations["postVroomJobs"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/vroom/jobs/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * A VROOM job: its status and, once done, VROOM's output
     * @description queued or running: `output` is null; done: VROOM's output; failed: VROOM's { code, error }. A job is kept 7 days after it ends. Another client's job, or a job of another site for a one-site key, is not found.
     */
    get: operations["getVroomJobsById"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/live": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Changes as Server-Sent Events, within the caller's client and sites: event 'optimization', 'route', 'stop', 'run', 'position', 'eta' (data a LiveEvent: the ids that changed, to refetch), 'ready' once the stream is live (its id the place to resume from), 'reset' when the events missed are no longer kept (refetch everything). Resumable with Last-Event-ID (or 'after'); it ends when the access token expires */
    get: operations["getLive"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/driver/positions": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Record a batch of the phone's positions for the caller's started route (idempotent: positions already stored are not stored again; any order) */
    post: operations["postDriverPositions"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/live/drivers": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The routes on the road within the caller's sites (of one optimization or site when asked), each with its driver, latest position and stops predicted late */
    get: operations["getLiveDrivers"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/routes/{id}/live": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The route's driven trail (its positions) and its stops' predicted arrivals */
    get: operations["getRoutesByIdLive"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/driver/day": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The caller's routes of a day (and any started, not completed) with their stops, and the stop outcomes */
    get: operations["getDriverDay"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/driver/routes/{id}/start": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Start the caller's route (it is then On route) */
    post: operations["postDriverRoutesByIdStart"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/driver/stops/{id}/arrive": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Record that the caller is at a stop of their route (when, and where the phone was), once per arrival key */
    post: operations["postDriverStopsByIdArrive"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/driver/stops/{id}/complete": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Complete (or fail) a stop of the caller's route, once per completion key
     * @description JSON, or multipart/form-data with the proof: photos (`photos[]`) and the signature (`signature`). A completion without what the client's proof settings require is refused and the visit stays open.
     */
    post: operations["postDriverStopsByIdComplete"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/dashboard": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Routes by status, stops by state and outcome, on-time rate, planned against actual, and optimized addresses this period */
    get: operations["getDashboard"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/performance": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Planned against driven: distance, duration, on-time arrivals, ETA error and service time per route, driver, zone and weekday × hour */
    get: operations["getPerformance"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/performance/export": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The Performance figures as CSV: per route, per driver and the totals */
    get: operations["getPerformanceExport"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export type webhooks = Record<string, never>
export interface components {
  schemas: {
    NotificationTemplateInput: {
      subject: string
      email: string
      sms: string
    }
    QuietHoursInput: {
      start: string
      end: string
    }
    NotificationSettingsInput: {
      /** @description For each event, whether email and SMS are sent */
      events: {
        on_the_way: {
          email: boolean
          sms: boolean
        }
        approaching: {
          email: boolean
          sms: boolean
        }
        delivered: {
          email: boolean
          sms: boolean
        }
        not_delivered: {
          email: boolean
          sms: boolean
        }
      }
      /** @description The ETA window's half width: ±minutes around the ETA */
      window_minutes: number
      /**
       * @description 'Approaching' is also sent when the visit's ETA is within this many minutes (0: only when the visit before is done)
       * @default 15
       */
      approaching_minutes: number
      /**
       * @description The tracking page shows the driver's live position once the visit is within this many stops (1: it is next)
       * @default 1
       */
      position_stops: number
      /**
       * @description A customer is sent a new window when the live ETA leaves the window they were told by more than this many minutes
       * @default 20
       */
      update_after_minutes: number
      /**
       * @description The most new-window messages a stop's customer is sent (0: none)
       * @default 2
       */
      max_updates: number
      /**
       * @description Whether the tracking page shows the proof of a delivered visit (recipient, signature, photos)
       * @default false
       */
      share_proof: boolean
      /** @description Hours when nothing is sent; messages wait for their end */
      quiet_hours: components["schemas"]["QuietHoursInput"] | null
      /** @description The client's IANA time zone: the default of its new sites; each site's own zone times its messages */
      time_zone: string
      /** @description The name mails come from (empty: the company's name) */
      sender_name: string
      /** @description Where replies to mails go (empty: nowhere) */
      reply_to: "" | string
      /**
       * @description The language of a stop whose contact has none
       * @enum {string}
       */
      default_language: "en" | "es"
      templates: {
        en: {
          on_the_way: components["schemas"]["NotificationTemplateInput"]
          approaching: components["schemas"]["NotificationTemplateInput"]
          delivered: components["schemas"]["NotificationTemplateInput"]
          not_delivered: components["schemas"]["NotificationTemplateInput"]
        }
        es: {
          on_the_way: components["schemas"]["NotificationTemplateInput"]
          approaching: components["schemas"]["NotificationTemplateInput"]
          delivered: components["schemas"]["NotificationTemplateInput"]
          not_delivered: components["schemas"]["NotificationTemplateInput"]
        }
      }
    }
    RatingInput: {
      rating: number
      /** @default  */
      comment: string
    }
    StableTerritoriesInput: {
      stable_territories: number
    }
    LearningSettingsInput: {
      /** @default true */
      service_times: boolean
      /** @default 3 */
      min_visits: number
      /** @default 90 */
      window_days: number
      /** @default false */
      travel_profile: boolean
    }
    /** @enum {string} */
    DomainEventTypeInput:
      | "optimization.created"
      | "optimization.optimized"
      | "route.started"
      | "route.completed"
      | "route.eta_updated"
      | "stop.arrived"
      | "stop.completed"
      | "stop.failed"
      | "vroom_job.completed"
    PositionBatchInput: {
      id_route: number
      positions: {
        /**
         * Format: date-time
         * @description When the phone took the fix, by its clock
         */
        time: string
        latitude: number
        longitude: number
        /**
         * @description Metres
         * @default null
         */
        accuracy: number | null
        /**
         * @description Metres a second
         * @default null
         */
        speed: number | null
        /**
         * @description Degrees clockwise from true north
         * @default null
         */
        heading: number | null
      }[]
    }
    ProofRequirementInput: {
      /** @description The name of who received the visit */
      recipient_name: boolean
      /** @description A signature drawn on the phone */
      signature: boolean
      /** @description How many photos at least (0: none) */
      photos: number
    }
    ProofSettingsInput: {
      completed: components["schemas"]["ProofRequirementInput"]
      failed: components["schemas"]["ProofRequirementInput"]
    }
    HeaderMatchingInput: {
      [key: string]: string
    }
    StopCompletionInput: {
      /** @description The device's id for this completion: sending it again applies it once */
      key: string
      /**
       * @description The visit was made but did not succeed
       * @default false
       */
      failed: boolean
      id_stop_outcome?: number | null
      /** @default  */
      note: string
      /**
       * Format: date-time
       * @description When the driver finished the visit, by their device's clock
       */
      visit_time: string
      /** @description Who received the visit, when the driver asked */
      recipient_name?: string
      /** @description Where the phone was when the driver finished the visit */
      latitude?: number
      longitude?: number
      /** @description The position's accuracy in metres, as the phone gave it */
      accuracy?: number
    }
    StopArrivalBodyInput: {
      /** @description The device's id for this arrival: sending it again applies it once */
      key: string
      /**
       * Format: date-time
       * @description When the driver arrived, by their device's clock
       */
      arrived: string
      /**
       * @description Where the phone was, when it could tell
       * @default null
       */
      latitude: number | null
      /** @default null */
      longitude: number | null
    }
    ClientData: {
      id_client: number
      name: string
      stripe_id: string | null
      subsidiaries: {
        id_subsidiary: number
        name: string
        isMain: boolean
      }[]
    }
    SessionUser: {
      id_user: number
      id_context_type: number
      name: string
      email: string
      photo: string | null
      roles: {
        id_role: number
        name: string
      }[]
      theme: string
      lng: string
      isFirstLogin: boolean
      userRecoveryPassword: boolean
      twoFactorEnabled: boolean
      clientData: components["schemas"]["ClientData"] | null
      actingForClient: number | null
    }
    Error: {
      statusCode: number
      code: string
      message: string
      details?: {
        field: string
        message: string
      }[]
    }
    UnitsConfiguration: {
      id_unit_of_distance: number
      id_unit_of_measure: number
      id_unit_of_weight: number
    }
    ClientSummary: {
      id_client: number
      name: string
      address: string
      phone_number: string
      isActive: boolean
      createdAt: string
    }
    Activity: {
      id_activity: number
      id_client: number
      id_activity_type: number
      activity_type: {
        id_activity_type: number
      }
      description: string
      createdAt: string
    }
    Client: {
      id_client: number
      name: string
      address: string
      phone_number: string
      isActive: boolean
      createdAt: string
      stripe_id: string | null
      isAssignedToMe: boolean
      configuration: components["schemas"]["UnitsConfiguration"]
      subsidiaries: {
        id_subsidiary: number
        name: string
        isMain: boolean
        active: boolean
      }[]
      activities: components["schemas"]["Activity"][]
    }
    NotificationTemplate: {
      subject: string
      email: string
      sms: string
    }
    QuietHours: {
      start: string
      end: string
    }
    NotificationSettings: {
      /** @description For each event, whether email and SMS are sent */
      events: {
        on_the_way: {
          email: boolean
          sms: boolean
        }
        approaching: {
          email: boolean
          sms: boolean
        }
        delivered: {
          email: boolean
          sms: boolean
        }
        not_delivered: {
          email: boolean
          sms: boolean
        }
      }
      /** @description The ETA window's half width: ±minutes around the ETA */
      window_minutes: number
      /**
       * @description 'Approaching' is also sent when the visit's ETA is within this many minutes (0: only when the visit before is done)
       * @default 15
       */
      approaching_minutes: number
      /**
       * @description The tracking page shows the driver's live position once the visit is within this many stops (1: it is next)
       * @default 1
       */
      position_stops: number
      /**
       * @description A customer is sent a new window when the live ETA leaves the window they were told by more than this many minutes
       * @default 20
       */
      update_after_minutes: number
      /**
       * @description The most new-window messages a stop's customer is sent (0: none)
       * @default 2
       */
      max_updates: number
      /**
       * @description Whether the tracking page shows the proof of a delivered visit (recipient, signature, photos)
       * @default false
       */
      share_proof: boolean
      /** @description Hours when nothing is sent; messages wait for their end */
      quiet_hours: components["schemas"]["QuietHours"] | null
      /** @description The client's IANA time zone: the default of its new sites; each site's own zone times its messages */
      time_zone: string
      /** @description The name mails come from (empty: the company's name) */
      sender_name: string
      /** @description Where replies to mails go (empty: nowhere) */
      reply_to: "" | string
      /**
       * @description The language of a stop whose contact has none
       * @enum {string}
       */
      default_language: "en" | "es"
      templates: {
        en: {
          on_the_way: components["schemas"]["NotificationTemplate"]
          approaching: components["schemas"]["NotificationTemplate"]
          delivered: components["schemas"]["NotificationTemplate"]
          not_delivered: components["schemas"]["NotificationTemplate"]
        }
        es: {
          on_the_way: components["schemas"]["NotificationTemplate"]
          approaching: components["schemas"]["NotificationTemplate"]
          delivered: components["schemas"]["NotificationTemplate"]
          not_delivered: components["schemas"]["NotificationTemplate"]
        }
      }
    }
    StableTerritories: {
      stable_territories: number
    }
    VisitRule: {
      /** @enum {string} */
      kind: "weekly" | "monthly_day" | "monthly_weekday"
      weekdays: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[]
      every_weeks: number
      month_day: number | null
      nth: number | null
      start_date: string
      end_date: string | null
      exceptions: string[]
      duration: number
      pieces: number
      weight: number
      volume: number
      windows: {
        start: string
        end: string
      }[]
      notes: string
    }
    Address: {
      id_address: number
      id_client: number
      id_subsidiary: number
      id_address_type: number
      alias: string
      address: string
      latitude: number
      longitude: number
      first_name: string
      last_name: string
      email: string
      phone_number: string
      createdAt: string
      visit_rule: components["schemas"]["VisitRule"] | null
    }
    Place: {
      address: string
      latitude: number
      longitude: number
    }
    GeocodedResult: {
      index: number
      alias: string | null
      requested_address: string
      isDepot: boolean
      found: boolean
      address: string | null
      latitude: number | null
      longitude: number | null
      source:
        | ("coordinates" | "address-book" | "nominatim" | "photon" | "google")
        | null
      id_address: number | null
      alternatives: components["schemas"]["Place"][]
    }
    Subsidiary: {
      id_subsidiary: number
      id_client: number
      name: string
      address: string
      phone_number: string
      email: string
      active: boolean
      isMain: boolean
      /** @description The IANA zone the site's times are read and shown in; its depots share it */
      time_zone: string
      working_days: string[]
      configuration: components["schemas"]["UnitsConfiguration"]
      createdAt: string
    }
    AuditEvent: {
      id: number
      id_client: number | null
      id_user: number | null
      user_name: string | null
      action: string
      entity: string
      entityId: string | null
      before: unknown
      after: unknown
      requestId: string | null
      apiKey: string | null
      createdAt: string
    }
    Tokens: {
      accessToken: string
      refreshToken: string
    }
    TwoFactorChallenge: {
      /** @enum {string} */
      twoFactor: "code" | "enrol"
      twoFactorToken: string
    }
    Role: {
      id_role: number
      id_context_type: number
      context_type_name: string
      name: string
      description: string
      isActive: boolean
    }
    RolePermission: {
      id_permission: number
      id_role: number
      id_subject: number
      id_action: number
      subject: string
      action: string
      isActive: boolean
    }
    User: {
      id_user: number
      id_context_type: number
      id_client: number | null
      id_role: number
      role: {
        id_role: number
        name: string
      }
      name: string
      email: string
      telephone: string
      photo: string | null
      isActive: boolean
      isFirstLogin: boolean
      theme: string
      lng: string
      id_subsidiary: number | null
      subsidiary: {
        id_subsidiary: number
        name: string
      } | null
      subsidiaries: {
        id_subsidiary: number
        name: string
      }[]
      car: {
        id_car: number
        name: string
        plate: string
      } | null
      createdAt: string
    }
    Skill: {
      id_skill: number
      name: string
      active: boolean
    }
    TwoFactorEnrolment: {
      secret: string
      otpauthUri: string
      qrCode: string
    }
    PaymentMethod: {
      id: string
      brand: string
      last4: string
      isDefault: boolean
      exp_month: number
      exp_year: number
    }
    SetupIntent: {
      clientSecret: string
      publishableKey: string | null
    }
    PaymentPlan: {
      id_payment_plan: number
      name: string
      from_addresses: number
      to_addresses: number | null
      /** @description In cents */
      minimum_payment: number
      /** @description In cents */
      address_price: number
      isMobile: boolean
      order: number
      show_on_website: boolean
      descriptions: string[]
      stripe_id: string | null
      active: boolean
    }
    SubscriptionView: {
      /** @description False without Stripe keys: card payments are off */
      configured: boolean
      publishableKey: string | null
      plan: components["schemas"]["PaymentPlan"] | null
      subscription: {
        id_payment_plan: number
        /** @description Stripe's: active, past_due, unpaid, canceled, incomplete... */
        status: string
        period: number
        drivers: number
        routes: number
        days: number | null
        current_period_start: string | null
        current_period_end: string | null
      } | null
      usage: {
        /** @description The billing period, YYYY-MM (UTC) */
        period: string
        /** @description Optimized addresses of the period */
        addresses: number
      }
      /** @description The period's bill so far on the plan, in cents: total = minimum_payment + max(0, addresses - from_addresses) * address_price */
      invoice: {
        addresses: number
        included_from: number
        extra_addresses: number
        minimum_payment: number
        address_price: number
        total: number
      } | null
    }
    WebhookReceipt: {
      /** @description The event was applied before; nothing changed */
      duplicate: boolean
    }
    CarSkill: {
      id_skill: number
      name: string
      active: boolean
    }
    Car: {
      id_car: number
      id_client: number
      id_subsidiary: number | null
      subsidiary: {
        id_subsidiary: number
        name: string
      } | null
      name: string
      plate: string
      alias: string
      id_car_make: number | null
      id_car_model: number | null
      id_car_type: number | null
      make: {
        id: number
        name: string
      } | null
      model: {
        id: number
        name: string
      } | null
      type: {
        id: number
        name: string
      } | null
      id_unit_of_distance: number
      id_unit_of_measure: number
      id_unit_of_weight: number
      capacity_pieces: number | null
      capacity_weight: number | null
      capacity_volume: number | null
      /** @description A cost for each day the car drives a route, in the client's currency */
      fixed_cost: number | null
      /** @description A cost per kilometre driven, in the client's currency */
      cost_per_km: number | null
      /** @description A cost per working hour, in the client's currency */
      cost_per_hour: number | null
      active: boolean
      id_user: number | null
      driver: {
        id_user: number
        name: string
      } | null
      skills: components["schemas"]["CarSkill"][]
      createdAt: string
    }
    CatalogItem: {
      id: number
      name: string
      labels: {
        en: string
        es: string
      }
    }
    CarModelItem: {
      id: number
      name: string
      labels: {
        en: string
        es: string
      }
      id_car_make: number
    }
    StatusItem: {
      value: boolean
      name: string
      labels: {
        en: string
        es: string
      }
    }
    Units: {
      id_unit_of_distance: number
      id_unit_of_measure: number
      id_unit_of_weight: number
      /** @description The client's country (ISO 3166-1 alpha-2): the country of the client's own phone number, which phones written without their country part belong to; null when that number has no country part. */
      country: string | null
      /** @description The IANA zone of the caller's client (its saved zone, else its first site's): the clock of lists that belong to no one site; null for the provider's staff */
      client_time_zone: string | null
      /** @description The IANA zone of the one site the caller works in (one-site mode, or a user of one site); null when several apply: each site's own zone is in sites */
      time_zone: string | null
      sites: {
        id_unit_of_distance: number
        id_unit_of_measure: number
        id_unit_of_weight: number
        id_subsidiary: number
        /** @description The IANA zone the site's times are read and shown in */
        time_zone: string
      }[]
    }
    LearningSettings: {
      /** @default true */
      service_times: boolean
      /** @default 3 */
      min_visits: number
      /** @default 90 */
      window_days: number
      /** @default false */
      travel_profile: boolean
    }
    Depot: {
      id_depot: number
      id_client: number
      id_subsidiary: number
      isDefault: boolean
      address: {
        name: string
        description: string
        address: string
        latitude: number
        longitude: number
      }
      createdAt: string
    }
    ApiKey: {
      id_api_key: number
      name: string
      prefix: string
      id_role: number
      role_name: string
      id_subsidiary: number | null
      subsidiary_name: string | null
      created_by: number | null
      created_by_name: string | null
      createdAt: string
      expiresAt: string | null
      revokedAt: string | null
      lastUsedAt: string | null
      lastIp: string | null
      /** @enum {string} */
      status: "active" | "expired" | "revoked"
    }
    CreatedApiKey: {
      id_api_key: number
      name: string
      prefix: string
      id_role: number
      role_name: string
      id_subsidiary: number | null
      subsidiary_name: string | null
      created_by: number | null
      created_by_name: string | null
      createdAt: string
      expiresAt: string | null
      revokedAt: string | null
      lastUsedAt: string | null
      lastIp: string | null
      /** @enum {string} */
      status: "active" | "expired" | "revoked"
      key: string
    }
    /** @enum {string} */
    DomainEventType:
      | "optimization.created"
      | "optimization.optimized"
      | "route.started"
      | "route.completed"
      | "route.eta_updated"
      | "stop.arrived"
      | "stop.completed"
      | "stop.failed"
      | "vroom_job.completed"
    WebhookEndpoint: {
      id_webhook_endpoint: number
      url: string
      description: string
      events: components["schemas"]["DomainEventType"][]
      enabled: boolean
      disabled_reason: string
      failing_since: string | null
      previous_secret_expires_at: string | null
      createdAt: string
    }
    WebhookEndpointWithSecret: {
      id_webhook_endpoint: number
      url: string
      description: string
      events: components["schemas"]["DomainEventType"][]
      enabled: boolean
      disabled_reason: string
      failing_since: string | null
      previous_secret_expires_at: string | null
      createdAt: string
      secret: string
    }
    WebhookDelivery: {
      id_delivery: number
      id_webhook_endpoint: number
      message_id: string
      type: string
      /** @enum {string} */
      status: "pending" | "sending" | "succeeded" | "failed"
      attempts: number
      response_status: number | null
      response_ms: number | null
      response_body: string | null
      error: string | null
      last_attempt_at: string | null
      next_attempt_at: string | null
      createdAt: string
    }
    EmailBounceReport: {
      /** @description The Message-ID header of the mail that bounced, with or without its angle brackets */
      message_id: string
      /**
       * Format: email
       * @description The address that bounced: the mail's recipient
       */
      recipient: string
      /**
       * @description permanent (a hard bounce, 5.x.x: the address is suppressed) or temporary (a soft bounce, 4.x.x: only logged)
       * @enum {string}
       */
      type: "permanent" | "temporary"
      /** @description The enhanced status code (RFC 3463), e.g. 5.1.1 */
      status?: string
      /** @description The diagnostic: the remote server's answer or the provider's words */
      reason?: string
    }
    EmailBounceReceipt: {
      reports: {
        message_id: string
        /** @enum {string} */
        kind: "permanent" | "temporary"
        /**
         * @description bounced: the message is marked bounced and the address suppressed; temporary: kept in the stop's log; unknown: no customer mail of ours has this Message-ID and recipient
         * @enum {string}
         */
        outcome: "bounced" | "temporary" | "unknown"
      }[]
    }
    StopNotificationLog: {
      notifications: {
        id_notification: number
        /** @enum {string} */
        event:
          | "on_the_way"
          | "approaching"
          | "delivered"
          | "not_delivered"
          | "eta_updated"
        /** @enum {string} */
        channel: "email" | "sms"
        recipient: string
        language: string
        /**
         * @description queued or sending: not sent yet; outbox: kept in the mail outbox, no mail transport configured; sent: a provider (SMTP, Twilio) accepted it; delivered, bounced or failed: as the provider reported, or failed after the last try
         * @enum {string}
         */
        status:
          | "queued"
          | "sending"
          | "outbox"
          | "sent"
          | "delivered"
          | "failed"
          | "bounced"
        /** @description Why it failed, or was not sent */
        reason: string
        attempts: number
        created_at: string
        sent_at: string | null
        updated_at: string
        /** @description The bounce reports about this mail, oldest first: a temporary one changes no status */
        bounces: {
          /** @enum {string} */
          kind: "permanent" | "temporary"
          /** @description The enhanced status code, e.g. 5.1.1 */
          code: string
          reason: string
          received_at: string
        }[]
      }[]
      /** @description The customer's rating from the tracking page */
      rating: {
        rating: number
        comment: string
        created_at: string
      } | null
    }
    NotificationSettingsAnswer: {
      settings: components["schemas"]["NotificationSettings"]
      /** @description Whether each channel's provider is configured on this server */
      providers: {
        email: boolean
        sms: boolean
      }
    }
    Dashboard: {
      routes: {
        pending: number
        on_route: number
        completed: number
      }
      stops: {
        completed: number
        failed: number
        pending: number
      }
      outcomes: {
        name: string | null
        completed: number
        failed: number
      }[]
      on_time: {
        visited: number
        on_time: number
      }
      distance: {
        planned: number
        actual: number
      }
      duration: {
        planned: number
        actual: number
      }
      optimized_addresses: {
        period: string
        count: number
        plan: {
          from: number
          to: number
        } | null
      }
      days: {
        day: string
        completed: number
        failed: number
        pending: number
      }[]
    }
    RatingsSummary: {
      count: number
      /** @description Null without ratings */
      average: number | null
      /** @description How many ratings of 1, 2, 3, 4 and 5 */
      by_score: number[]
      /** @description The latest ratings with a comment, newest first */
      latest: {
        id_stop: number
        id_optimization: number | null
        stop_name: string
        rating: number
        comment: string
        rated_at: string
      }[]
    }
    RoutePath: {
      id_route: number
      coordinates: [number, number][]
      distance: number
      duration: number
    }
    Tracking: {
      company: string
      /** @enum {string} */
      language: "en" | "es"
      /** @enum {string} */
      status:
        | "scheduled"
        | "on_the_way"
        | "stops_away"
        | "delivered"
        | "not_delivered"
      /** @description Visits before this one still to do, once the route started */
      stops_away: number | null
      /** @description The ETA window */
      window: {
        from: string
        to: string
      } | null
      time_zone: string
      driver_first_name: string
      /** @description The driver's latest position, only while the visit is within the client's N stops (never the route or other stops) */
      position: {
        latitude: number
        longitude: number
        at: string
      } | null
      /** @description The proof of a delivered visit, where the client shares it (settings' share_proof) */
      proof: {
        recipient_name: string
        completed_at: string | null
        signature: {
          mime: string
          /** @description A signed link that works for a few minutes */
          url: string
        } | null
        photos: {
          mime: string
          /** @description A signed link that works for a few minutes */
          url: string
        }[]
      } | null
      rating: {
        rating: number
        comment: string
      } | null
    }
    Health: {
      /** @constant */
      status: "ok"
      /** @enum {string} */
      database: "pglite" | "postgres"
    }
    Liveness: {
      /** @constant */
      status: "ok"
    }
    Readiness: {
      /** @constant */
      status: "ready"
      checks: string[]
    }
    LiveEvent: {
      id: number
      kind: string
      id_client: number
      id_subsidiary: number
      ids: {
        [key: string]: number | string | null
      }
    }
    PositionsRecorded: {
      received: number
      /** @description New positions: those already stored (a batch sent again) are not */
      stored: number
    }
    DriverOnRoute: {
      id_route: number
      route_name: string
      color: string
      id_optimization: number
      id_subsidiary: number
      id_user: number | null
      driver_name: string
      /** @description The latest position; null before the first */
      last: {
        latitude: number
        longitude: number
        /** @description When the phone took the fix */
        at: string
        accuracy: number | null
        speed: number | null
        heading: number | null
      } | null
      /** @description Stops not yet completed predicted after their window */
      late: {
        id_stop: number
        /** @description The stop's name, or its address */
        name: string
        /** @description Predicted arrival (the live ETA) */
        eta: string
        /** @description The planned arrival, to compare with (null: none planned) */
        planned_eta: string | null
        /** @description How long after its window closes (0: on time) */
        late_seconds: number
      }[]
      /** @description Every stop not yet completed with its live ETA, when asked (with_etas=true) */
      etas?: {
        id_stop: number
        /** @description The stop's name, or its address */
        name: string
        /** @description Predicted arrival (the live ETA) */
        eta: string
        /** @description The planned arrival, to compare with (null: none planned) */
        planned_eta: string | null
        /** @description How long after its window closes (0: on time) */
        late_seconds: number
      }[]
    }
    RouteLive: {
      /** @description The positions sent while on the road, oldest first */
      trail: {
        latitude: number
        longitude: number
        /** @description When the phone took the fix */
        at: string
      }[]
      /** @description Predicted arrivals of the stops not yet completed, once computed */
      etas: {
        computed_at: string
        position_at: string | null
        stops: {
          id_stop: number
          /** @description The stop's name, or its address */
          name: string
          /** @description Predicted arrival (the live ETA) */
          eta: string
          /** @description The planned arrival, to compare with (null: none planned) */
          planned_eta: string | null
          /** @description How long after its window closes (0: on time) */
          late_seconds: number
        }[]
      } | null
    }
    ProofRequirement: {
      /** @description The name of who received the visit */
      recipient_name: boolean
      /** @description A signature drawn on the phone */
      signature: boolean
      /** @description How many photos at least (0: none) */
      photos: number
    }
    ProofSettings: {
      completed: components["schemas"]["ProofRequirement"]
      failed: components["schemas"]["ProofRequirement"]
    }
    OptimizationRunDiff: {
      stops_moved: number
      stops_reordered: number
      before: {
        distance: number
        duration: number
      }
      after: {
        distance: number
        duration: number
      }
      routes: {
        id_route: number
        before: {
          distance: number
          duration: number
          stops: number
        }
        after: {
          distance: number
          duration: number
          stops: number
        }
      }[]
      moves: {
        id_stop: number
        from_route: number | null
        to_route: number | null
        from_order: number | null
        to_order: number | null
      }[]
    }
    OptimizationRun: {
      id_run: number
      id_client: number
      id_subsidiary: number
      id_optimization: number
      route_ids: number[]
      /** @enum {string} */
      status:
        | "queued"
        | "matrix"
        | "solving"
        | "saving"
        | "done"
        | "failed"
        | "cancelled"
      preview: boolean
      decision: ("pending" | "applied" | "discarded") | null
      keep_changes_small: boolean
      time_limit: number
      attempts: number
      best_cost: number | null
      distance: number | null
      duration: number | null
      unassigned: number | null
      drivers_changed: number | null
      elapsed_ms: number
      seq: number
      error: string | null
      diff: components["schemas"]["OptimizationRunDiff"] | null
      createdAt: string
      startedAt: string | null
      finishedAt: string | null
    }
    Stop: {
      id_stop: number
      id_client: number
      id_subsidiary: number
      id_optimization: number
      id_route: number | null
      id_address: number | null
      name: string
      address: string
      latitude: number
      longitude: number
      stop_duration: number
      learned_visits: number | null
      time_window_start: string | null
      time_window_end: string | null
      time_windows: {
        start: string | null
        end: string | null
      }[]
      allowed_days: string[]
      pieces: number
      weight: number
      volume: number
      skills: number[]
      priority: number
      type: number
      pinned: boolean
      same_driver: boolean
      order: number | null
      eta: string | null
      departure: string | null
      distance: number | null
      started: string | null
      completed: string | null
      visit_time: string | null
      failed: boolean
      note: string
      id_stop_outcome: number | null
      customData: {
        [key: string]: unknown
      }
      delivery_instructions: string
      first_name: string
      last_name: string
      email: string
      phone_number: string
      unassigned_reasons: string[]
      /** @enum {string} */
      status: "on_hold" | "started" | "completed"
    }
    Route: {
      id_route: number
      id_client: number
      id_subsidiary: number
      id_optimization: number
      name: string
      id_depot: number | null
      id_car: number | null
      id_user: number | null
      driver: string | null
      car: string | null
      capacity: {
        pieces: number | null
        weight: number | null
        volume: number | null
      } | null
      depot: {
        id_depot: number
        name: string
        latitude: number
        longitude: number
      } | null
      start_date: string | null
      end_date: string | null
      isOptimized: boolean
      optimization_state: number
      started: string | null
      completed: string | null
      status_route: number
      progress: number
      stops_count: number
      configuration: {
        /** @default 15 */
        stop_duration: number
        /** @default null */
        max_hours: number | null
        /** @default null */
        max_distance: number | null
        /** @default 1 */
        id_restriction_type: number
        /** @default 1 */
        id_travel_mode: number
        /** @default 1 */
        id_optimization_type: number
        /** @default 1 */
        id_finalization_mode: number
        /** @default null */
        end_latitude: number | null
        /** @default null */
        end_longitude: number | null
      }
      figure: {
        [key: string]: unknown
      } | null
      color: string
      distance: number | null
      duration: number | null
      travel_profile_days?: number | null
      createdAt: string
    }
    RouteWithStops: {
      id_route: number
      id_client: number
      id_subsidiary: number
      id_optimization: number
      name: string
      id_depot: number | null
      id_car: number | null
      id_user: number | null
      driver: string | null
      car: string | null
      capacity: {
        pieces: number | null
        weight: number | null
        volume: number | null
      } | null
      depot: {
        id_depot: number
        name: string
        latitude: number
        longitude: number
      } | null
      start_date: string | null
      end_date: string | null
      isOptimized: boolean
      optimization_state: number
      started: string | null
      completed: string | null
      status_route: number
      progress: number
      stops_count: number
      configuration: {
        /** @default 15 */
        stop_duration: number
        /** @default null */
        max_hours: number | null
        /** @default null */
        max_distance: number | null
        /** @default 1 */
        id_restriction_type: number
        /** @default 1 */
        id_travel_mode: number
        /** @default 1 */
        id_optimization_type: number
        /** @default 1 */
        id_finalization_mode: number
        /** @default null */
        end_latitude: number | null
        /** @default null */
        end_longitude: number | null
      }
      figure: {
        [key: string]: unknown
      } | null
      color: string
      distance: number | null
      duration: number | null
      travel_profile_days?: number | null
      createdAt: string
      stops: components["schemas"]["Stop"][]
    }
    OptimizationSummary: {
      id_optimization: number
      id_client: number
      id_subsidiary: number
      subsidiary: string
      name: string
      method: number
      horizon_days: number
      scenario_of: number | null
      routes_quantity: number
      stops_quantity: number
      optimization_state: number
      createdAt: string
    }
    Optimization: {
      id_optimization: number
      id_client: number
      id_subsidiary: number
      subsidiary: string
      name: string
      method: number
      horizon_days: number
      scenario_of: number | null
      routes_quantity: number
      stops_quantity: number
      optimization_state: number
      createdAt: string
      configuration: {
        /** @default 15 */
        stop_duration: number
        /** @default null */
        max_hours: number | null
        /** @default null */
        max_distance: number | null
        /** @default 1 */
        id_restriction_type: number
        /** @default 1 */
        id_travel_mode: number
        /** @default 1 */
        id_optimization_type: number
        /** @default 1 */
        id_finalization_mode: number
        /** @default null */
        end_latitude: number | null
        /** @default null */
        end_longitude: number | null
      }
      routes: components["schemas"]["RouteWithStops"][]
      stops: components["schemas"]["Stop"][]
    }
    HeaderMatching: {
      [key: string]: string
    }
    ProofFile: {
      id_file: string
      mime: string
      /** @description A signed link that works for a few minutes */
      url: string
    }
    StopProof: {
      recipient_name: string
      signature: components["schemas"]["ProofFile"] | null
      photos: components["schemas"]["ProofFile"][]
      completed_at: string | null
      latitude: number | null
      longitude: number | null
      accuracy: number | null
      distance_m: number | null
      /** @description Finished farther from the stop than COMPLETION_DISTANCE_M */
      far_from_stop: boolean
    }
    StopWithProof: {
      id_stop: number
      id_client: number
      id_subsidiary: number
      id_optimization: number
      id_route: number | null
      id_address: number | null
      name: string
      address: string
      latitude: number
      longitude: number
      stop_duration: number
      learned_visits: number | null
      time_window_start: string | null
      time_window_end: string | null
      time_windows: {
        start: string | null
        end: string | null
      }[]
      allowed_days: string[]
      pieces: number
      weight: number
      volume: number
      skills: number[]
      priority: number
      type: number
      pinned: boolean
      same_driver: boolean
      order: number | null
      eta: string | null
      departure: string | null
      distance: number | null
      started: string | null
      completed: string | null
      visit_time: string | null
      failed: boolean
      note: string
      id_stop_outcome: number | null
      customData: {
        [key: string]: unknown
      }
      delivery_instructions: string
      first_name: string
      last_name: string
      email: string
      phone_number: string
      unassigned_reasons: string[]
      /** @enum {string} */
      status: "on_hold" | "started" | "completed"
      proof: components["schemas"]["StopProof"] | null
    }
    RouteDetail: {
      id_route: number
      id_client: number
      id_subsidiary: number
      id_optimization: number
      name: string
      id_depot: number | null
      id_car: number | null
      id_user: number | null
      driver: string | null
      car: string | null
      capacity: {
        pieces: number | null
        weight: number | null
        volume: number | null
      } | null
      depot: {
        id_depot: number
        name: string
        latitude: number
        longitude: number
      } | null
      start_date: string | null
      end_date: string | null
      isOptimized: boolean
      optimization_state: number
      started: string | null
      completed: string | null
      status_route: number
      progress: number
      stops_count: number
      configuration: {
        /** @default 15 */
        stop_duration: number
        /** @default null */
        max_hours: number | null
        /** @default null */
        max_distance: number | null
        /** @default 1 */
        id_restriction_type: number
        /** @default 1 */
        id_travel_mode: number
        /** @default 1 */
        id_optimization_type: number
        /** @default 1 */
        id_finalization_mode: number
        /** @default null */
        end_latitude: number | null
        /** @default null */
        end_longitude: number | null
      }
      figure: {
        [key: string]: unknown
      } | null
      color: string
      distance: number | null
      duration: number | null
      travel_profile_days?: number | null
      createdAt: string
      stops: components["schemas"]["StopWithProof"][]
    }
    StopArrival: {
      id_stop: number
      /** @description When the driver arrived */
      arrived: string
      latitude: number | null
      longitude: number | null
    }
    DriverStop: {
      id_stop: number
      id_client: number
      id_subsidiary: number
      id_optimization: number
      id_route: number | null
      id_address: number | null
      name: string
      address: string
      latitude: number
      longitude: number
      stop_duration: number
      learned_visits: number | null
      time_window_start: string | null
      time_window_end: string | null
      time_windows: {
        start: string | null
        end: string | null
      }[]
      allowed_days: string[]
      pieces: number
      weight: number
      volume: number
      skills: number[]
      priority: number
      type: number
      pinned: boolean
      same_driver: boolean
      order: number | null
      eta: string | null
      departure: string | null
      distance: number | null
      started: string | null
      completed: string | null
      visit_time: string | null
      failed: boolean
      note: string
      id_stop_outcome: number | null
      customData: {
        [key: string]: unknown
      }
      delivery_instructions: string
      first_name: string
      last_name: string
      email: string
      phone_number: string
      unassigned_reasons: string[]
      /** @enum {string} */
      status: "on_hold" | "started" | "completed"
      arrival: components["schemas"]["StopArrival"] | null
      /** @description The live ETA while the route is on the road (predicted from the driver's positions); `eta` stays the planned one */
      live_eta?: string | null
    }
    DriverRoute: {
      id_route: number
      id_client: number
      id_subsidiary: number
      id_optimization: number
      name: string
      id_depot: number | null
      id_car: number | null
      id_user: number | null
      driver: string | null
      car: string | null
      capacity: {
        pieces: number | null
        weight: number | null
        volume: number | null
      } | null
      depot: {
        id_depot: number
        name: string
        latitude: number
        longitude: number
      } | null
      start_date: string | null
      end_date: string | null
      isOptimized: boolean
      optimization_state: number
      started: string | null
      completed: string | null
      status_route: number
      progress: number
      stops_count: number
      configuration: {
        /** @default 15 */
        stop_duration: number
        /** @default null */
        max_hours: number | null
        /** @default null */
        max_distance: number | null
        /** @default 1 */
        id_restriction_type: number
        /** @default 1 */
        id_travel_mode: number
        /** @default 1 */
        id_optimization_type: number
        /** @default 1 */
        id_finalization_mode: number
        /** @default null */
        end_latitude: number | null
        /** @default null */
        end_longitude: number | null
      }
      figure: {
        [key: string]: unknown
      } | null
      color: string
      distance: number | null
      duration: number | null
      travel_profile_days?: number | null
      createdAt: string
      stops: components["schemas"]["DriverStop"][]
    }
    DriverDay: {
      routes: components["schemas"]["DriverRoute"][]
      outcomes: {
        id_stop_outcome: number
        name: string
        /**
         * @description completed: offered when finishing a visit; failed: when it could not be completed
         * @enum {string}
         */
        kind?: "completed" | "failed"
        /** @description The key of a name the product gave, shown translated */
        preset?: string | null
      }[]
      /** @description What finishing a visit requires, by kind of outcome (the client's settings) */
      proof?: components["schemas"]["ProofSettings"]
    }
    CompletedStop: {
      stop: components["schemas"]["Stop"]
      route: components["schemas"]["Route"]
    }
    PerformanceFigures: {
      routes: number
      planned_distance: number
      driven_distance: number
      bridged_distance: number
      planned_duration: number
      actual_duration: number
      arrivals: number
      on_time: number
      eta_error_mean: number | null
      eta_error_p90: number | null
      planned_service: number | null
      actual_service: number | null
      failed: number
    }
    Performance: {
      time_zone: string
      totals: components["schemas"]["PerformanceFigures"]
      by_route: {
        routes: number
        planned_distance: number
        driven_distance: number
        bridged_distance: number
        planned_duration: number
        actual_duration: number
        arrivals: number
        on_time: number
        eta_error_mean: number | null
        eta_error_p90: number | null
        planned_service: number | null
        actual_service: number | null
        failed: number
        id_route: number
        name: string
      }[]
      by_driver: {
        routes: number
        planned_distance: number
        driven_distance: number
        bridged_distance: number
        planned_duration: number
        actual_duration: number
        arrivals: number
        on_time: number
        eta_error_mean: number | null
        eta_error_p90: number | null
        planned_service: number | null
        actual_service: number | null
        failed: number
        id_user: number | null
        name: string
      }[]
      by_zone: {
        routes: number
        planned_distance: number
        driven_distance: number
        bridged_distance: number
        planned_duration: number
        actual_duration: number
        arrivals: number
        on_time: number
        eta_error_mean: number | null
        eta_error_p90: number | null
        planned_service: number | null
        actual_service: number | null
        failed: number
        zone: string
      }[]
      by_hour: {
        routes: number
        planned_distance: number
        driven_distance: number
        bridged_distance: number
        planned_duration: number
        actual_duration: number
        arrivals: number
        on_time: number
        eta_error_mean: number | null
        eta_error_p90: number | null
        planned_service: number | null
        actual_service: number | null
        failed: number
        weekday: number
        hour: number
      }[]
      by_address_class: {
        routes: number
        planned_distance: number
        driven_distance: number
        bridged_distance: number
        planned_duration: number
        actual_duration: number
        arrivals: number
        on_time: number
        eta_error_mean: number | null
        eta_error_p90: number | null
        planned_service: number | null
        actual_service: number | null
        failed: number
        id_address_type: number
      }[]
      failed_by_outcome: {
        name: string | null
        failed: number
      }[]
    }
    ScenarioFigures: {
      id_optimization: number
      name: string
      scenario_of: number | null
      horizon_days: number
      /** @description Metres over its routes */
      distance: number
      /** @description Seconds from departure to the end, over its routes */
      working_time: number
      /** @description Seconds of service at its planned stops */
      service_time: number
      routes_used: number
      planned: number
      unassigned: number
      /** @description Planned stops arriving after their last window closes */
      late: number
      /** @description The longest route's working seconds less the shortest's */
      balance: number
      /** @description Stops served by another driver than in the plan */
      drivers_changed: number
      /** @description What its used routes cost by their cars, in the client's currency: each car's fixed cost, plus km by its cost per km, plus working hours by its cost per hour */
      cost: number
      /** @description The cost over the planned stops; null when none is planned */
      cost_per_stop: number | null
    }
    MobileToken: {
      token: string
      /** @description The page to open on a phone */
      link: string
      /** Format: date-time */
      expiresAt: string
    }
    SubscriptionTokenData: {
      token: string
      id_client: number
      /** @constant */
      retrieved: true
      clientName: string
      /** Format: date-time */
      expiresAt: string
    }
    Permission: {
      id_permission: number
      id_role: number
      id_subject: number
      id_action: number
      isActive: boolean
      subject: string
      action: string
    }
    SignedUp: {
      id_client: number
      id_user: number
    }
    ClientSkill: {
      id_skill: number
      id_client: number
      name: string
      active: boolean
    }
    StopOutcome: {
      id_stop_outcome: number
      id_client: number
      name: string
      /**
       * @description completed: it ends completed visits; failed: it ends failed ones
       * @enum {string}
       */
      kind: "completed" | "failed"
      /** @description The key of a name the product gave (delivered, nobody_home, refused, wrong_address), shown translated; null once the client renames it */
      preset: string | null
      active: boolean
    }
    PermissionSubject: {
      id_subject: number
      name: string
      description: string
    }
    PermissionAction: {
      id_action: number
      name: string
      description: string
    }
  }
  responses: never
  parameters: {
    /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
    SubsidiaryHeader: string
    /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
    IdempotencyKey: string
  }
  requestBodies: never
  headers: {
    /** @description Where the new resource is read (`GET`), as an absolute path (`/api/v1/routes/7`); sent when the API has a `GET` for what was made. */
    Location: string
    /** @description `true` when this is the kept answer of an earlier call with the same `Idempotency-Key`. */
    IdempotentReplayed: "true"
    /** @description Seconds to wait before trying again. */
    RetryAfter: number
    /** @description Calls an API key may make in the window (calls with an API key only). */
    RateLimitLimit: number
    /** @description Calls left to the API key in the current window. */
    RateLimitRemaining: number
    /** @description Seconds until the window starts again. */
    RateLimitReset: number
  }
  pathItems: never
}
export type $defs = Record<string, never>
export interface operations {
  getHealth: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Health"]
            message: string
          }
        }
      }
      /** @description Not ready: a service the API needs does not answer. */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getHealthLive: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Liveness"]
            message: string
          }
        }
      }
    }
  }
  getHealthReady: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Readiness"]
            message: string
          }
        }
      }
      /** @description Not ready: a service the API needs does not answer. */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postAuthLogin: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** Format: email */
          email: string
          password: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data:
              | components["schemas"]["Tokens"]
              | components["schemas"]["TwoFactorChallenge"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postAuthNewAccessToken: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          grant_type: "refresh_token"
          refresh_token?: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: {
              accessToken: string
              refreshToken: string
            }
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postAuthValidateToken: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          token?: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: {
              valid: boolean
            }
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postAuthResetPassword: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id_user?: number
          password: string
          token?: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postAuthRecoveryPassword: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** Format: email */
          email: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postAuthGoogleCallback: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          code: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data:
              | components["schemas"]["Tokens"]
              | components["schemas"]["TwoFactorChallenge"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not configured on this server (the service it needs has no settings). */
      501: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description An outside service (geocoder, payments, sign-in provider) did not answer as expected. */
      502: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postAuthLoginWithClient: {
    parameters: {
      query?: never
      header?: {
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id_user: number
          id_client: number
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Tokens"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postAuthLogout: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          refresh_token?: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getAuthMe: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["SessionUser"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postAuthChangePassword: {
    parameters: {
      query?: never
      header?: {
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          current_password: string
          password: string
          refresh_token?: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postUsersSignUp: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          company: string
          name: string
          /** Format: email */
          email: string
          password: string
        }
        "multipart/form-data": {
          company: string
          name: string
          /** Format: email */
          email: string
          password: string
        }
      }
    }
    responses: {
      /** @description Created: the answer is `{ data, message }`, `data` being what was made. */
      201: {
        headers: {
          Location: components["headers"]["Location"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["SignedUp"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postUsersVerifyEmail: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          token: string
        }
        "multipart/form-data": {
          token: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postUsersVerifyEmailResend: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** Format: email */
          email: string
        }
        "multipart/form-data": {
          /** Format: email */
          email: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getPermissions: {
    parameters: {
      query: {
        rolename: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Permission"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getRoles: {
    parameters: {
      query?: {
        page?: number
        size?: number
        name?: string
        id_context_type?: number
        isActive?: "true" | "false"
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: {
              items: components["schemas"]["Role"][]
              total: number
              page: number
              size: number
            }
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postRoles: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          description?: string
          id_context_type: number
          isActive: boolean
        }
      }
    }
    responses: {
      /** @description Created: the answer is `{ data, message }`, `data` being what was made. */
      201: {
        headers: {
          Location: components["headers"]["Location"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Role"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getRolesById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Role"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putRolesById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          description?: string
          id_context_type: number
          isActive: boolean
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Role"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  deleteRolesById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putRolesByIdStatus: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          isActive: boolean
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Role"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getPermissionsList: {
    parameters: {
      query: {
        id_role: number
        id_subject?: number
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["RolePermission"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putPermissionsCreateOrUpdate: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id_role: number
          id_subject: number
          id_action: number
          isActive: boolean
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["RolePermission"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getSubjects: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["PermissionSubject"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getActions: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["PermissionAction"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getUsers: {
    parameters: {
      query?: {
        page?: number
        size?: number
        kind?: "admin" | "client" | "site" | "maintainer" | "driver"
        id_client?: number
        id_subsidiary?: number
        term?: string
        isActive?: "true" | "false"
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: {
              items: components["schemas"]["User"][]
              total: number
              page: number
              size: number
            }
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postUsers: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          /** Format: email */
          email: string
          telephone?: string
          id_context_type: number
          id_role: number
          id_client?: number
          subsidiaries?: number[]
          id_subsidiary?: number
          isActive?: boolean
          password: string
        }
        "multipart/form-data": {
          name: string
          /** Format: email */
          email: string
          telephone?: string
          id_context_type: number
          id_role: number
          id_client?: number
          /** @description One `subsidiaries[]` part per item. */
          "subsidiaries[]"?: number[]
          id_subsidiary?: number
          isActive?: boolean
          password: string
          /**
           * Format: binary
           * @description A photo: PNG, JPEG or WebP, at most 2 MB. The part may also be named `file`.
           */
          photo?: string
        }
      }
    }
    responses: {
      /** @description Created: the answer is `{ data, message }`, `data` being what was made. */
      201: {
        headers: {
          Location: components["headers"]["Location"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["User"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getUsersAllSite: {
    parameters: {
      query?: {
        id_client?: number
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["User"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getUsersById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["User"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putUsersById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          /** Format: email */
          email: string
          telephone?: string
          id_context_type: number
          id_role: number
          id_client?: number
          subsidiaries?: number[]
          id_subsidiary?: number
          isActive?: boolean
          password?: string
        }
        "multipart/form-data": {
          name: string
          /** Format: email */
          email: string
          telephone?: string
          id_context_type: number
          id_role: number
          id_client?: number
          /** @description One `subsidiaries[]` part per item. */
          "subsidiaries[]"?: number[]
          id_subsidiary?: number
          isActive?: boolean
          password?: string
          /**
           * Format: binary
           * @description A photo: PNG, JPEG or WebP, at most 2 MB. The part may also be named `file`.
           */
          photo?: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["User"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  deleteUsersById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putUsersByIdStatus: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          isActive: boolean
        }
        "multipart/form-data": {
          isActive: boolean
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["User"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postUsersTheme: {
    parameters: {
      query?: never
      header?: {
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          theme: "light" | "dark"
        }
        "multipart/form-data": {
          /** @enum {string} */
          theme: "light" | "dark"
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: {
              theme: string
            }
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getUsersByIdPhoto: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The photo */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "image/png": string
          "image/jpeg": string
          "image/webp": string
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postAuthLoginTwoFactor: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          twoFactorToken: string
          code?: string
          recoveryCode?: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Tokens"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postAuthTwoFactorEnrolment: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          twoFactorToken?: string
        } | null
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["TwoFactorEnrolment"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postAuthTwoFactorEnrolmentConfirm: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          code: string
          twoFactorToken?: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: {
              recoveryCodes: string[]
              accessToken?: string
              refreshToken?: string
            }
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postAuthTwoFactorRecoveryCodes: {
    parameters: {
      query?: never
      header?: {
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          code: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: {
              recoveryCodes: string[]
            }
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  deleteAuthTwoFactor: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          code: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postUsersByIdTwoFactorReset: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getUsersByIdSkills: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Skill"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putUsersByIdSkills: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          skills: number[]
        }
        "multipart/form-data": {
          /** @description One `skills[]` part per item. */
          "skills[]": number[]
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Skill"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putUsersByIdCar: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id_car: number | null
        }
        "multipart/form-data": {
          id_car: number | null
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["User"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getClients: {
    parameters: {
      query?: {
        page?: number
        size?: number
        scope?: number
        term?: string
        isActive?: "true" | "false"
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: {
              items: components["schemas"]["ClientSummary"][]
              total: number
              page: number
              size: number
            }
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postClients: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          address?: string
          phone_number?: string
        }
      }
    }
    responses: {
      /** @description Created: the answer is `{ data, message }`, `data` being what was made. */
      201: {
        headers: {
          Location: components["headers"]["Location"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Client"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getClientsSearch: {
    parameters: {
      query?: {
        term?: string
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["ClientSummary"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getClientsById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Client"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putClientsById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          address?: string
          phone_number?: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Client"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  deleteClientsById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putClientsByIdStatus: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          isActive: boolean
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Client"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putClientsByIdAssign: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Client"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putClientsByIdUnassign: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Client"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getUnits: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Units"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getClientsByIdConfiguration: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["UnitsConfiguration"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putClientsByIdConfiguration: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id_unit_of_distance: number
          id_unit_of_measure: number
          id_unit_of_weight: number
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["UnitsConfiguration"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getClientsByIdStableTerritories: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["StableTerritories"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putClientsByIdStableTerritories: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": components["schemas"]["StableTerritoriesInput"]
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["StableTerritories"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getClientsByIdLearningSettings: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["LearningSettings"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putClientsByIdLearningSettings: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": components["schemas"]["LearningSettingsInput"]
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["LearningSettings"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getSubsidiariesClientById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Subsidiary"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getSubsidiariesById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Subsidiary"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putSubsidiariesById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          address?: string
          phone_number?: string
          email?: "" | string
          /** @description The IANA zone of the site's times; on creation it defaults to the client's zone, else to the zone of the site's first depot */
          time_zone?: string
          working_days?: (
            "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun"
          )[]
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Subsidiary"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  deleteSubsidiariesById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postSubsidiaries: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          address?: string
          phone_number?: string
          email?: "" | string
          /** @description The IANA zone of the site's times; on creation it defaults to the client's zone, else to the zone of the site's first depot */
          time_zone?: string
          working_days?: (
            "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun"
          )[]
          id_client?: number
        }
      }
    }
    responses: {
      /** @description Created: the answer is `{ data, message }`, `data` being what was made. */
      201: {
        headers: {
          Location: components["headers"]["Location"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Subsidiary"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putSubsidiariesByIdStatus: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          isActive: boolean
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Subsidiary"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getSubsidiariesByIdConfiguration: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["UnitsConfiguration"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putSubsidiariesByIdConfiguration: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id_unit_of_distance: number
          id_unit_of_measure: number
          id_unit_of_weight: number
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["UnitsConfiguration"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postActivities: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id_activity_type: number
          description?: string
          id_client?: number
        }
      }
    }
    responses: {
      /** @description Created: the answer is `{ data, message }`, `data` being what was made. */
      201: {
        headers: {
          Location: components["headers"]["Location"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Activity"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putActivitiesById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id_activity_type: number
          description?: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Activity"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  deleteActivitiesById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getCatalogsContextTypes: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["CatalogItem"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getCatalogsUnitsOfDistance: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["CatalogItem"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getCatalogsUnitsOfWeight: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["CatalogItem"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getCatalogsUnitsOfMeasure: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["CatalogItem"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getCatalogsActivityTypes: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["CatalogItem"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getCatalogsCarMakes: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["CatalogItem"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getCatalogsCarTypes: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["CatalogItem"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getCatalogsOptimizationTypes: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["CatalogItem"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getCatalogsTravelModes: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["CatalogItem"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getCatalogsFinalizationModes: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["CatalogItem"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getCatalogsRestrictionTypes: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["CatalogItem"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getCatalogsStopTypes: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["CatalogItem"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getCatalogsAddressTypes: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["CatalogItem"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getCatalogsFileCategories: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["CatalogItem"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getCatalogsPaymentPlans: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["CatalogItem"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getCatalogsCarModels: {
    parameters: {
      query?: {
        id_car_make?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["CarModelItem"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getCatalogsStatus: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["StatusItem"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getSkillsClientById: {
    parameters: {
      query?: {
        active?: string
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["ClientSkill"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postSkills: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          id_client?: number
        }
      }
    }
    responses: {
      /** @description Created: the answer is `{ data, message }`, `data` being what was made. */
      201: {
        headers: {
          Location: components["headers"]["Location"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["ClientSkill"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putSkillsById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["ClientSkill"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  deleteSkillsById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putSkillsByIdStatus: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          isActive: boolean
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["ClientSkill"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getStopOutcomesClientById: {
    parameters: {
      query?: {
        active?: string
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["StopOutcome"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postStopOutcomes: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          id_client?: number
          /**
           * @default completed
           * @enum {string}
           */
          kind?: "completed" | "failed"
        }
      }
    }
    responses: {
      /** @description Created: the answer is `{ data, message }`, `data` being what was made. */
      201: {
        headers: {
          Location: components["headers"]["Location"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["StopOutcome"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putStopOutcomesById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          /** @enum {string} */
          kind?: "completed" | "failed"
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["StopOutcome"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  deleteStopOutcomesById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putStopOutcomesByIdStatus: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          isActive: boolean
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["StopOutcome"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getCars: {
    parameters: {
      query?: {
        page?: number
        size?: number
        text?: string
        id_subsidiary?: number
        skills?: string
        active?: "true" | "false"
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: {
              items: components["schemas"]["Car"][]
              total: number
              page: number
              size: number
            }
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postCars: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          plate: string
          /** @default  */
          alias?: string
          id_subsidiary: number
          id_car_make: number
          id_car_model: number
          id_car_type: number
          id_unit_of_distance: number
          id_unit_of_measure: number
          id_unit_of_weight: number
          capacity_pieces?: number | null
          capacity_weight?: number | null
          capacity_volume?: number | null
          fixed_cost?: number | null
          cost_per_km?: number | null
          cost_per_hour?: number | null
          /** @default true */
          active?: boolean
        }
      }
    }
    responses: {
      /** @description Created: the answer is `{ data, message }`, `data` being what was made. */
      201: {
        headers: {
          Location: components["headers"]["Location"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Car"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getCarsAvailable: {
    parameters: {
      query?: {
        start_date?: string
        end_date?: string
        id_subsidiary?: number
        skills?: string
        id_user?: number
        id_route?: number
        with_driver?: "true" | "false"
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Car"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getCarsById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Car"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putCarsById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          plate: string
          /** @default  */
          alias?: string
          id_subsidiary: number
          id_car_make: number
          id_car_model: number
          id_car_type: number
          id_unit_of_distance: number
          id_unit_of_measure: number
          id_unit_of_weight: number
          capacity_pieces?: number | null
          capacity_weight?: number | null
          capacity_volume?: number | null
          fixed_cost?: number | null
          cost_per_km?: number | null
          cost_per_hour?: number | null
          /** @default true */
          active?: boolean
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Car"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  deleteCarsById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getCarsByIdSkills: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["CarSkill"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putCarsByIdSkills: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          skills: number[]
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["CarSkill"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putCarsByIdUser: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id_user: number | null
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Car"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getDepots: {
    parameters: {
      query?: {
        text?: string
        page?: number
        pageSize?: number
        id_subsidiary?: number
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: {
              items: components["schemas"]["Depot"][]
              total: number
              page: number
              pageSize: number
            }
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postDepots: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id_subsidiary: number
          name: string
          /** @default  */
          description?: string
          /** @default  */
          address?: string
          latitude: number
          longitude: number
          /** @default false */
          isDefault?: boolean
        }
      }
    }
    responses: {
      /** @description Created: the answer is `{ data, message }`, `data` being what was made. */
      201: {
        headers: {
          Location: components["headers"]["Location"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Depot"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getDepotsById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Depot"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putDepotsById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id_subsidiary: number
          name: string
          /** @default  */
          description?: string
          /** @default  */
          address?: string
          latitude: number
          longitude: number
          /** @default false */
          isDefault?: boolean
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Depot"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  deleteDepotsById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getAddresses: {
    parameters: {
      query?: {
        page?: number
        size?: number
        text?: string
        id_subsidiary?: number
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: {
              items: components["schemas"]["Address"][]
              total: number
              page: number
              size: number
            }
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postAddresses: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id_subsidiary: number
          /** @default 1 */
          id_address_type?: number
          /** @default  */
          alias?: string
          address: string
          latitude: number
          longitude: number
          /** @default  */
          first_name?: string
          /** @default  */
          last_name?: string
          email?: "" | string
          phone_number?: string
          visit_rule?: {
            /** @enum {string} */
            kind: "weekly" | "monthly_day" | "monthly_weekday"
            /** @default [] */
            weekdays?: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[]
            /** @default 1 */
            every_weeks?: number
            /** @default null */
            month_day?: number | null
            /** @default null */
            nth?: number | null
            start_date: string
            /** @default null */
            end_date?: string | null
            /** @default [] */
            exceptions?: string[]
            /** @default 15 */
            duration?: number
            /** @default 0 */
            pieces?: number
            /** @default 0 */
            weight?: number
            /** @default 0 */
            volume?: number
            /** @default [] */
            windows?: {
              start: string
              end: string
            }[]
            /** @default  */
            notes?: string
          } | null
        }
      }
    }
    responses: {
      /** @description Created: the answer is `{ data, message }`, `data` being what was made. */
      201: {
        headers: {
          Location: components["headers"]["Location"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Address"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getAddressesFindOne: {
    parameters: {
      query?: {
        query?: string
        latitude?: number
        longitude?: number
        alias?: string
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["GeocodedResult"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description An outside service (geocoder, payments, sign-in provider) did not answer as expected. */
      502: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getAddressesFindByQuery: {
    parameters: {
      query: {
        query: string
        limit?: number
        alias?: string
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["GeocodedResult"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description An outside service (geocoder, payments, sign-in provider) did not answer as expected. */
      502: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getAddressesById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Address"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putAddressesById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id_subsidiary: number
          /** @default 1 */
          id_address_type?: number
          /** @default  */
          alias?: string
          address: string
          latitude: number
          longitude: number
          /** @default  */
          first_name?: string
          /** @default  */
          last_name?: string
          email?: "" | string
          phone_number?: string
          visit_rule?: {
            /** @enum {string} */
            kind: "weekly" | "monthly_day" | "monthly_weekday"
            /** @default [] */
            weekdays?: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[]
            /** @default 1 */
            every_weeks?: number
            /** @default null */
            month_day?: number | null
            /** @default null */
            nth?: number | null
            start_date: string
            /** @default null */
            end_date?: string | null
            /** @default [] */
            exceptions?: string[]
            /** @default 15 */
            duration?: number
            /** @default 0 */
            pieces?: number
            /** @default 0 */
            weight?: number
            /** @default 0 */
            volume?: number
            /** @default [] */
            windows?: {
              start: string
              end: string
            }[]
            /** @default  */
            notes?: string
          } | null
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Address"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  deleteAddressesById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postGeocodingFindMany: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          addresses: {
            address?: string
            latitude?: number
            longitude?: number
            alias?: string
            isDepot?: boolean
          }[]
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["GeocodedResult"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description An outside service (geocoder, payments, sign-in provider) did not answer as expected. */
      502: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getGeocodingGeolocateOne: {
    parameters: {
      query: {
        latitude: number
        longitude: number
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["GeocodedResult"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description An outside service (geocoder, payments, sign-in provider) did not answer as expected. */
      502: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getAuditEvents: {
    parameters: {
      query?: {
        page?: number
        size?: number
        id_client?: number
        entity?: string
        action?: string
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: {
              items: components["schemas"]["AuditEvent"][]
              total: number
              page: number
              size: number
            }
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getApiKeys: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: {
              items: components["schemas"]["ApiKey"][]
            }
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postApiKeys: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          id_role: number
          id_subsidiary?: number | null
          expires_at?: string | null
        }
      }
    }
    responses: {
      /** @description Created: the answer is `{ data, message }`, `data` being what was made. */
      201: {
        headers: {
          Location: components["headers"]["Location"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["CreatedApiKey"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  deleteApiKeysById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["ApiKey"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getPaymentPlans: {
    parameters: {
      query?: {
        isMobile?: "true" | "false"
        active?: "true" | "false"
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["PaymentPlan"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postPaymentPlans: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          from_addresses: number
          to_addresses: number | null
          minimum_payment: number
          address_price: number
          /** @default false */
          isMobile?: boolean
          /** @default 0 */
          order?: number
          /** @default true */
          show_on_website?: boolean
          /** @default [] */
          descriptions?: string[]
          /** @default true */
          active?: boolean
        }
      }
    }
    responses: {
      /** @description Created: the answer is `{ data, message }`, `data` being what was made. */
      201: {
        headers: {
          Location: components["headers"]["Location"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["PaymentPlan"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putPaymentPlansById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          from_addresses: number
          to_addresses: number | null
          minimum_payment: number
          address_price: number
          /** @default false */
          isMobile?: boolean
          /** @default 0 */
          order?: number
          /** @default true */
          show_on_website?: boolean
          /** @default [] */
          descriptions?: string[]
          /** @default true */
          active?: boolean
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["PaymentPlan"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  deletePaymentPlansById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getPaymentPlansPaymentMethods: {
    parameters: {
      query?: never
      header?: {
        /** @description A mobile subscription link's token, instead of a bearer session */
        "x-subscription-token"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["PaymentMethod"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description The card was declined or needs an action by its holder. */
      402: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not configured on this server (the service it needs has no settings). */
      501: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description An outside service (geocoder, payments, sign-in provider) did not answer as expected. */
      502: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postPaymentPlansSetupIntent: {
    parameters: {
      query?: never
      header?: {
        /** @description A mobile subscription link's token, instead of a bearer session */
        "x-subscription-token"?: string
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["SetupIntent"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description The card was declined or needs an action by its holder. */
      402: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not configured on this server (the service it needs has no settings). */
      501: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description An outside service (geocoder, payments, sign-in provider) did not answer as expected. */
      502: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postPaymentPlansPaymentMethodsDelete: {
    parameters: {
      query?: never
      header?: {
        /** @description A mobile subscription link's token, instead of a bearer session */
        "x-subscription-token"?: string
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description The card was declined or needs an action by its holder. */
      402: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not configured on this server (the service it needs has no settings). */
      501: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description An outside service (geocoder, payments, sign-in provider) did not answer as expected. */
      502: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putPaymentPlansPaymentMethodsDefault: {
    parameters: {
      query?: never
      header?: {
        /** @description A mobile subscription link's token, instead of a bearer session */
        "x-subscription-token"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description The card was declined or needs an action by its holder. */
      402: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not configured on this server (the service it needs has no settings). */
      501: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description An outside service (geocoder, payments, sign-in provider) did not answer as expected. */
      502: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getSubscription: {
    parameters: {
      query?: never
      header?: {
        /** @description A mobile subscription link's token, instead of a bearer session */
        "x-subscription-token"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["SubscriptionView"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description The card was declined or needs an action by its holder. */
      402: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not configured on this server (the service it needs has no settings). */
      501: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description An outside service (geocoder, payments, sign-in provider) did not answer as expected. */
      502: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putSubscription: {
    parameters: {
      query?: never
      header?: {
        /** @description A mobile subscription link's token, instead of a bearer session */
        "x-subscription-token"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {number} */
          period: 1 | 2 | 3
          drivers: number
          routes: number
          days?: number
          id_payment_plan: number
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["SubscriptionView"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description The card was declined or needs an action by its holder. */
      402: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not configured on this server (the service it needs has no settings). */
      501: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description An outside service (geocoder, payments, sign-in provider) did not answer as expected. */
      502: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postSubscription: {
    parameters: {
      query?: never
      header?: {
        /** @description A mobile subscription link's token, instead of a bearer session */
        "x-subscription-token"?: string
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {number} */
          period: 1 | 2 | 3
          drivers: number
          routes: number
          days?: number
          id_payment_plan: number
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["SubscriptionView"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description The card was declined or needs an action by its holder. */
      402: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not configured on this server (the service it needs has no settings). */
      501: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description An outside service (geocoder, payments, sign-in provider) did not answer as expected. */
      502: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postBillingWebhooks: {
    parameters: {
      query?: never
      header?: {
        "stripe-signature"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["WebhookReceipt"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not configured on this server (the service it needs has no settings). */
      501: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postSubscriptionMobileToken: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id_client: number
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["MobileToken"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getSubscriptionValidateToken: {
    parameters: {
      query?: {
        token?: string
      }
      header?: {
        /** @description The link's token (or the `token` query value) */
        "x-subscription-token"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["SubscriptionTokenData"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Gone: the link has expired or was already used. */
      410: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  deleteSubscriptionToken: {
    parameters: {
      query?: never
      header?: {
        /** @description The link's token (or the `token` query value) */
        "x-subscription-token"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Gone: the link has expired or was already used. */
      410: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getClientsByIdNotificationSettings: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["NotificationSettingsAnswer"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putClientsByIdNotificationSettings: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": components["schemas"]["NotificationSettingsInput"]
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["NotificationSettingsAnswer"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getStopsByIdNotifications: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["StopNotificationLog"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getDashboardRatings: {
    parameters: {
      query: {
        /** @description First day or moment of the range (routes by their day): a day (YYYY-MM-DD, on the calendar of each row's own site, in its time zone) or a moment (ISO 8601 with offset) */
        from: string
        /** @description Last day or moment of the range: a day (YYYY-MM-DD, on the calendar of each row's own site, in its time zone) or a moment (ISO 8601 with offset) */
        to: string
        id_subsidiary?: number
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["RatingsSummary"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postNotificationsTwilioStatus: {
    parameters: {
      query?: never
      header?: {
        "x-twilio-signature"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": {
          [key: string]: string
        }
      }
    }
    responses: {
      /** @description Done, with no body. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postNotificationsTwilioIncoming: {
    parameters: {
      query?: never
      header?: {
        "x-twilio-signature"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": {
          [key: string]: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": string
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postNotificationsEmailBounces: {
    parameters: {
      query?: never
      header?: {
        "webhook-id"?: string
        "webhook-timestamp"?: string
        "webhook-signature"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["EmailBounceReceipt"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not configured on this server (the service it needs has no settings). */
      501: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getTrackByToken: {
    parameters: {
      query?: never
      header?: never
      path: {
        token: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Tracking"]
            message: string
          }
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getTrackByTokenEvents: {
    parameters: {
      query?: never
      header?: never
      path: {
        token: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description An event stream */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "text/event-stream": string
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postTrackByTokenRating: {
    parameters: {
      query?: never
      header?: never
      path: {
        token: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": components["schemas"]["RatingInput"]
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Tracking"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getNotificationsUnsubscribeByToken: {
    parameters: {
      query?: never
      header?: never
      path: {
        token: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": string
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postNotificationsUnsubscribeByToken: {
    parameters: {
      query?: never
      header?: never
      path: {
        token: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": string
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getWebhooks: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: {
              items: components["schemas"]["WebhookEndpoint"][]
            }
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postWebhooks: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          url: string
          /** @default  */
          description?: string
          events: components["schemas"]["DomainEventTypeInput"][]
          /** @default true */
          enabled?: boolean
        }
      }
    }
    responses: {
      /** @description Created: the answer is `{ data, message }`, `data` being what was made. */
      201: {
        headers: {
          Location: components["headers"]["Location"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["WebhookEndpointWithSecret"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putWebhooksById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          url: string
          /** @default  */
          description?: string
          events: components["schemas"]["DomainEventTypeInput"][]
          /** @default true */
          enabled?: boolean
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["WebhookEndpoint"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  deleteWebhooksById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["WebhookEndpoint"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postWebhooksByIdRotateSecret: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["WebhookEndpointWithSecret"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postWebhooksByIdTest: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["WebhookDelivery"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getWebhooksByIdDeliveries: {
    parameters: {
      query?: {
        page?: number
        size?: number
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: {
              items: components["schemas"]["WebhookDelivery"][]
              total: number
              page: number
              size: number
            }
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postWebhookDeliveriesByIdSendAgain: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["WebhookDelivery"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getOptimizations: {
    parameters: {
      query?: {
        text?: string
        order?: "newest" | "oldest"
        id_subsidiary?: number
        page?: number
        size?: number
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: {
              items: components["schemas"]["OptimizationSummary"][]
              total: number
              page: number
              size: number
            }
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postOptimizations: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          id_subsidiary: number
          /** @default 1 */
          method?: number
          configuration?: {
            /** @default 15 */
            stop_duration?: number
            /** @default null */
            max_hours?: number | null
            /** @default null */
            max_distance?: number | null
            /** @default 1 */
            id_restriction_type?: number
            /** @default 1 */
            id_travel_mode?: number
            /** @default 1 */
            id_optimization_type?: number
            /** @default 1 */
            id_finalization_mode?: number
            /** @default null */
            end_latitude?: number | null
            /** @default null */
            end_longitude?: number | null
          }
          /** @default 1 */
          horizon_days?: number
          stops?: {
            /** @default  */
            name?: string
            /** @default  */
            address?: string
            latitude: number
            longitude: number
            id_address?: number | null
            stop_duration?: number
            time_window_start?: string | null
            time_window_end?: string | null
            time_windows?: {
              /** @default null */
              start?: string | null
              /** @default null */
              end?: string | null
            }[]
            /** @default [] */
            allowed_days?: string[]
            /** @default 0 */
            pieces?: number
            /** @default 0 */
            weight?: number
            /** @default 0 */
            volume?: number
            /** @default [] */
            skills?: number[]
            /** @default 0 */
            priority?: number
            /** @default 2 */
            type?: number
            /** @default false */
            pinned?: boolean
            /** @default false */
            same_driver?: boolean
            /** @default  */
            delivery_instructions?: string
            /** @default {} */
            customData?: {
              [key: string]: unknown
            }
            /** @default  */
            first_name?: string
            /** @default  */
            last_name?: string
            email?: "" | string
            phone_number?: string
          }[]
          /** @default [] */
          depots?: {
            name: string
            /** @default  */
            description?: string
            /** @default  */
            address?: string
            latitude: number
            longitude: number
          }[]
          /** @default [] */
          routes?: number[]
          /** @default [] */
          new_routes?: {
            name: string
            id_depot?: number | null
            id_car?: number | null
            id_user?: number | null
            start_date?: string | null
            end_date?: string | null
            configuration?: {
              /** @default 15 */
              stop_duration?: number
              /** @default null */
              max_hours?: number | null
              /** @default null */
              max_distance?: number | null
              /** @default 1 */
              id_restriction_type?: number
              /** @default 1 */
              id_travel_mode?: number
              /** @default 1 */
              id_optimization_type?: number
              /** @default 1 */
              id_finalization_mode?: number
              /** @default null */
              end_latitude?: number | null
              /** @default null */
              end_longitude?: number | null
            }
            figure?: {
              /** @enum {string} */
              type: "polygon" | "rectangle" | "circle" | "no_figure"
              /** @default  */
              uid?: string
              /** @default [] */
              colors?: string[]
              /** @default [] */
              coordinates?: {
                lat: number
                lng: number
              }[]
              radius?: number
            } | null
            /** @default  */
            color?: string
          }[]
        }
      }
    }
    responses: {
      /** @description Created: the answer is `{ data, message }`, `data` being what was made. */
      201: {
        headers: {
          Location: components["headers"]["Location"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Optimization"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getOptimizationsById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Optimization"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putOptimizationsById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          horizon_days?: number
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["OptimizationSummary"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  deleteOptimizationsById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getOptimizationsByIdScenarios: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["ScenarioFigures"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postOptimizationsByIdScenarios: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          horizon_days?: number
        }
      }
    }
    responses: {
      /** @description Created: the answer is `{ data, message }`, `data` being what was made. */
      201: {
        headers: {
          Location: components["headers"]["Location"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Optimization"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postOptimizationsByIdPromote: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["OptimizationSummary"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postOptimizationsFromVisits: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          id_subsidiary: number
          from: string
          to: string
          /** @default 1 */
          routes_per_day?: number
          /** @default 08:00 */
          day_start?: string
          /** @default 18:00 */
          day_end?: string
          /** @default false */
          same_driver?: boolean
        }
      }
    }
    responses: {
      /** @description Created: the answer is `{ data, message }`, `data` being what was made. */
      201: {
        headers: {
          Location: components["headers"]["Location"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: {
              id_optimization: number
              id_client: number
              id_subsidiary: number
              subsidiary: string
              name: string
              method: number
              horizon_days: number
              scenario_of: number | null
              routes_quantity: number
              stops_quantity: number
              optimization_state: number
              createdAt: string
              configuration: {
                /** @default 15 */
                stop_duration: number
                /** @default null */
                max_hours: number | null
                /** @default null */
                max_distance: number | null
                /** @default 1 */
                id_restriction_type: number
                /** @default 1 */
                id_travel_mode: number
                /** @default 1 */
                id_optimization_type: number
                /** @default 1 */
                id_finalization_mode: number
                /** @default null */
                end_latitude: number | null
                /** @default null */
                end_longitude: number | null
              }
              routes: components["schemas"]["RouteWithStops"][]
              stops: components["schemas"]["Stop"][]
              /** @description The due visits planned */
              visits: number
            }
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putOptimizationsByIdConfiguration: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @default 15 */
          stop_duration?: number
          /** @default null */
          max_hours?: number | null
          /** @default null */
          max_distance?: number | null
          /** @default 1 */
          id_restriction_type?: number
          /** @default 1 */
          id_travel_mode?: number
          /** @default 1 */
          id_optimization_type?: number
          /** @default 1 */
          id_finalization_mode?: number
          /** @default null */
          end_latitude?: number | null
          /** @default null */
          end_longitude?: number | null
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: {
              /** @default 15 */
              stop_duration: number
              /** @default null */
              max_hours: number | null
              /** @default null */
              max_distance: number | null
              /** @default 1 */
              id_restriction_type: number
              /** @default 1 */
              id_travel_mode: number
              /** @default 1 */
              id_optimization_type: number
              /** @default 1 */
              id_finalization_mode: number
              /** @default null */
              end_latitude: number | null
              /** @default null */
              end_longitude: number | null
            }
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postOptimizationsByIdStops: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          stops: {
            /** @default  */
            name?: string
            /** @default  */
            address?: string
            latitude: number
            longitude: number
            id_address?: number | null
            stop_duration?: number
            time_window_start?: string | null
            time_window_end?: string | null
            time_windows?: {
              /** @default null */
              start?: string | null
              /** @default null */
              end?: string | null
            }[]
            /** @default [] */
            allowed_days?: string[]
            /** @default 0 */
            pieces?: number
            /** @default 0 */
            weight?: number
            /** @default 0 */
            volume?: number
            /** @default [] */
            skills?: number[]
            /** @default 0 */
            priority?: number
            /** @default 2 */
            type?: number
            /** @default false */
            pinned?: boolean
            /** @default false */
            same_driver?: boolean
            /** @default  */
            delivery_instructions?: string
            /** @default {} */
            customData?: {
              [key: string]: unknown
            }
            /** @default  */
            first_name?: string
            /** @default  */
            last_name?: string
            email?: "" | string
            phone_number?: string
          }[]
        }
      }
    }
    responses: {
      /** @description Created: the answer is `{ data, message }`, `data` being what was made. */
      201: {
        headers: {
          Location: components["headers"]["Location"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Stop"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postOptimizationsByIdStop: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @default  */
          name?: string
          /** @default  */
          address?: string
          latitude: number
          longitude: number
          id_address?: number | null
          stop_duration?: number
          time_window_start?: string | null
          time_window_end?: string | null
          time_windows?: {
            /** @default null */
            start?: string | null
            /** @default null */
            end?: string | null
          }[]
          /** @default [] */
          allowed_days?: string[]
          /** @default 0 */
          pieces?: number
          /** @default 0 */
          weight?: number
          /** @default 0 */
          volume?: number
          /** @default [] */
          skills?: number[]
          /** @default 0 */
          priority?: number
          /** @default 2 */
          type?: number
          /** @default false */
          pinned?: boolean
          /** @default false */
          same_driver?: boolean
          /** @default  */
          delivery_instructions?: string
          /** @default {} */
          customData?: {
            [key: string]: unknown
          }
          /** @default  */
          first_name?: string
          /** @default  */
          last_name?: string
          email?: "" | string
          phone_number?: string
        }
      }
    }
    responses: {
      /** @description Created: the answer is `{ data, message }`, `data` being what was made. */
      201: {
        headers: {
          Location: components["headers"]["Location"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Stop"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postOptimizationsByIdRoutes: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          id_depot?: number | null
          id_car?: number | null
          id_user?: number | null
          start_date?: string | null
          end_date?: string | null
          configuration?: {
            /** @default 15 */
            stop_duration?: number
            /** @default null */
            max_hours?: number | null
            /** @default null */
            max_distance?: number | null
            /** @default 1 */
            id_restriction_type?: number
            /** @default 1 */
            id_travel_mode?: number
            /** @default 1 */
            id_optimization_type?: number
            /** @default 1 */
            id_finalization_mode?: number
            /** @default null */
            end_latitude?: number | null
            /** @default null */
            end_longitude?: number | null
          }
          figure?: {
            /** @enum {string} */
            type: "polygon" | "rectangle" | "circle" | "no_figure"
            /** @default  */
            uid?: string
            /** @default [] */
            colors?: string[]
            /** @default [] */
            coordinates?: {
              lat: number
              lng: number
            }[]
            radius?: number
          } | null
          /** @default  */
          color?: string
        }
      }
    }
    responses: {
      /** @description Created: the answer is `{ data, message }`, `data` being what was made. */
      201: {
        headers: {
          Location: components["headers"]["Location"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Route"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putOptimizationsByIdLayout: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          routes: {
            id_route: number
            stops: number[]
          }[]
          /** @default [] */
          unassigned?: number[]
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Optimization"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getOptimizationsHeaderMatching: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["HeaderMatching"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putOptimizationsHeaderMatching: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": components["schemas"]["HeaderMatchingInput"]
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["HeaderMatching"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getFilesById: {
    parameters: {
      query: {
        /** @description The file's client */
        c: number
        /** @description When the link expires, in Unix seconds */
        e: number
        /** @description The link's signature */
        s: string
      }
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The file */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "image/jpeg": string
          "image/png": string
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getClientsByIdProofSettings: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["ProofSettings"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putClientsByIdProofSettings: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": components["schemas"]["ProofSettingsInput"]
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["ProofSettings"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getRoutes: {
    parameters: {
      query?: {
        status_route?: number
        text?: string
        id_subsidiary?: number
        id_optimization?: number
        id_user?: number
        from?: string
        to?: string
        page?: number
        size?: number
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: {
              items: components["schemas"]["Route"][]
              total: number
              page: number
              size: number
            }
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postRoutes: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          id_depot?: number | null
          id_car?: number | null
          id_user?: number | null
          start_date?: string | null
          end_date?: string | null
          configuration?: {
            /** @default 15 */
            stop_duration?: number
            /** @default null */
            max_hours?: number | null
            /** @default null */
            max_distance?: number | null
            /** @default 1 */
            id_restriction_type?: number
            /** @default 1 */
            id_travel_mode?: number
            /** @default 1 */
            id_optimization_type?: number
            /** @default 1 */
            id_finalization_mode?: number
            /** @default null */
            end_latitude?: number | null
            /** @default null */
            end_longitude?: number | null
          }
          figure?: {
            /** @enum {string} */
            type: "polygon" | "rectangle" | "circle" | "no_figure"
            /** @default  */
            uid?: string
            /** @default [] */
            colors?: string[]
            /** @default [] */
            coordinates?: {
              lat: number
              lng: number
            }[]
            radius?: number
          } | null
          /** @default  */
          color?: string
          id_optimization: number
        }
      }
    }
    responses: {
      /** @description Created: the answer is `{ data, message }`, `data` being what was made. */
      201: {
        headers: {
          Location: components["headers"]["Location"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Route"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getRoutesById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["RouteDetail"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putRoutesById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          id_depot?: number | null
          id_car?: number | null
          id_user?: number | null
          start_date?: string | null
          end_date?: string | null
          configuration?: {
            /** @default 15 */
            stop_duration?: number
            /** @default null */
            max_hours?: number | null
            /** @default null */
            max_distance?: number | null
            /** @default 1 */
            id_restriction_type?: number
            /** @default 1 */
            id_travel_mode?: number
            /** @default 1 */
            id_optimization_type?: number
            /** @default 1 */
            id_finalization_mode?: number
            /** @default null */
            end_latitude?: number | null
            /** @default null */
            end_longitude?: number | null
          }
          figure?: {
            /** @enum {string} */
            type: "polygon" | "rectangle" | "circle" | "no_figure"
            /** @default  */
            uid?: string
            /** @default [] */
            colors?: string[]
            /** @default [] */
            coordinates?: {
              lat: number
              lng: number
            }[]
            radius?: number
          } | null
          /** @default  */
          color?: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Route"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  deleteRoutesById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putRoutesByIdStops: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @default [] */
          add?: number[]
          /** @default [] */
          remove?: number[]
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["RouteWithStops"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putRoutesByIdAssign: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id_user?: number | null
          id_car?: number | null
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Route"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getRoutesByIdPath: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["RoutePath"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putStopsById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @default  */
          name?: string
          /** @default  */
          address?: string
          latitude: number
          longitude: number
          id_address?: number | null
          stop_duration?: number
          time_window_start?: string | null
          time_window_end?: string | null
          time_windows?: {
            /** @default null */
            start?: string | null
            /** @default null */
            end?: string | null
          }[]
          /** @default [] */
          allowed_days?: string[]
          /** @default 0 */
          pieces?: number
          /** @default 0 */
          weight?: number
          /** @default 0 */
          volume?: number
          /** @default [] */
          skills?: number[]
          /** @default 0 */
          priority?: number
          /** @default 2 */
          type?: number
          /** @default false */
          pinned?: boolean
          /** @default false */
          same_driver?: boolean
          /** @default  */
          delivery_instructions?: string
          /** @default {} */
          customData?: {
            [key: string]: unknown
          }
          /** @default  */
          first_name?: string
          /** @default  */
          last_name?: string
          email?: "" | string
          phone_number?: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Stop"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  deleteStopsById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: null
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postStopsByIdRelocate: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          latitude: number
          longitude: number
          address?: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Stop"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  putStopsOrder: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id_route: number
          stops: number[]
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["RouteWithStops"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postOptimizationsByIdOptimize: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          routes?: number[]
          /** @default 10 */
          time_limit?: number
          /** @default false */
          preview?: boolean
          /** @default false */
          keep_changes_small?: boolean
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["OptimizationRun"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getOptimizationRunsById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["OptimizationRun"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getOptimizationRunsByIdEvents: {
    parameters: {
      query?: never
      header?: {
        "last-event-id"?: string
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description An event stream */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "text/event-stream": string
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postOptimizationRunsByIdCancel: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["OptimizationRun"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postOptimizationRunsByIdApply: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["OptimizationRun"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postOptimizationRunsByIdDiscard: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["OptimizationRun"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postVroom: {
    parameters: {
      query?: {
        /** @description Search time limit in seconds; default by size */
        t?: number
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    /** @description VROOM's input (docs/vroom.md) */
    requestBody: {
      content: {
        "application/json": {
          jobs?: {
            /** @description Integer id, unique among its kind */
            id: number
            description?: string
            /** @description Required without matrices */
            location?: [number, number]
            /** @description Row and column in the matrices; required with them */
            location_index?: number
            /** @description Only 0 is supported (refused otherwise) */
            setup?: number
            /** @description Service duration, seconds; default 0 */
            service?: number
            /** @description Refused: times per vehicle type */
            setup_per_type?: unknown
            /** @description Refused: times per vehicle type */
            service_per_type?: unknown
            /** @description When service may start */
            time_windows?: [number, number][]
            /** @description Deprecated: same as delivery */
            amount?: number[]
            /** @description Loaded at the start, dropped here */
            delivery?: number[]
            /** @description Picked up here, brought to the end (not with a delivery) */
            pickup?: number[]
            /** @description Every one needed by the vehicle */
            skills?: number[]
            priority?: number
          }[]
          /** @description Pickup and delivery pairs: same vehicle, pickup first */
          shipments?: {
            pickup: {
              /** @description Integer id, unique among its kind */
              id: number
              description?: string
              /** @description Required without matrices */
              location?: [number, number]
              /** @description Row and column in the matrices; required with them */
              location_index?: number
              /** @description Only 0 is supported (refused otherwise) */
              setup?: number
              /** @description Service duration, seconds; default 0 */
              service?: number
              /** @description Refused: times per vehicle type */
              setup_per_type?: unknown
              /** @description Refused: times per vehicle type */
              service_per_type?: unknown
              /** @description When service may start */
              time_windows?: [number, number][]
            }
            delivery: {
              /** @description Integer id, unique among its kind */
              id: number
              description?: string
              /** @description Required without matrices */
              location?: [number, number]
              /** @description Row and column in the matrices; required with them */
              location_index?: number
              /** @description Only 0 is supported (refused otherwise) */
              setup?: number
              /** @description Service duration, seconds; default 0 */
              service?: number
              /** @description Refused: times per vehicle type */
              setup_per_type?: unknown
              /** @description Refused: times per vehicle type */
              service_per_type?: unknown
              /** @description When service may start */
              time_windows?: [number, number][]
            }
            /** @description Amounts in up to three dimensions */
            amount?: number[]
            skills?: number[]
            priority?: number
          }[]
          vehicles: {
            id: number
            /** @description car (default), bike, foot, truck, or a key of matrices */
            profile?: string
            description?: string
            /** @description Required (a vehicle without a start is refused) */
            start?: [number, number]
            start_index?: number
            /** @description Omitted: the route ends at its last task */
            end?: [number, number]
            end_index?: number
            /** @description Amounts in up to three dimensions */
            capacity?: number[]
            costs?: {
              /** @description Cost of using the vehicle */
              fixed?: number
              /** @description Only 3600 (default) */
              per_hour?: number
              /** @description Only 0 (default) */
              per_task_hour?: number
              /** @description Only 0 (default) */
              per_km?: number
            }
            skills?: number[]
            /** @description Refused: vehicle types */
            type?: unknown
            /** @description Working hours; default unbounded */
            time_window?: [number, number]
            breaks?: {
              id: number
              time_windows?: [number, number][]
              service?: number
              description?: string
              /** @description Refused: a break's maximum load */
              max_load?: unknown
            }[]
            /** @description Only 1 */
            speed_factor?: number
            /** @description Refused: a maximum number of tasks */
            max_tasks?: unknown
            /** @description Refused: a maximum travel time */
            max_travel_time?: unknown
            /** @description Metres */
            max_distance?: number
            /** @description Pinned at the head of the route in this order; other tasks may follow */
            steps?: {
              /** @enum {string} */
              type: "start" | "job" | "pickup" | "delivery" | "break" | "end"
              id?: number
              /** @description Refused: timing constraints on steps */
              service_at?: unknown
              /** @description Refused: timing constraints on steps */
              service_after?: unknown
              /** @description Refused: timing constraints on steps */
              service_before?: unknown
            }[]
          }[]
          /** @description Per profile; without them the configured travel source is used */
          matrices?: {
            [key: string]: {
              /** @description Seconds; required */
              durations?: number[][]
              /** @description Metres */
              distances?: number[][]
              /** @description Refused: custom cost matrices */
              costs?: unknown
            }
          }
          /** @description Deprecated: durations for car */
          matrix?: number[][]
          options?: {
            /** @description Return each route's geometry */
            g?: boolean
            /** @description Extended: the search's seconds, above 0 and at most 300 (the synchronous endpoint stops at 30); by default by size */
            time_limit?: number
            /** @description Extended: the search's seed, default 1 */
            seed?: number
            /** @description Extended: an iteration budget; the search follows it instead of the time limit, which then only stops it (one search, so the same seed and budget give the same routes) */
            iterations?: number
          }
        }
      }
    }
    responses: {
      /** @description VROOM's output */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @description 0 solved, 1 internal error, 2 input error, 3 routing error */
            code: number
            /** @description Present when code is not 0 */
            error?: string
            /** @description Ruta's addition: the same as error */
            message?: string
            summary?: {
              cost: number
              setup: number
              service: number
              /** @description Travel time */
              duration: number
              waiting_time: number
              priority: number
              delivery?: number[]
              pickup?: number[]
              /** @description With distances in the matrices or from the travel source */
              distance?: number
              /** @description Always empty: routes keep every rule */
              violations: {
                cause: string
                duration?: number
              }[]
              routes: number
              unassigned: number
              /** @description Milliseconds */
              computing_times: {
                loading: number
                solving: number
                routing: number
              }
            }
            unassigned?: {
              id: number
              /** @enum {string} */
              type: "job" | "pickup" | "delivery"
              description?: string
              /** @description [lon, lat] */
              location?: [number, number]
              location_index?: number
              /** @description Ruta's addition: why the task is left out */
              reasons: string[]
            }[]
            routes?: {
              vehicle: number
              description?: string
              cost: number
              setup: number
              service: number
              /** @description Travel time */
              duration: number
              waiting_time: number
              priority: number
              delivery?: number[]
              pickup?: number[]
              /** @description With distances in the matrices or from the travel source */
              distance?: number
              /** @description Always empty: routes keep every rule */
              violations: {
                cause: string
                duration?: number
              }[]
              /** @description Encoded polyline (precision 5) with options.g */
              geometry?: string
              steps: {
                /** @enum {string} */
                type: "start" | "job" | "pickup" | "delivery" | "break" | "end"
                id?: number
                description?: string
                /** @description [lon, lat] */
                location?: [number, number]
                location_index?: number
                arrival: number
                /** @description Travel time so far */
                duration: number
                setup: number
                service: number
                waiting_time: number
                /** @description On board after the step */
                load?: number[]
                /** @description Metres so far */
                distance?: number
                violations: {
                  cause: string
                  duration?: number
                }[]
              }[]
            }[]
          }
        }
      }
      /** @description VROOM's error shape */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @description VROOM's code: 1 internal, 2 input, 3 routing */
            code: number | string
            /** @description VROOM's error message */
            error?: string
            /** @description The same text, as every API error has it */
            message: string
          } & {
            [key: string]: unknown
          }
        }
      }
      /** @description VROOM's error shape */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @description VROOM's code: 1 internal, 2 input, 3 routing */
            code: number | string
            /** @description VROOM's error message */
            error?: string
            /** @description The same text, as every API error has it */
            message: string
          } & {
            [key: string]: unknown
          }
        }
      }
    }
  }
  postVroomJobs: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    /** @description VROOM's input (docs/vroom.md) */
    requestBody: {
      content: {
        "application/json": {
          jobs?: {
            /** @description Integer id, unique among its kind */
            id: number
            description?: string
            /** @description Required without matrices */
            location?: [number, number]
            /** @description Row and column in the matrices; required with them */
            location_index?: number
            /** @description Only 0 is supported (refused otherwise) */
            setup?: number
            /** @description Service duration, seconds; default 0 */
            service?: number
            /** @description Refused: times per vehicle type */
            setup_per_type?: unknown
            /** @description Refused: times per vehicle type */
            service_per_type?: unknown
            /** @description When service may start */
            time_windows?: [number, number][]
            /** @description Deprecated: same as delivery */
            amount?: number[]
            /** @description Loaded at the start, dropped here */
            delivery?: number[]
            /** @description Picked up here, brought to the end (not with a delivery) */
            pickup?: number[]
            /** @description Every one needed by the vehicle */
            skills?: number[]
            priority?: number
          }[]
          /** @description Pickup and delivery pairs: same vehicle, pickup first */
          shipments?: {
            pickup: {
              /** @description Integer id, unique among its kind */
              id: number
              description?: string
              /** @description Required without matrices */
              location?: [number, number]
              /** @description Row and column in the matrices; required with them */
              location_index?: number
              /** @description Only 0 is supported (refused otherwise) */
              setup?: number
              /** @description Service duration, seconds; default 0 */
              service?: number
              /** @description Refused: times per vehicle type */
              setup_per_type?: unknown
              /** @description Refused: times per vehicle type */
              service_per_type?: unknown
              /** @description When service may start */
              time_windows?: [number, number][]
            }
            delivery: {
              /** @description Integer id, unique among its kind */
              id: number
              description?: string
              /** @description Required without matrices */
              location?: [number, number]
              /** @description Row and column in the matrices; required with them */
              location_index?: number
              /** @description Only 0 is supported (refused otherwise) */
              setup?: number
              /** @description Service duration, seconds; default 0 */
              service?: number
              /** @description Refused: times per vehicle type */
              setup_per_type?: unknown
              /** @description Refused: times per vehicle type */
              service_per_type?: unknown
              /** @description When service may start */
              time_windows?: [number, number][]
            }
            /** @description Amounts in up to three dimensions */
            amount?: number[]
            skills?: number[]
            priority?: number
          }[]
          vehicles: {
            id: number
            /** @description car (default), bike, foot, truck, or a key of matrices */
            profile?: string
            description?: string
            /** @description Required (a vehicle without a start is refused) */
            start?: [number, number]
            start_index?: number
            /** @description Omitted: the route ends at its last task */
            end?: [number, number]
            end_index?: number
            /** @description Amounts in up to three dimensions */
            capacity?: number[]
            costs?: {
              /** @description Cost of using the vehicle */
              fixed?: number
              /** @description Only 3600 (default) */
              per_hour?: number
              /** @description Only 0 (default) */
              per_task_hour?: number
              /** @description Only 0 (default) */
              per_km?: number
            }
            skills?: number[]
            /** @description Refused: vehicle types */
            type?: unknown
            /** @description Working hours; default unbounded */
            time_window?: [number, number]
            breaks?: {
              id: number
              time_windows?: [number, number][]
              service?: number
              description?: string
              /** @description Refused: a break's maximum load */
              max_load?: unknown
            }[]
            /** @description Only 1 */
            speed_factor?: number
            /** @description Refused: a maximum number of tasks */
            max_tasks?: unknown
            /** @description Refused: a maximum travel time */
            max_travel_time?: unknown
            /** @description Metres */
            max_distance?: number
            /** @description Pinned at the head of the route in this order; other tasks may follow */
            steps?: {
              /** @enum {string} */
              type: "start" | "job" | "pickup" | "delivery" | "break" | "end"
              id?: number
              /** @description Refused: timing constraints on steps */
              service_at?: unknown
              /** @description Refused: timing constraints on steps */
              service_after?: unknown
              /** @description Refused: timing constraints on steps */
              service_before?: unknown
            }[]
          }[]
          /** @description Per profile; without them the configured travel source is used */
          matrices?: {
            [key: string]: {
              /** @description Seconds; required */
              durations?: number[][]
              /** @description Metres */
              distances?: number[][]
              /** @description Refused: custom cost matrices */
              costs?: unknown
            }
          }
          /** @description Deprecated: durations for car */
          matrix?: number[][]
          options?: {
            /** @description Return each route's geometry */
            g?: boolean
            /** @description Extended: the search's seconds, above 0 and at most 300 (the synchronous endpoint stops at 30); by default by size */
            time_limit?: number
            /** @description Extended: the search's seed, default 1 */
            seed?: number
            /** @description Extended: an iteration budget; the search follows it instead of the time limit, which then only stops it (one search, so the same seed and budget give the same routes) */
            iterations?: number
          }
        }
      }
    }
    responses: {
      /** @description Accepted: queued to be done later; `Location` is where to follow it. */
      202: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** Format: uuid */
            id: string
            /**
             * @description queued → running → done or failed
             * @enum {string}
             */
            status: "queued" | "running" | "done" | "failed"
          }
        }
      }
      /** @description VROOM's error shape */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @description VROOM's code: 1 internal, 2 input, 3 routing */
            code: number | string
            /** @description VROOM's error message */
            error?: string
            /** @description The same text, as every API error has it */
            message: string
          } & {
            [key: string]: unknown
          }
        }
      }
    }
  }
  getVroomJobsById: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description An asynchronous VROOM job */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** Format: uuid */
            id: string
            /**
             * @description queued → running → done or failed
             * @enum {string}
             */
            status: "queued" | "running" | "done" | "failed"
            /** @description Jobs, and each shipment's pickup and delivery */
            tasks: number
            /** @description The search's seconds */
            time_limit: number
            created_at: string
            started_at: string | null
            finished_at: string | null
            /** @description VROOM's output once done; VROOM's { code, error } once failed; null before */
            output:
              | (
                  | {
                      /** @description 0 solved, 1 internal error, 2 input error, 3 routing error */
                      code: number
                      /** @description Present when code is not 0 */
                      error?: string
                      /** @description Ruta's addition: the same as error */
                      message?: string
                      summary?: {
                        cost: number
                        setup: number
                        service: number
                        /** @description Travel time */
                        duration: number
                        waiting_time: number
                        priority: number
                        delivery?: number[]
                        pickup?: number[]
                        /** @description With distances in the matrices or from the travel source */
                        distance?: number
                        /** @description Always empty: routes keep every rule */
                        violations: {
                          cause: string
                          duration?: number
                        }[]
                        routes: number
                        unassigned: number
                        /** @description Milliseconds */
                        computing_times: {
                          loading: number
                          solving: number
                          routing: number
                        }
                      }
                      unassigned?: {
                        id: number
                        /** @enum {string} */
                        type: "job" | "pickup" | "delivery"
                        description?: string
                        /** @description [lon, lat] */
                        location?: [number, number]
                        location_index?: number
                        /** @description Ruta's addition: why the task is left out */
                        reasons: string[]
                      }[]
                      routes?: {
                        vehicle: number
                        description?: string
                        cost: number
                        setup: number
                        service: number
                        /** @description Travel time */
                        duration: number
                        waiting_time: number
                        priority: number
                        delivery?: number[]
                        pickup?: number[]
                        /** @description With distances in the matrices or from the travel source */
                        distance?: number
                        /** @description Always empty: routes keep every rule */
                        violations: {
                          cause: string
                          duration?: number
                        }[]
                        /** @description Encoded polyline (precision 5) with options.g */
                        geometry?: string
                        steps: {
                          /** @enum {string} */
                          type:
                            | "start"
                            | "job"
                            | "pickup"
                            | "delivery"
                            | "break"
                            | "end"
                          id?: number
                          description?: string
                          /** @description [lon, lat] */
                          location?: [number, number]
                          location_index?: number
                          arrival: number
                          /** @description Travel time so far */
                          duration: number
                          setup: number
                          service: number
                          waiting_time: number
                          /** @description On board after the step */
                          load?: number[]
                          /** @description Metres so far */
                          distance?: number
                          violations: {
                            cause: string
                            duration?: number
                          }[]
                        }[]
                      }[]
                    }
                  | {
                      /** @description VROOM's code: 1 internal, 2 input, 3 routing */
                      code: number
                      error: string
                    }
                )
              | null
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getLive: {
    parameters: {
      query?: {
        /** @description Resume after this event id (as Last-Event-ID does) */
        after?: string
        /** @description false: answer the events missed and 'ready', then end (default true) */
        follow?: "true" | "false"
      }
      header?: {
        "last-event-id"?: string
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description An event stream */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "text/event-stream": string
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postDriverPositions: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": components["schemas"]["PositionBatchInput"]
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["PositionsRecorded"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getLiveDrivers: {
    parameters: {
      query?: {
        id_optimization?: number
        id_subsidiary?: number
        /** @description true: each route's live ETAs of every stop (`etas`) */
        with_etas?: "true" | "false"
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["DriverOnRoute"][]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getRoutesByIdLive: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["RouteLive"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getDriverDay: {
    parameters: {
      query: {
        /** @description Start of the driver's day on their device */
        from: string
        /** @description End of the driver's day on their device */
        to: string
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["DriverDay"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postDriverRoutesByIdStart: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Route"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postDriverStopsByIdArrive: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": components["schemas"]["StopArrivalBodyInput"]
        "multipart/form-data": {
          /** @description The device's id for this arrival: sending it again applies it once */
          key: string
          /**
           * Format: date-time
           * @description When the driver arrived, by their device's clock
           */
          arrived: string
          /**
           * @description Where the phone was, when it could tell
           * @default null
           */
          latitude?: number | null
          /** @default null */
          longitude?: number | null
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["StopArrival"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  postDriverStopsByIdComplete: {
    parameters: {
      query?: never
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
        /** @description Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and body answer the first answer again, with `Idempotent-Replayed: true`; the same key with another body, or while the first call runs, answers 409. Answers of 500 and above are not kept. One key per caller: a person's session or an API key. */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"]
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": components["schemas"]["StopCompletionInput"]
        "multipart/form-data": {
          /** @description The device's id for this completion: sending it again applies it once */
          key: string
          /**
           * @description The visit was made but did not succeed
           * @default false
           */
          failed?: boolean
          id_stop_outcome?: number | null
          /** @default  */
          note?: string
          /**
           * Format: date-time
           * @description When the driver finished the visit, by their device's clock
           */
          visit_time: string
          /** @description Who received the visit, when the driver asked */
          recipient_name?: string
          /** @description Where the phone was when the driver finished the visit */
          latitude?: number
          longitude?: number
          /** @description The position's accuracy in metres, as the phone gave it */
          accuracy?: number
          /**
           * Format: binary
           * @description Up to 3 photos, one part each: JPEG (judged by content), at most 1 MB; stored without Exif.
           */
          "photos[]"?: string
          /**
           * Format: binary
           * @description The recipient's signature: PNG (judged by content), at most 1 MB.
           */
          signature?: string
        }
      }
    }
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["CompletedStop"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getDashboard: {
    parameters: {
      query: {
        /** @description First day or moment of the range (routes by their day): a day (YYYY-MM-DD, on the calendar of each row's own site, in its time zone) or a moment (ISO 8601 with offset) */
        from: string
        /** @description Last day or moment of the range: a day (YYYY-MM-DD, on the calendar of each row's own site, in its time zone) or a moment (ISO 8601 with offset) */
        to: string
        id_subsidiary?: number
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Dashboard"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getPerformance: {
    parameters: {
      query: {
        /** @description First day or moment of the range (routes by their day): a day (YYYY-MM-DD, on the calendar of each row's own site, in its time zone) or a moment (ISO 8601 with offset) */
        from: string
        /** @description Last day or moment of the range: a day (YYYY-MM-DD, on the calendar of each row's own site, in its time zone) or a moment (ISO 8601 with offset) */
        to: string
        id_subsidiary?: number
        id_user?: number
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            data: components["schemas"]["Performance"]
            message: string
          }
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Error"]
        }
      }
    }
  }
  getPerformanceExport: {
    parameters: {
      query: {
        /** @description First day or moment of the range (routes by their day): a day (YYYY-MM-DD, on the calendar of each row's own site, in its time zone) or a moment (ISO 8601 with offset) */
        from: string
        /** @description Last day or moment of the range: a day (YYYY-MM-DD, on the calendar of each row's own site, in its time zone) or a moment (ISO 8601 with offset) */
        to: string
        id_subsidiary?: number
        id_user?: number
      }
      header?: {
        /** @description One-site mode: the id of the one site (subsidiary) to work on, instead of every site the caller may see. A site the caller may not see gives no rows; a value other than digits is ignored. */
        "x-ruta-subsidiary"?: components["parameters"]["SubsidiaryHeader"]
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done: the answer is `{ data, message }`. */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "text/csv": string
        }
      }
      /** @description The request is not valid: `message` says why and `details` names each field with its message. */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "text/csv": components["schemas"]["Error"]
        }
      }
      /** @description Not signed in: the access token or API key is missing, expired or revoked. */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "text/csv": components["schemas"]["Error"]
        }
      }
      /** @description Not allowed: the caller's role, the API key's scope or the record's client does not permit it. */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "text/csv": components["schemas"]["Error"]
        }
      }
      /** @description Not found, or not the caller's to see. */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "text/csv": components["schemas"]["Error"]
        }
      }
      /** @description Conflicts with the current state of the record, or the `Idempotency-Key` was used with another body or its first call is still running. */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "text/csv": components["schemas"]["Error"]
        }
      }
      /** @description Too many requests: try again after the seconds in `Retry-After`. */
      429: {
        headers: {
          "Retry-After": components["headers"]["RetryAfter"]
          "RateLimit-Limit": components["headers"]["RateLimitLimit"]
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
          "RateLimit-Reset": components["headers"]["RateLimitReset"]
          [name: string]: unknown
        }
        content: {
          "text/csv": components["schemas"]["Error"]
        }
      }
    }
  }
}
