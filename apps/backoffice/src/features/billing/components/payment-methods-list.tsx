import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { CreditCard } from "lucide-react"

import type { PaymentMethod } from "../api/subscription.ts"

/**
 * The company's cards: brand, last four digits, expiry and which one is charged; make another
 * the default, or remove one.
 */
export function PaymentMethodsList({
  methods,
  onMakeDefault,
  onRemove,
  busy = false,
}: {
  methods: PaymentMethod[]
  onMakeDefault: (method: PaymentMethod) => void
  onRemove: (method: PaymentMethod) => void
  busy?: boolean
}) {
  const { t } = useLingui()
  if (methods.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No cards yet.</Trans>
      </p>
    )
  return (
    <ul className="grid gap-2" aria-label={t`Cards`}>
      {methods.map((method) => {
        const brand = method.brand.toUpperCase()
        const last4 = method.last4
        const expiry = `${String(method.exp_month).padStart(2, "0")}/${String(method.exp_year).slice(-2)}`
        return (
          <li
            key={method.id}
            className="flex flex-wrap items-center gap-3 rounded-md border bg-card px-4 py-3"
          >
            <CreditCard aria-hidden className="size-5 text-muted-foreground" />
            <span className="font-medium">
              <Trans>
                {brand} ending in {last4}
              </Trans>
            </span>
            <span className="text-sm text-muted-foreground">
              <Trans>Expires {expiry}</Trans>
            </span>
            {method.isDefault && (
              <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
                <Trans>Default</Trans>
              </span>
            )}
            <span className="ml-auto flex gap-1">
              {!method.isDefault && (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  onClick={() => onMakeDefault(method)}
                >
                  <Trans>Make default</Trans>
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={() => onRemove(method)}
                aria-label={t`Remove the card ending in ${last4}`}
              >
                <Trans>Remove</Trans>
              </Button>
            </span>
          </li>
        )
      })}
    </ul>
  )
}
