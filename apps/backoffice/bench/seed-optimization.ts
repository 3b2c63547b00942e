// The optimization the browser benches open: customers on a grid round Mexico City (a column of
// `perRoute` a route), `routes` routes, laid out in one call.
import { apiAs } from "@ruta/e2e/product"

/** Creates the optimization on the product at `url` as Acme's planner; answers its id. */
export async function seedOptimization(
  url: string,
  { name, routes, perRoute }: { name: string; routes: number; perRoute: number }
) {
  const call = await apiAs(url, "client@acme.demo")
  const site = (
    await call<{ items: { id_subsidiary: number; subsidiary: string }[] }>(
      "GET",
      "/optimizations?size=100"
    )
  ).items.find((o) => o.subsidiary === "Acme Centro")!
  const { id_optimization: id } = await call<{ id_optimization: number }>(
    "POST",
    "/optimizations",
    {
      name,
      id_subsidiary: site.id_subsidiary,
      stops: Array.from({ length: routes * perRoute }, (_, n) => ({
        name: `Cliente ${n + 1}`,
        address: `Calle ${n + 1}, Centro, Ciudad de México`,
        latitude: 19.3 + (n % perRoute) * 0.004,
        longitude: -99.25 + Math.floor(n / perRoute) * 0.004,
        pieces: 1 + (n % 4),
      })),
    }
  )
  const ids: number[] = []
  for (let r = 1; r <= routes; r++)
    ids.push(
      (
        await call<{ id_route: number }>(
          "POST",
          `/optimizations/${id}/routes`,
          { name: `Route ${r}` }
        )
      ).id_route
    )
  const { stops } = await call<{ stops: { id_stop: number; name: string }[] }>(
    "GET",
    `/optimizations/${id}`
  )
  const stopIds = new Map(stops.map((s) => [s.name, s.id_stop]))
  await call("PUT", `/optimizations/${id}/layout`, {
    routes: ids.map((id_route, r) => ({
      id_route,
      stops: Array.from({ length: perRoute }, (_, i) =>
        stopIds.get(`Cliente ${r * perRoute + i + 1}`)!
      ),
    })),
    unassigned: [],
  })
  return id
}
