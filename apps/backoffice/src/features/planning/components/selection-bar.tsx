import { useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { Select } from "@ruta/ui/components/select"
import { useState } from "react"

/**
 * What to do with the stops selected (in a drawn zone, on the map or in the lists): assign them to
 * a route, send them to no route, or clear the selection.
 */
export function SelectionBar({
  count,
  routes,
  onAssign,
  onUnassign,
  onClear,
}: {
  count: number
  routes: { id_route: number; name: string }[]
  /** Shown when the planner may assign stops. */
  onAssign?: (id_route: number) => void
  /** Shown when the planner may take stops off their routes. */
  onUnassign?: () => void
  onClear: () => void
}) {
  const { t } = useLingui()
  const [route, setRoute] = useState<number | null>(null)
  const chosen = routes.some((r) => r.id_route === route)
    ? route
    : (routes[0]?.id_route ?? null)
  return (
    <section
      aria-label={t`Selected stops`}
      className="flex flex-wrap items-end gap-2 rounded-lg border border-primary/40 bg-card p-3 text-sm"
    >
      <p className="self-center font-medium">{t`${count} stops selected`}</p>
      {onAssign && routes.length > 0 && (
        <>
          <Select
            label={t`Route`}
            className="w-48"
            value={chosen === null ? "" : String(chosen)}
            onValueChange={(value) => setRoute(Number(value))}
            options={routes.map((r) => ({
              value: String(r.id_route),
              label: r.name,
            }))}
          />
          <Button
            onClick={() => chosen !== null && onAssign(chosen)}
          >{t`Assign`}</Button>
        </>
      )}
      {onUnassign && (
        <Button variant="outline" onClick={onUnassign}>
          {t`Send to no route`}
        </Button>
      )}
      <Button variant="ghost" onClick={onClear}>
        {t`Clear selection`}
      </Button>
    </section>
  )
}
