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
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Default Response */
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
        /** @description Default Response */
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
    post: {
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
      }
    }
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
    post: {
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
      }
    }
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
    post: {
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
      }
    }
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
    post: {
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
      }
    }
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
    post: {
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
      }
    }
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
    post: {
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        501: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
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
    post: {
      parameters: {
        query?: never
        header?: never
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
      }
    }
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
    post: {
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
      }
    }
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
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
      }
    }
    put?: never
    post?: never
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
    get: {
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown
          }
          content: {
            "application/json": components["schemas"]["Error"]
          }
        }
      }
    }
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
    ClientDataInput: {
      id_client: number
      name: string
      stripe_id: string | null
      subsidiaries: {
        id_subsidiary: number
        name: string
        isMain: boolean
      }[]
    }
    SessionUserInput: {
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
      clientData: components["schemas"]["ClientDataInput"] | null
      actingForClient: number | null
    }
    ErrorInput: {
      statusCode: number
      code: string
      message: string
      details?: {
        field: string
        message: string
      }[]
    }
    TokensInput: {
      accessToken: string
      refreshToken: string
    }
    HealthInput: {
      /** @constant */
      status: "ok"
      /** @enum {string} */
      database: "pglite" | "postgres"
    }
    PermissionInput: {
      id_permission: number
      id_role: number
      id_subject: number
      id_action: number
      isActive: boolean
      subject: string
      action: string
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
    Tokens: {
      accessToken: string
      refreshToken: string
    }
    Health: {
      /** @constant */
      status: "ok"
      /** @enum {string} */
      database: "pglite" | "postgres"
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
  }
  responses: never
  parameters: never
  requestBodies: never
  headers: never
  pathItems: never
}
export type $defs = Record<string, never>
export type operations = Record<string, never>
