import { useLingui } from "@lingui/react/macro"
import { messages } from "@ruta/validation/messages"

import { useSiteZone } from "../../../lib/use-units.ts"
import { translateMessage } from "../../../lib/validation-messages.ts"
import { parseWindowTime } from "../import/cell-values.ts"
import type { WindowText } from "./time-windows-field.tsx"

/** A window as the API takes it: instants, either side open (null). */
export interface TimeWindow {
  start: string | null
  end: string | null
}

/**
 * Reads typed windows (a time on `day`, or a date and time) on the clock of the stop's site:
 * the windows given (rows left empty are dropped) and, by row, the spec's message for a time
 * that cannot be read or a window that ends before it starts.
 */
export function useWindowsReader(day: string, id_subsidiary: number | null) {
  const { i18n } = useLingui()
  const timeZone = useSiteZone(id_subsidiary)
  const read = (rows: readonly WindowText[]) => {
    const windows: TimeWindow[] = []
    const errors: Record<number, string> = {}
    rows.forEach((row, index) => {
      const start = parseWindowTime(row.start, day, timeZone)
      const end = parseWindowTime(row.end, day, timeZone)
      if (start === null || end === null)
        errors[index] = translateMessage(messages.invalidDate, i18n.locale)
      else if (start && end && end < start)
        errors[index] = translateMessage(
          messages.endDateBeforeStartDate,
          i18n.locale
        )
      else if (start || end)
        windows.push({ start: start ?? null, end: end ?? null })
    })
    return { windows, errors }
  }
  return { read, timeZone }
}
