import { useLingui } from "@lingui/react/macro"
import { useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"

import { DialogFrame } from "../../shell/dialog-frame.tsx"
import { getRouteQueryOptions } from "../api/routes.ts"
import type { StopWithProof } from "../api/routes.ts"
import { ProofView } from "./proof-view.tsx"

/**
 * A stop's proof of delivery, opened from its row (or from a route sheet's link). Opening it
 * reads the route again, so its files' signed links are fresh however long the page was open.
 */
export function ProofDialog({
  stop,
  onClose,
}: {
  /** The stop whose proof is shown; none: closed. */
  stop: StopWithProof | undefined
  onClose: () => void
}) {
  const { t } = useLingui()
  const label = stop ? stop.name || stop.address : ""
  const queryClient = useQueryClient()
  const id_route = stop?.id_route
  useEffect(() => {
    if (id_route)
      void queryClient.invalidateQueries({
        queryKey: getRouteQueryOptions(id_route).queryKey,
      })
  }, [id_route, stop?.id_stop, queryClient])
  return (
    <DialogFrame
      open={stop !== undefined}
      title={t`Proof of delivery: ${label}`}
      description={
        stop?.failed
          ? t`The driver could not complete this visit.`
          : t`The driver completed this visit.`
      }
      onClose={onClose}
    >
      {stop?.proof ? (
        <ProofView
          proof={stop.proof}
          id_stop={stop.id_stop}
          id_subsidiary={stop.id_subsidiary}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          {t`This visit has no proof of delivery.`}
        </p>
      )}
    </DialogFrame>
  )
}
