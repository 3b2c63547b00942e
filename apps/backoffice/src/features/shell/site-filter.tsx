import { useLingui } from "@lingui/react/macro"
import { Select } from "@ruta/ui/components/select"

/** Narrows a screen to one of the user's sites, or all; hidden with a single site. */
export function SiteFilter({
  sites,
  value,
  onChange,
}: {
  sites: { id_subsidiary: number; name: string }[]
  value: number | undefined
  onChange: (id_subsidiary: number | undefined) => void
}) {
  const { t } = useLingui()
  if (sites.length < 2) return null
  return (
    <Select
      label={t`Site`}
      className="w-48"
      value={String(value ?? 0)}
      onValueChange={(next) =>
        onChange(next === "0" ? undefined : Number(next))
      }
      options={[
        { value: "0", label: t`All sites` },
        ...sites.map((site) => ({
          value: String(site.id_subsidiary),
          label: site.name,
        })),
      ]}
    />
  )
}
