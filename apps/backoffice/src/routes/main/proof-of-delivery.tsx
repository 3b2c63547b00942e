import { Trans } from "@lingui/react/macro"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"

import {
  getProofSettingsQueryOptions,
  saveProofSettings,
} from "../../features/clients/api/proof-settings.ts"
import type { ProofSettings } from "../../features/clients/api/proof-settings.ts"
import { ProofSettingsForm } from "../../features/clients/components/proof-settings-form.tsx"
import { useAbility } from "../../features/shell/ability-context.tsx"
import { ClientRequired } from "../../features/shell/client-required.tsx"
import { useServerToast } from "../../lib/use-server-toast.ts"

// Settings → Proof of delivery: what the company's drivers must give when they finish a visit
// (issue 32). The driver's app enforces it.
export const Route = createFileRoute("/main/proof-of-delivery")({
  staticData: { screen: "proof-of-delivery" },
  component: ProofOfDeliveryPage,
})

function ProofOfDeliveryPage() {
  const { user } = Route.useRouteContext()
  const id_client = user.clientData?.id_client
  if (id_client === undefined) return <ClientRequired />
  return <ProofOfDelivery id_client={id_client} />
}

function ProofOfDelivery({ id_client }: { id_client: number }) {
  const ability = useAbility()
  const queryClient = useQueryClient()
  const toast = useServerToast()
  const options = getProofSettingsQueryOptions(id_client)
  const settings = useQuery(options)
  const canEdit = ability.can("edit", "proofOfDelivery")
  // A refusal goes back to the form, which shows each message on its field.
  const save = async (changed: ProofSettings) => {
    const saved = await saveProofSettings(id_client, changed)
    queryClient.setQueryData(options.queryKey, saved.data)
    toast.success(saved.message)
  }

  return (
    <section className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">
          <Trans>Proof of delivery</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Choose what drivers must give when they finish a visit: the
            recipient's name, a signature, photos, or a combination. The
            driver's app does not let them finish a visit without it.
          </Trans>
        </p>
        {!canEdit && (
          <p className="text-sm text-muted-foreground">
            <Trans>Your role can see these settings but not change them.</Trans>
          </p>
        )}
      </div>
      {settings.data && (
        <ProofSettingsForm
          initial={settings.data}
          disabled={!canEdit}
          onSubmit={save}
        />
      )}
    </section>
  )
}
