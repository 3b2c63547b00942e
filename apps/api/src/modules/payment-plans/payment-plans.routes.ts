import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { paymentPlanSchema } from "@ruta/validation/billing"
import type { PaymentPlan } from "@ruta/validation/billing"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import type { DataStore } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { envelope } from "../../platform/lib/envelope.ts"
import { conflict, notFound } from "../../platform/lib/errors.ts"
import { bearerToken } from "../../platform/plugins/authenticate.ts"
import type {
  Authorize,
  Authorized,
} from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  booleanQuery,
  idParams,
  queryFlag,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { replyCreated } from "../../platform/http/created.ts"
import type { PaymentPlanRow } from "./payment-plans.repository.ts"
import {
  createPaymentPlansRepository,
  paymentPlanRowSchema,
} from "./payment-plans.repository.ts"

const tags = ["Payment plans"]
const routeSchema = { tags, ...authorizedRoute }

const listQuery = z.object({
  isMobile: booleanQuery.optional(),
  /** Administrators only: false lists the inactive plans; absent, every plan. */
  active: booleanQuery.optional(),
})

/** Refuses a plan whose band shares an address with another active plan of its kind. */
async function assertNoOverlap(
  auth: Authorized,
  plan: PaymentPlan,
  except?: number
) {
  if (!plan.active) return
  const other = await createPaymentPlansRepository(auth.tx).overlapping(
    plan,
    except
  )
  if (other)
    throw conflict(
      `This band of addresses overlaps the plan ${other.name}, which starts at ${other.from_addresses} addresses.`
    )
}

async function loadPlan(auth: Authorized, id: number): Promise<PaymentPlanRow> {
  const plan = await createPaymentPlansRepository(auth.tx).findById(id)
  if (!plan) throw notFound("Payment plan not found.")
  return plan
}

/**
 * Payment plans (spec section 7): anyone reads the active plans (the public subscription page
 * too); the provider's administrators list every plan and create, edit and delete them.
 */
export const paymentPlansRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  store: DataStore
}> = async (app, { authorize, store }) => {
  app.get(
    "/payment-plans",
    {
      schema: {
        ...routeSchema,
        summary:
          "Payment plans in their order: the active ones for anyone, every plan for who may edit them",
        security: [{}, { bearerAuth: [] }],
        querystring: listQuery,
        response: {
          200: envelope(z.array(paymentPlanRowSchema)),
          ...rowErrors,
        },
      },
    },
    async (request) => {
      const isMobile = queryFlag(request.query.isMobile)
      if (!bearerToken(request)) {
        const data = await store.withScope(systemScope, (tx) =>
          createPaymentPlansRepository(tx).list({ isMobile, active: true })
        )
        return { data, message: "OK" }
      }
      await app.authenticate(request)
      return authorize(request, async (auth) => {
        const editor =
          auth.ability.can(A.edit, S.paymentPlans) ||
          auth.ability.can(A.create, S.paymentPlans)
        const data = await createPaymentPlansRepository(auth.tx).list({
          isMobile,
          active: editor ? queryFlag(request.query.active) : true,
        })
        return { data, message: "OK" }
      })
    }
  )

  app.post(
    "/payment-plans",
    {
      onRequest: app.authenticate,
      schema: {
        ...routeSchema,
        summary: "Create a payment plan (money in cents)",
        body: paymentPlanSchema,
        response: { 201: envelope(paymentPlanRowSchema), ...rowErrors },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        auth.require(A.create, S.paymentPlans)
        await assertNoOverlap(auth, request.body)
        const plan = await createPaymentPlansRepository(auth.tx).create(
          request.body
        )
        await auth.audit({
          id_client: null,
          action: "payment-plan.create",
          entity: "payment_plan",
          entityId: plan.id_payment_plan,
          after: plan,
        })
        replyCreated(reply)
        return { data: plan, message: "The payment plan was created." }
      })
  )

  app.put(
    "/payment-plans/:id",
    {
      onRequest: app.authenticate,
      schema: {
        ...routeSchema,
        summary: "Edit a payment plan (money in cents)",
        params: idParams,
        body: paymentPlanSchema,
        response: { 200: envelope(paymentPlanRowSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.require(A.edit, S.paymentPlans)
        const before = await loadPlan(auth, request.params.id)
        await assertNoOverlap(auth, request.body, before.id_payment_plan)
        const plan = await createPaymentPlansRepository(auth.tx).update(
          before.id_payment_plan,
          request.body
        )
        await auth.audit({
          id_client: null,
          action: "payment-plan.update",
          entity: "payment_plan",
          entityId: plan.id_payment_plan,
          before,
          after: plan,
        })
        return { data: plan, message: "The payment plan was saved." }
      })
  )

  app.delete(
    "/payment-plans/:id",
    {
      onRequest: app.authenticate,
      schema: {
        ...routeSchema,
        summary: "Delete a payment plan",
        params: idParams,
        response: { 200: envelope(z.null()), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.require(A.delete, S.paymentPlans)
        const before = await loadPlan(auth, request.params.id)
        const repo = createPaymentPlansRepository(auth.tx)
        if ((await repo.subscribers(before.id_payment_plan)) > 0)
          throw conflict(
            "Clients are subscribed to this plan, so it cannot be deleted. Make it inactive instead."
          )
        await repo.remove(before.id_payment_plan)
        await auth.audit({
          id_client: null,
          action: "payment-plan.delete",
          entity: "payment_plan",
          entityId: before.id_payment_plan,
          before,
        })
        return { data: null, message: "The payment plan was deleted." }
      })
  )
}
