import { Trans, useLingui } from "@lingui/react/macro"

import type { AddressLine } from "../address-lines.ts"
import type { Geocoded } from "../api/geocoding.ts"

/**
 * What finding the typed addresses gave: how many were found, and each one left out with its
 * line number, so nothing is dropped without the planner seeing it.
 */
export function AddressResults({
  lines,
  results,
}: {
  lines: AddressLine[]
  results: Geocoded[]
}) {
  const { t } = useLingui()
  const missing = results.filter((r) => !r.found)
  const found = results.length - missing.length
  return (
    <div
      role="status"
      className="grid gap-2 rounded-lg border bg-card p-4 text-sm"
    >
      <p className="font-medium">{t`${found} of ${results.length} addresses found.`}</p>
      {missing.length > 0 && (
        <>
          <p className="text-destructive">
            {t`${missing.length} left out: fix them above and find again, or create without them.`}
          </p>
          <ul className="grid gap-1" aria-label={t`Addresses not found`}>
            {missing.map((r) => (
              <li key={r.index}>
                <Trans>
                  Line {lines[r.index]?.line}: {r.requested_address}
                </Trans>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
