import { useLingui } from "@lingui/react/macro"
import { useToast } from "@ruta/ui/components/toast"
import { allowedDayNames, dayName } from "@ruta/validation/day-names"
import { runtimeZone } from "@ruta/validation/zoned-time"

import { useSiteZone } from "../../../lib/use-units.ts"
import type { Optimization } from "../api/optimizations.ts"
import { dayRefusals, type DayRefusal } from "./move-checks.ts"

/**
 * Checks a hand move of stops (dragged, "move to", the selection's route) before it is saved: a
 * stop may go only on its allowed days and on a day one of its windows falls on. A refused move
 * is not made; a toast says, for each stop, why, naming the days as the server's refusal does
 * ("Tuesday 24 November 2026").
 *
 * @returns whether the move may go ahead
 */
export function useMoveGuard(
  plan: Pick<Optimization, "id_subsidiary" | "routes" | "stops">
) {
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const zone = useSiteZone(plan.id_subsidiary) ?? runtimeZone()
  const language = i18n.locale === "es" ? "es" : "en"
  const why = ({ stop, day, reason }: DayRefusal) => {
    const name = stop.name || stop.address
    const on = dayName(day, language)
    const allowed = allowedDayNames(stop.allowed_days, language)
    return reason === "allowed_days"
      ? t`${name} may not go on ${on}: its allowed days are ${allowed}.`
      : t`${name} may not go on ${on}: none of its time windows falls on that day.`
  }
  return (ids: readonly number[], to: number | null) => {
    const refusals = dayRefusals(plan, ids, to, zone)
    if (refusals.length === 0) return true
    const [first, ...rest] = refusals.map(why)
    toast({
      title: first!,
      ...(rest.length > 0 ? { description: rest.join(" ") } : {}),
      severity: "error",
    })
    return false
  }
}
