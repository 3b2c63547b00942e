import { Plural, Trans } from "@lingui/react/macro"

/**
 * Which travel a route's plan was timed with (issue 44): the client's learned travel profile,
 * learned from `days` days of driven routes, or the standard travel (null or absent).
 */
export function TravelProfileLabel({
  days,
}: {
  days?: number | null | undefined
}) {
  if (days === null || days === undefined) return <Trans>Standard travel</Trans>
  return (
    <Plural
      value={days}
      one="Learned travel (from # day)"
      other="Learned travel (from # days)"
    />
  )
}
