import { listSearch } from "@ruta/ui/lib/list-search"
import { createFileRoute } from "@tanstack/react-router"

import { ClientsList } from "../../../features/clients/components/clients-list.tsx"

export const Route = createFileRoute("/main/clients/")({
  staticData: { screen: "clients" },
  validateSearch: listSearch(),
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
