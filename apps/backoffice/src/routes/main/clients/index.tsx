import { createFileRoute } from "@tanstack/react-router"

import { ClientsList } from "../../../features/clients/components/clients-list.tsx"
import { clientListSearchSchema } from "../../../features/clients/components/list-search.ts"

export const Route = createFileRoute("/main/clients/")({
  staticData: { screen: "clients" },
  validateSearch: clientListSearchSchema,
  component: function MyClients() {
    const navigate = Route.useNavigate()
    return (
      <ClientsList
        type="my-list"
        search={Route.useSearch()}
        onSearch={(search) => void navigate({ search })}
      />
    )
  },
})
