/** Ten route colours (spec section 9), the new route's first. */
export const ROUTE_COLORS = [
  "#2563eb",
  "#dc2626",
  "#16a34a",
  "#9333ea",
  "#ea580c",
  "#0891b2",
  "#c026d3",
  "#65a30d",
  "#b45309",
  "#475569",
]

/** The colour of the route at `index` of an optimization's routes. */
export const routeColor = (index: number) =>
  ROUTE_COLORS[index % ROUTE_COLORS.length]!
