import { useLingui } from "@lingui/react/macro"
import { Select } from "@ruta/ui/components/select"
import { useState } from "react"

/** A site the user may choose, as the API lists them. */
export interface SiteOption {
  id_subsidiary: number
  name: string
}

/** A form's required Site: one of the user's sites, its value the site's id as text. */
export function SiteSelect({
  sites,
  value,
  onValueChange,
  error,
  className,
}: {
  sites: SiteOption[]
  value: string
  onValueChange: (value: string) => void
  error?: string
  className?: string
}) {
  const { t } = useLingui()
  return (
    <Select
      label={t`Site`}
      value={value}
      onValueChange={onValueChange}
      error={error}
      required
      className={className}
      options={sites.map((s) => ({
        value: String(s.id_subsidiary),
        label: s.name,
      }))}
    />
  )
}

/** The chosen site of a form: the record's own, else the first of the user's, else none. */
export function useSiteChoice(sites: SiteOption[], id_subsidiary?: number) {
  return useState(String(id_subsidiary ?? sites[0]?.id_subsidiary ?? ""))
}
