import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { ContextType } from "@ruta/permissions/context-types"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import { forbidden, notFound } from "../../platform/lib/errors.ts"
import type {
  Authorize,
  Authorized,
} from "../../platform/authorization/authorization.ts"
import { manageableContextTypes } from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  idParams,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { replyCreated } from "../../platform/http/created.ts"
import { invalidField } from "../../platform/lib/errors.ts"
import { createRolesRepository } from "../roles/roles.repository.ts"
import { loadSite } from "../subsidiaries/subsidiaries.access.ts"
import { assertRoleWithin } from "../users/users.access.ts"
import { newApiKey } from "./api-key-auth.ts"
import type { ApiKeyBody } from "./api-keys.schemas.ts"
import {
  apiKeyBody,
  apiKeySchema,
  createdApiKeySchema,
} from "./api-keys.schemas.ts"
import { createApiKeysRepository } from "./api-keys.repository.ts"

const managers: [A, S][] = [
  [A.create, S.integrations],
  [A.edit, S.integrations],
  [A.delete, S.integrations],
]

/** Keys are made and revoked by people: a key that could make keys would outlive its revocation. */
function byPerson(auth: Authorized, hasKey: boolean) {
  if (hasKey) throw forbidden("An API key cannot create or revoke API keys.")
  if (auth.id_client === null)
    throw forbidden("Act for a client to manage its integrations.")
}

/**
 * What a new key may be: a role of the kinds of user the caller manages, never with more
 * permissions than the caller's own, on a site the caller works on (a site user's role needs
 * one), expiring in the future.
 */
async function checkKey(auth: Authorized, body: ApiKeyBody, now: number) {
  if (body.expires_at && Date.parse(body.expires_at) <= now)
    throw invalidField("expires_at", "The expiry must be in the future.")
  const role = await createRolesRepository(auth.tx).findById(body.id_role)
  const kinds = (manageableContextTypes(auth) ?? []).filter(
    (kind) => kind !== ContextType.DRIVER
  )
  if (!role || !kinds.includes(role.id_context_type))
    throw invalidField("id_role", "Choose a role of your company's users.")
  await assertRoleWithin(auth, role.id_role)
  const site = body.id_subsidiary ?? null
  if (site === null && role.id_context_type !== ContextType.CLIENT)
    throw invalidField("id_subsidiary", "A site user's role needs a site.")
  if (site === null && auth.sites !== null)
    throw invalidField("id_subsidiary", "Choose one of your sites.")
  if (site !== null) await loadSite(auth, site, managers)
  return site
}

/** Settings → Integrations → API keys: made, listed and revoked by the client's users. */
export const apiKeysRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  now: () => number
}> = async (app, { authorize, now }) => {
  const repo = (auth: Authorized) => createApiKeysRepository(auth.tx, now)

  app.get(
    "/api-keys",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["Integrations"],
        summary: "The client's API keys, newest first (never their secrets)",
        ...authorizedRoute,
        response: {
          200: envelope(z.object({ items: z.array(apiKeySchema) })),
          ...rowErrors,
        },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(managers)
        const items = (await repo(auth).list()).filter(
          (key) =>
            auth.sites === null ||
            (key.id_subsidiary !== null &&
              auth.sites.includes(key.id_subsidiary))
        )
        return { data: { items }, message: "OK" }
      })
  )

  app.post(
    "/api-keys",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["Integrations"],
        summary: "Makes an API key; its secret (`rk_…`) is in this answer only",
        ...authorizedRoute,
        body: apiKeyBody,
        response: { 201: envelope(createdApiKeySchema), ...rowErrors },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        auth.require(A.create, S.integrations)
        byPerson(auth, request.apiKey !== null)
        const { body } = request
        const id_subsidiary = await checkKey(auth, body, now())
        const { key, prefix, hash } = newApiKey()
        const created = await repo(auth).create({
          id_client: auth.id_client!,
          id_subsidiary,
          name: body.name,
          prefix,
          key_hash: hash,
          id_role: body.id_role,
          createdBy: auth.user.id_user,
          expiresAt: body.expires_at ? new Date(body.expires_at) : null,
        })
        await auth.audit({
          action: "create",
          entity: "apiKey",
          entityId: created.id_api_key,
          after: created,
        })
        replyCreated(reply)
        return {
          data: { ...created, key },
          message: "API key created. Copy it now: it will not be shown again.",
        }
      })
  )

  app.delete(
    "/api-keys/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["Integrations"],
        summary: "Revokes an API key: its next call answers 401",
        ...authorizedRoute,
        params: idParams,
        response: { 200: envelope(apiKeySchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.require(A.delete, S.integrations)
        byPerson(auth, request.apiKey !== null)
        const found = await repo(auth).findById(request.params.id)
        if (
          !found ||
          (auth.sites !== null &&
            (found.id_subsidiary === null ||
              !auth.sites.includes(found.id_subsidiary)))
        )
          throw notFound("API key not found.")
        if (found.status !== "revoked")
          await repo(auth).revoke(found.id_api_key)
        const revoked = (await repo(auth).findById(found.id_api_key))!
        await auth.audit({
          action: "revoke",
          entity: "apiKey",
          entityId: found.id_api_key,
          before: found,
          after: revoked,
        })
        return { data: revoked, message: "API key revoked." }
      })
  )
}
