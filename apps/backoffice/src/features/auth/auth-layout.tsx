import { useLingui } from "@lingui/react/macro"
import { Route as RouteIcon } from "lucide-react"
import type { ReactNode } from "react"

import { PreferenceButtons } from "../shell/preference-buttons.tsx"

/** The frame of the public pages: sign-in, password recovery and reset. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  return (
    <div className="grid min-h-dvh bg-background text-foreground lg:grid-cols-[1fr_1.1fr]">
      <aside className="relative hidden flex-col justify-between overflow-hidden bg-drawer p-10 text-drawer-foreground lg:flex">
        <div className="flex items-center gap-2 text-xl font-bold text-white">
          <RouteIcon className="size-6 text-drawer-selected" /> Ruta
        </div>
        <p className="max-w-md text-3xl leading-snug font-normal text-white">
          {t`Shorter routes, every rule respected, every stop on time.`}
        </p>
        <div className="pointer-events-none absolute -right-24 -bottom-24 size-96 rounded-full bg-drawer-selected/20 blur-3xl" />
      </aside>
      <div className="flex flex-col">
        <div className="flex justify-end gap-1 p-4">
          <PreferenceButtons />
        </div>
        <div className="flex flex-1 items-center justify-center px-6 pb-16">
          <div className="w-full max-w-sm">{children}</div>
        </div>
      </div>
    </div>
  )
}
