/** A distance from the stop as the planner reads it: metres, or kilometres past one. */
export function formatProofDistance(metres: number, locale: string): string {
  return metres < 1000
    ? new Intl.NumberFormat(locale, { style: "unit", unit: "meter" }).format(
        metres
      )
    : new Intl.NumberFormat(locale, {
        style: "unit",
        unit: "kilometer",
        maximumFractionDigits: 1,
      }).format(metres / 1000)
}

/** The stop's proof on the route page, as a link that opens it (`?proof=<stop>`). */
export const proofPath = (id_route: number, id_stop: number) =>
  `/main/routes/${id_route}?proof=${id_stop}`
