import { useLingui } from "@lingui/react/macro"
import { useNavigate } from "@tanstack/react-router"

import type { SignInOutcome } from "./sign-in.ts"

/**
 * Where a completed sign-in goes: the landing screen, or the new password first.
 *
 * @returns a function that navigates, or rejects with the message to show (maintainers)
 */
export function useFollowSignIn() {
  const { t } = useLingui()
  const navigate = useNavigate()
  return async (outcome: SignInOutcome) => {
    if (outcome.kind === "maintainer")
      throw new Error(t`Maintainer accounts have no access to the back office.`)
    // A session's token asks for no further step.
    if (outcome.kind === "two-factor") return
    await navigate({
      to: outcome.kind === "reset-password" ? "/resetpassword" : outcome.to,
    })
  }
}
