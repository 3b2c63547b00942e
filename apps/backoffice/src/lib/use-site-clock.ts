import { useLingui } from "@lingui/react/macro"
import { useMemo } from "react"

import { formatTime, zoneNote } from "./format.ts"
import { useSiteZone } from "./use-units.ts"

export interface SiteClock {
  /** The site's IANA zone; undefined (the browser's) until the sites are loaded. */
  timeZone: string | undefined
  /** A time of day on the site's clock, in the UI's language ("9:00 AM"). */
  time: (iso: string) => string
  /** The site's zone's short name ("PST") when it is not the browser's, else "". */
  note: string
  /** `label` with the zone's short name when it is not the browser's ("ETA (PST)"). */
  labelled: (label: string) => string
}

/** How a screen writes the times of site `id_subsidiary`: on its clock, labelled (issue 43). */
export function useSiteClock(id_subsidiary?: number | null): SiteClock {
  const { i18n } = useLingui()
  const timeZone = useSiteZone(id_subsidiary)
  return useMemo(() => {
    const note = zoneNote(timeZone, i18n.locale)
    return {
      timeZone,
      time: (iso: string) => formatTime(iso, i18n.locale, timeZone),
      note,
      labelled: (label: string) => (note ? `${label} (${note})` : label),
    }
  }, [timeZone, i18n.locale])
}
