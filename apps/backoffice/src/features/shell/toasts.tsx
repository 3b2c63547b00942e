import { useLingui } from "@lingui/react/macro"
import { ToastProvider } from "@ruta/ui/components/toast"
import type { ReactNode } from "react"

/** Toasts: 6000 ms, bottom right (spec section 8), with translated labels. */
export function Toasts({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  return (
    <ToastProvider
      viewportLabel={t`Notifications`}
      closeLabel={t`Close`}
      duration={6000}
    >
      {children}
    </ToastProvider>
  )
}
