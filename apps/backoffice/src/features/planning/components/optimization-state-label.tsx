import { Trans } from "@lingui/react/macro"

/** Spec section 4: an optimization or a route is not optimized, optimized, or manually optimized. */
export function OptimizationStateLabel({ state }: { state: number }) {
  if (state === 1) return <Trans>Optimized</Trans>
  if (state === 2) return <Trans>Manually optimized</Trans>
  return <Trans>Not optimized</Trans>
}
