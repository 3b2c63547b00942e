import { useLingui } from "@lingui/react/macro"

/** A stop outcome as the screens show it: its name, and the key of a name the product gave. */
export interface NamedOutcome {
  name: string
  preset?: string | null | undefined
}

/**
 * A stop outcome's name in the reader's language: the names the product gave (the demo's
 * "Delivered", "Nobody home"...) are translated by their key; a name the client typed is shown as
 * typed.
 */
export function useOutcomeName() {
  const { t } = useLingui()
  const presets: Record<string, string> = {
    delivered: t`Delivered`,
    nobody_home: t`Nobody home`,
    refused: t`Refused`,
    wrong_address: t`Wrong address`,
  }
  return (outcome: NamedOutcome) =>
    (outcome.preset && presets[outcome.preset]) || outcome.name
}

/** A stop outcome's kind as the screens name it. */
export function useOutcomeKindLabel() {
  const { t } = useLingui()
  return (kind: "completed" | "failed") =>
    kind === "failed" ? t`Failed visit` : t`Completed visit`
}
