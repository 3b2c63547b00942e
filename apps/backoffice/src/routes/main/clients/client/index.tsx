import { Trans } from "@lingui/react/macro"
import { createFileRoute, useNavigate } from "@tanstack/react-router"

import {
  clientsKey,
  saveClient,
} from "../../../../features/clients/api/clients.ts"
import { ClientForm } from "../../../../features/clients/components/client-form.tsx"
import { useCreateAndOpen } from "../../../../features/shell/create-and-open.ts"
import { ListScreenHeader } from "../../../../features/shell/list-screen-header.tsx"

export const Route = createFileRoute("/main/clients/client/")({
  staticData: { screen: "clients" },
  component: NewClientPage,
})

function NewClientPage() {
  const navigate = useNavigate()
  const create = useCreateAndOpen(saveClient, clientsKey, (client) =>
    navigate({
      to: "/main/clients/client/$id_client",
      params: { id_client: client.id_client },
    })
  )
  return (
    <section className="grid gap-6">
      <ListScreenHeader title={<Trans>New client</Trans>} />
      <ClientForm onSubmit={create} />
    </section>
  )
}
