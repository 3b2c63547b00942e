import { useLingui } from "@lingui/react/macro"
import { useCallback } from "react"

import { formatZonedDateTime } from "./format.ts"

/**
 * How a screen writes a date and time on the clock of `timeZone` (a site's or the client's; the
 * browser's when undefined), with the zone's short name when it is not the browser's
 * ("25 Nov 2026, 9:00 AM PST"); "—" for none (issue 43).
 */
export function useZonedDateTime(
  timeZone: string | undefined
): (iso: string | null | undefined) => string {
  const { i18n } = useLingui()
  return useCallback(
    (iso) => (iso ? formatZonedDateTime(iso, i18n.locale, timeZone) : "—"),
    [i18n.locale, timeZone]
  )
}
