import { Trans, useLingui } from "@lingui/react/macro"
import type { PaymentPlan } from "@ruta/validation/billing"
import { paymentPlanFormSchema } from "@ruta/validation/billing"
import { Switch } from "@ruta/ui/components/switch"
import { TextArea } from "@ruta/ui/components/text-area"
import { TextField } from "@ruta/ui/components/text-field"
import { useState } from "react"
import { dollarsText } from "@ruta/billing/money"

import { NameField } from "../../shell/named-form.tsx"
import { FormDialog } from "../../shell/form-dialog.tsx"
import { useFormSubmit } from "../../shell/form-submit.ts"
import type { PaymentPlanRow } from "../api/payment-plans.ts"

/**
 * Create or edit a payment plan: its name, the band of optimized addresses a month (an empty end
 * has none), the minimum payment and the price per address in dollars (kept in cents), its
 * order, one description a line, and whether it is for the mobile page, on the website, active.
 */
export function PaymentPlanDialog({
  plan,
  onClose,
  onSave,
}: {
  plan: PaymentPlanRow | null
  onClose: () => void
  onSave: (values: PaymentPlan) => Promise<void>
}) {
  const { t } = useLingui()
  const [flags, setFlags] = useState({
    isMobile: plan?.isMobile ?? false,
    show_on_website: plan?.show_on_website ?? true,
    active: plan?.active ?? true,
  })
  const flag = (key: keyof typeof flags) => ({
    checked: flags[key],
    onChange: (event: { target: { checked: boolean } }) =>
      setFlags((current) => ({ ...current, [key]: event.target.checked })),
  })
  const { errors, busy, submit } = useFormSubmit(
    (form, text) =>
      paymentPlanFormSchema.safeParse({
        name: text("name"),
        from_addresses: text("from_addresses"),
        to_addresses: text("to_addresses"),
        minimum_payment: text("minimum_payment"),
        address_price: text("address_price"),
        order: text("order"),
        descriptions: String(form.get("descriptions") ?? "")
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean),
        ...flags,
      }),
    onSave
  )

  return (
    <FormDialog
      title={plan ? t`Edit the plan ${plan.name}` : t`New payment plan`}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      twoColumns
    >
      <NameField
        defaultValue={plan?.name}
        error={errors.name}
        className="md:col-span-2"
      />
      <TextField
        name="from_addresses"
        inputMode="numeric"
        label={t`From addresses`}
        defaultValue={plan?.from_addresses ?? 0}
        error={errors.from_addresses}
        required
      />
      <TextField
        name="to_addresses"
        inputMode="numeric"
        label={t`To addresses`}
        description={t`Empty: no upper end.`}
        defaultValue={plan?.to_addresses ?? ""}
        error={errors.to_addresses}
      />
      <TextField
        name="minimum_payment"
        inputMode="decimal"
        label={t`Minimum payment (USD)`}
        defaultValue={plan ? dollarsText(plan.minimum_payment) : ""}
        error={errors.minimum_payment}
        required
      />
      <TextField
        name="address_price"
        inputMode="decimal"
        label={t`Price per address (USD)`}
        defaultValue={plan ? dollarsText(plan.address_price) : ""}
        error={errors.address_price}
        required
      />
      <TextField
        name="order"
        inputMode="numeric"
        label={t`Order`}
        description={t`Plans are listed from the lowest order.`}
        defaultValue={plan?.order ?? 0}
        error={errors.order}
        required
      />
      <TextArea
        name="descriptions"
        label={t`Descriptions`}
        description={t`One a line, shown with the plan.`}
        defaultValue={plan?.descriptions.join("\n")}
        error={errors.descriptions}
        className="md:col-span-2"
        rows={3}
      />
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2 md:col-span-2">
        <legend className="sr-only">
          <Trans>Where the plan is offered</Trans>
        </legend>
        <Switch label={t`Mobile subscription page`} {...flag("isMobile")} />
        <Switch label={t`Shown on the website`} {...flag("show_on_website")} />
        <Switch label={t`Active`} {...flag("active")} />
      </fieldset>
    </FormDialog>
  )
}
