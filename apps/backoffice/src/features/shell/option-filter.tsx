import { useLingui } from "@lingui/react/macro"
import { Select } from "@ruta/ui/components/select"

const ALL = "all"

/**
 * A list filter: one of `options`, or all of them (no value). The one way a list screen narrows
 * its rows by a field; the choice goes into the URL through the screen's list search.
 */
export function OptionFilter<V extends string | number>({
  label,
  value,
  options,
  onChange,
  allLabel,
  className = "w-48",
}: {
  label: string
  value: V | undefined
  options: { value: V; label: string }[]
  onChange: (value: V | undefined) => void
  /** The "every option" choice; "All" unless given. */
  allLabel?: string
  className?: string
}) {
  const { t } = useLingui()
  return (
    <Select
      label={label}
      className={className}
      value={value === undefined ? ALL : String(value)}
      onValueChange={(next) =>
        onChange(options.find((option) => String(option.value) === next)?.value)
      }
      options={[
        { value: ALL, label: allLabel ?? t`All` },
        ...options.map((option) => ({
          value: String(option.value),
          label: option.label,
        })),
      ]}
    />
  )
}
