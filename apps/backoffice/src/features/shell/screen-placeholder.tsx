import { useLingui } from "@lingui/react"
import { Trans } from "@lingui/react/macro"
import { EmptyState } from "@ruta/ui/components/empty-state"

import { screenOf } from "./screens.ts"

/** A screen whose issue comes later: its title and what will be there. */
export function ScreenPlaceholder({ screen }: { screen: string }) {
  const { i18n } = useLingui()
  const found = screenOf(screen)
  if (!found) return null
  const Icon = found.icon
  return (
    <section className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">
        {i18n._(found.title)}
      </h1>
      <EmptyState
        icon={<Icon />}
        title={<Trans>This screen is on its way</Trans>}
        description={found.comingSoon ? i18n._(found.comingSoon) : undefined}
      />
    </section>
  )
}

/** Route options of a screen still to be built: guarded by its menu action. */
export function placeholderRoute(screen: string) {
  return {
    staticData: { screen },
    component: function Placeholder() {
      return <ScreenPlaceholder screen={screen} />
    },
  }
}
