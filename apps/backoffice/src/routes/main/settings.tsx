import { Trans, useLingui } from "@lingui/react/macro"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"

import {
  clientsKey,
  getClientQueryOptions,
  getSubsidiariesQueryOptions,
  saveClientUnits,
  saveSubsidiaryUnits,
} from "../../features/clients/api/clients.ts"
import type { Units } from "../../features/clients/api/clients.ts"
import { UnitsForm } from "../../features/clients/components/units-form.tsx"
import {
  getStableTerritoriesQueryOptions,
  saveStableTerritories,
} from "../../features/clients/api/stable-territories.ts"
import { StableTerritoriesForm } from "../../features/clients/components/stable-territories-form.tsx"
import {
  getLearningSettingsQueryOptions,
  saveLearningSettings,
} from "../../features/clients/api/learning-settings.ts"
import { LearningSettingsForm } from "../../features/clients/components/learning-settings-form.tsx"
import { NotificationSettingsCard } from "../../features/notifications/notification-settings-card.tsx"
import { useAbility } from "../../features/shell/ability-context.tsx"
import { ClientRequired } from "../../features/shell/client-required.tsx"
import { useServerToast } from "../../lib/use-server-toast.ts"

// The company's and each site's units of distance, measure and weight.
export const Route = createFileRoute("/main/settings")({
  staticData: { screen: "settings" },
  component: SettingsPage,
})

function SettingsPage() {
  const { user } = Route.useRouteContext()
  const id_client = user.clientData?.id_client
  if (id_client === undefined) return <ClientRequired />
  return <ClientSettings id_client={id_client} />
}

function ClientSettings({ id_client }: { id_client: number }) {
  const { t } = useLingui()
  const ability = useAbility()
  const queryClient = useQueryClient()
  const toast = useServerToast()
  const client = useQuery(getClientQueryOptions(id_client))
  const sites = useQuery(getSubsidiariesQueryOptions(id_client))
  const territories = useQuery(getStableTerritoriesQueryOptions(id_client))
  // Learning is shown only to the roles that may change it (the server checks the same).
  const canLearn =
    ability.can("saveDetails", "configuration") ||
    ability.can("saveDetails", "clientConfiguration")
  const learning = useQuery({
    ...getLearningSettingsQueryOptions(id_client),
    enabled: canLearn,
  })
  // A refusal goes back to the units form, which shows each message on its field.
  const save = async (action: () => Promise<{ message: string }>) => {
    toast.success((await action()).message)
    void queryClient.invalidateQueries({ queryKey: clientsKey })
  }
  const card =
    "grid gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm"

  return (
    <section className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">
        <Trans>Settings</Trans>
      </h1>
      {client.data && (
        <div className={card}>
          <h2 className="text-lg font-medium">{t`${client.data.name}: company units`}</h2>
          <UnitsForm
            initial={client.data.configuration}
            disabled={!ability.can("saveDetails", "configuration")}
            onSubmit={(units: Units) =>
              save(() => saveClientUnits(id_client, units))
            }
          />
        </div>
      )}
      {(sites.data ?? []).map((site) => (
        <div key={site.id_subsidiary} className={card}>
          <h2 className="text-lg font-medium">{t`${site.name}: site units`}</h2>
          <UnitsForm
            initial={site.configuration}
            disabled={!ability.can("saveDetails", "configuration")}
            onSubmit={(units: Units) =>
              save(() => saveSubsidiaryUnits(site.id_subsidiary, units))
            }
          />
        </div>
      ))}
      {territories.data && (
        <div className={card}>
          <h2 className="text-lg font-medium">
            <Trans>Planning</Trans>
          </h2>
          <StableTerritoriesForm
            initial={territories.data}
            disabled={!ability.can("saveDetails", "configuration")}
            onSubmit={(settings) =>
              save(() => saveStableTerritories(id_client, settings))
            }
          />
        </div>
      )}
      {canLearn && (
        <div className={card}>
          <h2 className="text-lg font-medium">
            <Trans>Learning from the day</Trans>
          </h2>
          <LearningSettingsForm
            initial={learning.data}
            onSubmit={(settings) =>
              save(() => saveLearningSettings(id_client, settings))
            }
          />
        </div>
      )}
      {ability.can("edit", "notifications") && (
        <div className={card}>
          <h2 className="text-lg font-medium">
            <Trans>Customer notifications</Trans>
          </h2>
          <NotificationSettingsCard id_client={id_client} />
        </div>
      )}
    </section>
  )
}
