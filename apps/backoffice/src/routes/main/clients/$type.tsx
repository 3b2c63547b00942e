import { listSearch } from "@ruta/ui/lib/list-search"
import { createFileRoute, redirect } from "@tanstack/react-router"

import { ClientScope } from "../../../features/clients/api/clients.ts"
import type { ClientListType } from "../../../features/clients/api/clients.ts"
import { ClientsList } from "../../../features/clients/components/clients-list.tsx"

// The clients filtered by type: my-list, unassigned or others.
export const Route = createFileRoute("/main/clients/$type")({
  staticData: { screen: "clients" },
  validateSearch: listSearch(),
  beforeLoad: ({ params }) => {
    if (!(params.type in ClientScope)) throw redirect({ to: "/main/clients" })
  },
  component: function ClientsOfType() {
    const { type } = Route.useParams()
    const navigate = Route.useNavigate()
    return (
      <ClientsList
        type={type as ClientListType}
        search={Route.useSearch()}
        onSearch={(search) => void navigate({ search })}
      />
    )
  },
})
