import type { PaymentPlan } from "@ruta/validation/billing"
import { and, asc, count, eq, gte, isNull, lte, ne, or } from "drizzle-orm"
import { z } from "zod"

import type { Tx } from "../../db/database.ts"
import { paymentPlans, subscriptions } from "../../db/schema.ts"

export const paymentPlanRowSchema = z
  .object({
    id_payment_plan: z.number().int(),
    name: z.string(),
    from_addresses: z.number().int(),
    to_addresses: z.number().int().nullable(),
    minimum_payment: z.number().int().meta({ description: "In cents" }),
    address_price: z.number().int().meta({ description: "In cents" }),
    isMobile: z.boolean(),
    order: z.number().int(),
    show_on_website: z.boolean(),
    descriptions: z.array(z.string()),
    stripe_id: z.string().nullable(),
    active: z.boolean(),
  })
  .meta({ id: "PaymentPlan" })
export type PaymentPlanRow = z.infer<typeof paymentPlanRowSchema>

const columns = {
  id_payment_plan: paymentPlans.id_payment_plan,
  name: paymentPlans.name,
  from_addresses: paymentPlans.from_addresses,
  to_addresses: paymentPlans.to_addresses,
  minimum_payment: paymentPlans.minimum_payment,
  address_price: paymentPlans.address_price,
  isMobile: paymentPlans.isMobile,
  order: paymentPlans.order,
  show_on_website: paymentPlans.show_on_website,
  descriptions: paymentPlans.descriptions,
  stripe_id: paymentPlans.stripe_id,
  active: paymentPlans.active,
}

export interface PlanFilter {
  isMobile?: boolean | undefined
  active?: boolean | undefined
}

/** The provider's payment plans (no client owns them). */
export function createPaymentPlansRepository(tx: Tx) {
  return {
    /** Plans in their order, then by where their band starts. */
    async list(filter: PlanFilter): Promise<PaymentPlanRow[]> {
      return tx
        .select(columns)
        .from(paymentPlans)
        .where(
          and(
            filter.isMobile === undefined
              ? undefined
              : eq(paymentPlans.isMobile, filter.isMobile),
            filter.active === undefined
              ? undefined
              : eq(paymentPlans.active, filter.active)
          )
        )
        .orderBy(
          asc(paymentPlans.order),
          asc(paymentPlans.from_addresses),
          asc(paymentPlans.id_payment_plan)
        )
    },

    async findById(id: number): Promise<PaymentPlanRow | undefined> {
      const [found] = await tx
        .select(columns)
        .from(paymentPlans)
        .where(eq(paymentPlans.id_payment_plan, id))
      return found
    },

    /**
     * An active plan of the same kind (mobile or not) whose band of addresses shares an address
     * with `plan`'s, other than the plan `except`.
     */
    async overlapping(
      plan: Pick<PaymentPlan, "from_addresses" | "to_addresses" | "isMobile">,
      except?: number
    ): Promise<PaymentPlanRow | undefined> {
      const [found] = await tx
        .select(columns)
        .from(paymentPlans)
        .where(
          and(
            eq(paymentPlans.active, true),
            eq(paymentPlans.isMobile, plan.isMobile),
            except === undefined
              ? undefined
              : ne(paymentPlans.id_payment_plan, except),
            or(
              isNull(paymentPlans.to_addresses),
              gte(paymentPlans.to_addresses, plan.from_addresses)
            ),
            plan.to_addresses === null
              ? undefined
              : lte(paymentPlans.from_addresses, plan.to_addresses)
          )
        )
        .orderBy(asc(paymentPlans.from_addresses))
        .limit(1)
      return found
    },

    async create(plan: PaymentPlan): Promise<PaymentPlanRow> {
      const [created] = await tx
        .insert(paymentPlans)
        .values(plan)
        .returning(columns)
      return created!
    },

    async update(id: number, plan: PaymentPlan): Promise<PaymentPlanRow> {
      const [updated] = await tx
        .update(paymentPlans)
        .set(plan)
        .where(eq(paymentPlans.id_payment_plan, id))
        .returning(columns)
      return updated!
    },

    /** How many clients' subscriptions, other than canceled ones, are on the plan. */
    async subscribers(id: number): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.id_payment_plan, id),
            ne(subscriptions.status, "canceled")
          )
        )
      return row?.n ?? 0
    },

    async remove(id: number) {
      await tx.delete(paymentPlans).where(eq(paymentPlans.id_payment_plan, id))
    },
  }
}
