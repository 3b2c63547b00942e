import { useLingui } from "@lingui/react/macro"

import { OptionFilter } from "./option-filter.tsx"

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
    <OptionFilter
      label={t`Site`}
      allLabel={t`All sites`}
      value={value}
      onChange={onChange}
      options={sites.map((site) => ({
        value: site.id_subsidiary,
        label: site.name,
      }))}
    />
  )
}
