import { plural } from "@lingui/core/macro"
import { useLingui } from "@lingui/react/macro"
import { Select } from "@ruta/ui/components/select"
import { horizonDays } from "@ruta/validation/values"

/**
 * How many days an optimization plans (its horizon, issue 45): one day up to two weeks of the
 * site's working days.
 */
export function HorizonSelect({
  value,
  onChange,
  disabled,
  className,
}: {
  value: number
  onChange: (days: number) => void
  disabled?: boolean
  className?: string
}) {
  const { t } = useLingui()
  const days = Array.from(
    { length: horizonDays.max - horizonDays.min + 1 },
    (_, n) => horizonDays.min + n
  )
  return (
    <Select
      label={t`Days to plan`}
      className={className}
      disabled={disabled}
      value={String(value)}
      onValueChange={(days) => onChange(Number(days))}
      options={days.map((n) => ({
        value: String(n),
        label: t({ message: plural(n, { one: "# day", other: "# days" }) }),
      }))}
    />
  )
}
