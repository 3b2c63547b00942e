import type { PaymentPlan } from "@ruta/validation/billing"
import { queryOptions } from "@tanstack/react-query"

import { api, unwrap } from "../../../lib/api.ts"
import type { components } from "@ruta/api-client/schema"

/** A payment plan as the API answers it (money in cents). */
export type PaymentPlanRow = components["schemas"]["PaymentPlan"]

export const paymentPlansKey = ["payment-plans"] as const

/** The plans the caller may see, in their order: every plan for an administrator. */
export const getPaymentPlansQueryOptions = () =>
  queryOptions({
    queryKey: paymentPlansKey,
    queryFn: async () => (await unwrap(api.GET("/payment-plans"))).data,
  })

export const createPaymentPlan = (body: PaymentPlan) =>
  unwrap(api.POST("/payment-plans", { body }))

export const updatePaymentPlan = (id: number, body: PaymentPlan) =>
  unwrap(api.PUT("/payment-plans/{id}", { params: { path: { id } }, body }))

export const deletePaymentPlan = (id: number) =>
  unwrap(api.DELETE("/payment-plans/{id}", { params: { path: { id } } }))
