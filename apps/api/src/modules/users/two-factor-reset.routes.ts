import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { ContextType } from "@ruta/permissions/context-types"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import type { Tx } from "../../db/database.ts"
import { envelope } from "../../platform/lib/envelope.ts"
import { forbidden } from "../../platform/lib/errors.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  idParams,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { loadUser } from "./users.access.ts"

/**
 * Turns a user's two-factor sign-in off and ends their sessions, in the caller's transaction:
 * the auth module's (its two-factor service's `reset`), passed in by `start-up/`.
 */
export type TwoFactorReset = (
  tx: Tx,
  user: { id_user: number }
) => Promise<void>

/** A provider administrator's reset of another user's two-factor sign-in. */
export const twoFactorResetRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  resetTwoFactor: TwoFactorReset
}> = async (app, { authorize, resetTwoFactor }) => {
  app.post(
    "/users/:id/two-factor/reset",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["Users"],
        ...authorizedRoute,
        summary:
          "A provider administrator turns off another user's two-factor sign-in and ends their sessions",
        params: idParams,
        response: { 200: envelope(z.null()), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        if (
          auth.user.id_context_type !== ContextType.SYSTEM ||
          auth.user.actingForClient !== null
        )
          throw forbidden(
            "Only a provider administrator can reset two-factor sign-in."
          )
        if (request.params.id === auth.user.id_user)
          throw forbidden("You cannot reset your own two-factor sign-in.")
        const user = await loadUser(auth, request.params.id, [
          [A.edit, S.users],
        ])
        await resetTwoFactor(auth.tx, user)
        await auth.audit({
          id_client: user.id_client,
          action: "user.two-factor.reset",
          entity: "user",
          entityId: user.id_user,
        })
        return {
          data: null,
          message:
            "Two-factor sign-in was reset. The user sets it up again at their next sign-in.",
        }
      })
  )
}
