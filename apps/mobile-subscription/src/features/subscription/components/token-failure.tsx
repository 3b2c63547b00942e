import { Trans } from "@lingui/react/macro"
import { EmptyState } from "@ruta/ui/components/empty-state"
import { LinkIcon } from "lucide-react"

import type { ApiFailure } from "../../../lib/api.ts"

/**
 * The screen of a link that does not work: forged, expired or already used (the API's 401 or
 * 410), or cut short (400). The title says which; the API's own sentence says what to do.
 */
export function TokenFailure({ failure }: { failure: ApiFailure }) {
  const title =
    failure.code === "SUBSCRIPTION_LINK_USED" ? (
      <Trans>This link was already used</Trans>
    ) : failure.code === "SUBSCRIPTION_LINK_EXPIRED" ? (
      <Trans>This link has expired</Trans>
    ) : failure.statusCode === 401 || failure.statusCode === 400 ? (
      <Trans>This link is not valid</Trans>
    ) : (
      <Trans>We could not check this link</Trans>
    )
  return (
    <div role="alert">
      <EmptyState
        size="lg"
        icon={<LinkIcon />}
        title={title}
        description={failure.message}
      />
    </div>
  )
}
