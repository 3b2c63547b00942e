import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { useToast } from "@ruta/ui/components/toast"
import { CopyIcon } from "lucide-react"

/**
 * Recovery codes, shown once after they are made: a list to copy or write down, and a button to
 * go on once they are saved.
 */
export function RecoveryCodesList({
  codes,
  onDone,
}: {
  codes: string[]
  onDone: () => void
}) {
  const { t } = useLingui()
  const { toast } = useToast()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"))
      toast({ title: t`Recovery codes copied.`, severity: "success" })
    } catch {
      toast({
        title: t`The codes could not be copied. Select them and copy them by hand.`,
        severity: "warning",
      })
    }
  }
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="text-lg font-medium">
          <Trans>Save your recovery codes</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            If you lose your phone, each code signs you in once instead of a
            code from the app. They are shown only now: keep them somewhere
            safe.
          </Trans>
        </p>
      </div>
      <ol
        aria-label={t`Recovery codes`}
        className="grid grid-cols-2 gap-2 rounded-md border bg-muted/40 p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <CopyIcon />
          <Trans>Copy</Trans>
        </Button>
        <Button type="button" onClick={onDone}>
          <Trans>I have saved them</Trans>
        </Button>
      </div>
    </div>
  )
}
