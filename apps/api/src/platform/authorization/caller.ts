// Who is calling: the shape of a signed-in user (carried in the access token) and of an API key,
// defined here so that authentication and authorization need no domain module. The auth module
// signs and verifies these users; the integrations module finds the keys.
import { ContextType } from "@ruta/permissions/context-types"
import { z } from "zod"

export const clientDataSchema = z
  .object({
    id_client: z.number().int(),
    name: z.string(),
    stripe_id: z.string().nullable(),
    subsidiaries: z.array(
      z.object({
        id_subsidiary: z.number().int(),
        name: z.string(),
        isMain: z.boolean(),
      })
    ),
  })
  .meta({ id: "ClientData" })

/** What the back office needs of the signed-in user, carried in the access token. */
export const sessionUserSchema = z
  .object({
    id_user: z.number().int(),
    id_context_type: z.number().int(),
    name: z.string(),
    email: z.string(),
    photo: z.string().nullable(),
    roles: z.array(z.object({ id_role: z.number().int(), name: z.string() })),
    theme: z.string(),
    lng: z.string(),
    isFirstLogin: z.boolean(),
    userRecoveryPassword: z.boolean(),
    /** Whether sign-in asks this user for an authenticator code. */
    twoFactorEnabled: z.boolean(),
    clientData: clientDataSchema.nullable(),
    /** Set when a provider administrator acts for a client (login-with-client). */
    actingForClient: z.number().int().nullable(),
  })
  .meta({ id: "SessionUser" })
export type SessionUser = z.infer<typeof sessionUserSchema>

/** What every API key starts with, so a leaked one is recognised (and scanners can find it). */
export const API_KEY_PREFIX = "rk_"

/** A request made with an API key: which key, and what it may do. */
export interface ApiKeyCaller {
  id_api_key: number
  id_client: number
  name: string
  id_role: number
  /** The role's kind of user (client, site user...), a site user for a one-site key. */
  id_context_type: number
  /** The one site the key works on, or null for every site of the client. */
  id_subsidiary: number | null
}

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX)

/** The rows a signed-in user may see: their client, or every client for the provider's staff. */
export function scopeOf(user: SessionUser) {
  if (user.actingForClient !== null) {
    return { clientId: user.actingForClient, allClients: false }
  }
  return {
    clientId: user.clientData?.id_client ?? null,
    allClients: user.id_context_type === ContextType.SYSTEM,
  }
}
