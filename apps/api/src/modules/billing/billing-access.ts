import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import type { FastifyRequest } from "fastify"
import { z } from "zod"

import type { DataStore, Tx } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { forbidden } from "../../platform/lib/errors.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import { bearerSecurity } from "../../platform/authorization/schemas.ts"
import {
  SUBSCRIPTION_TOKEN_HEADER as SUBSCRIPTION_TOKEN,
  requestToken,
} from "../mobile-subscription/mobile-tokens.ts"

/**
 * The hook that turns a mobile subscription link's token into its client (the mobile
 * subscription module's `resolveSubscriptionToken`). `tx` sees every client's rows.
 */
export type ResolveSubscriptionToken = (
  tx: Tx,
  token: string | undefined,
  now: Date
) => Promise<{ id_client: number }>

/** Who is acting on a client's billing, inside one transaction scoped to that client. */
export interface BillingCaller {
  tx: Tx
  id_client: number
  /** The signed-in user, or null for a mobile subscription link. */
  id_user: number | null
}

export const tokenHeaders = z.object({
  [SUBSCRIPTION_TOKEN]: z.string().optional().meta({
    description:
      "A mobile subscription link's token, instead of a bearer session",
  }),
})

/** Bearer session, or a mobile subscription link's token. */
export const billingSecurity = [...bearerSecurity, {}]

/**
 * Runs billing work for the caller: a signed-in client user who may open the payment plans
 * screen (a provider administrator acting for the client too), or, with the header
 * `x-subscription-token` and no bearer session, the client of that mobile subscription link.
 */
export function createBillingAccess(deps: {
  authorize: Authorize
  store: DataStore
  resolveToken?: ResolveSubscriptionToken | undefined
  now: () => number
}) {
  const { authorize, store, resolveToken, now } = deps

  /** The onRequest hook: a bearer session is required unless a link's token stands for one. */
  const authenticate = async (
    request: FastifyRequest,
    check: (request: FastifyRequest) => Promise<void>
  ) => {
    if (
      resolveToken &&
      requestToken(request.headers) &&
      !request.headers.authorization
    )
      return
    await check(request)
  }

  async function asCaller<T>(
    request: FastifyRequest,
    work: (caller: BillingCaller) => Promise<T>
  ): Promise<T> {
    if (!request.user && resolveToken) {
      const { id_client } = await store.withScope(systemScope, (tx) =>
        resolveToken(tx, requestToken(request.headers), new Date(now()))
      )
      return store.withScope({ clientId: id_client, allClients: false }, (tx) =>
        work({ tx, id_client, id_user: null })
      )
    }
    return authorize(request, async (auth) => {
      auth.require(A.menuPaymentPlans, S.sideMenu)
      if (auth.id_client === null) throw forbidden()
      return work({
        tx: auth.tx,
        id_client: auth.id_client,
        id_user: auth.user.id_user,
      })
    })
  }

  return { authenticate, asCaller }
}

export type BillingAccess = ReturnType<typeof createBillingAccess>
