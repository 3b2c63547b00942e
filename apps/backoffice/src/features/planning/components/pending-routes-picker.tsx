import { Trans, useLingui } from "@lingui/react/macro"
import { Checkbox } from "@ruta/ui/components/checkbox"
import { useQuery } from "@tanstack/react-query"

import { RouteStatus } from "@ruta/validation/planning"

import { getRoutesQueryOptions } from "../api/routes.ts"
import type { Route } from "../api/routes.ts"

/** The most pending routes offered at once (the newest). */
const OFFERED = 100

/**
 * The site's pending routes (neither started nor completed), to take into the new optimization
 * with their driver, car and depot; none chosen is fine.
 */
export function PendingRoutesPicker({
  id_subsidiary,
  chosen,
  onChange,
  routes,
}: {
  id_subsidiary: number
  chosen: number[]
  onChange: (ids: number[]) => void
  /** The routes to offer (stories); otherwise the site's, from the server. */
  routes?: Route[]
}) {
  const { t } = useLingui()
  const query = useQuery({
    ...getRoutesQueryOptions({
      page: 0,
      size: OFFERED,
      status_route: RouteStatus.pending,
      id_subsidiary,
    }),
    enabled: routes === undefined,
  })
  const offered = routes ?? query.data?.items ?? []
  if (routes === undefined && query.isPending)
    return (
      <p className="text-muted-foreground text-sm">
        <Trans>Loading the site's pending routes…</Trans>
      </p>
    )
  if (offered.length === 0)
    return (
      <p className="text-muted-foreground text-sm">
        <Trans>This site has no pending routes.</Trans>
      </p>
    )
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">
        <Trans>Pending routes of the site to add the stops to</Trans>
      </legend>
      {offered.map((route) => (
        <Checkbox
          key={route.id_route}
          label={route.name}
          description={[
            route.driver ?? t`No driver`,
            route.car ?? t`No car`,
            t`${route.stops_count} stops`,
          ].join(" · ")}
          checked={chosen.includes(route.id_route)}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? [...chosen, route.id_route]
                : chosen.filter((id) => id !== route.id_route)
            )
          }
        />
      ))}
    </fieldset>
  )
}
