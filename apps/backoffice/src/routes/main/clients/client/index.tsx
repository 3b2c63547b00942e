import { Trans } from "@lingui/react/macro"
import { useQueryClient } from "@tanstack/react-query"
import { createFileRoute, useNavigate } from "@tanstack/react-router"

import {
  clientsKey,
  saveClient,
} from "../../../../features/clients/api/clients.ts"
import { ClientForm } from "../../../../features/clients/components/client-form.tsx"
import { useServerToast } from "../../../../lib/use-server-toast.ts"

export const Route = createFileRoute("/main/clients/client/")({
  staticData: { screen: "clients" },
  component: NewClientPage,
})

function NewClientPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const toast = useServerToast()
  return (
    <section className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">
        <Trans>New client</Trans>
      </h1>
      <ClientForm
        onSubmit={async (input) => {
          try {
            const { data, message } = await saveClient(input)
            toast.success(message)
            await queryClient.invalidateQueries({ queryKey: clientsKey })
            await navigate({
              to: "/main/clients/client/$id_client",
              params: { id_client: data.id_client },
            })
          } catch (error) {
            toast.failure(error)
          }
        }}
      />
    </section>
  )
}
