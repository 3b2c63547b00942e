import { useLingui } from "@lingui/react/macro"
import { EmptyState } from "@ruta/ui/components/empty-state"
import { Building2 } from "lucide-react"

/** For a client's screen opened by the provider's staff without acting for a client. */
export function ClientRequired() {
  const { t } = useLingui()
  return (
    <EmptyState
      icon={<Building2 />}
      title={t`This screen belongs to a client`}
      description={t`Open a client from Clients, or act for one, to see its data here.`}
    />
  )
}
