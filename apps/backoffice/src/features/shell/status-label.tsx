import { Trans } from "@lingui/react/macro"

/** "Active" or "Inactive", with a coloured dot. */
export function ActiveStatus({ active }: { active: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 text-sm">
      <span
        aria-hidden
        className={
          active
            ? "size-2 rounded-full bg-success"
            : "size-2 rounded-full bg-muted-foreground/50"
        }
      />
      {active ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
    </span>
  )
}
