import { Trans, useLingui } from "@lingui/react/macro"
import { ConfirmDialog } from "@ruta/ui/components/confirm-dialog"

/** Asks before turning off a user's two-factor sign-in, saying what follows. */
export function ResetTwoFactorDialog({
  name,
  pending,
  onCancel,
  onConfirm,
}: {
  /** The user's name; the dialog shows while it is not null. */
  name: string | null
  pending: boolean
  onCancel: () => void
  onConfirm: () => void
}) {
  const { t } = useLingui()
  return (
    <ConfirmDialog
      open={name !== null}
      onOpenChange={(open) => !open && onCancel()}
      variant="destructive"
      title={t`Reset two-factor sign-in of ${name ?? ""}?`}
      description={
        <Trans>
          Their authenticator app and recovery codes stop working and they are
          signed out everywhere. An administrator sets up two-factor sign-in
          again at the next sign-in.
        </Trans>
      }
      confirmLabel={<Trans>Reset two-factor</Trans>}
      cancelLabel={<Trans>Cancel</Trans>}
      pending={pending}
      onConfirm={onConfirm}
    />
  )
}
