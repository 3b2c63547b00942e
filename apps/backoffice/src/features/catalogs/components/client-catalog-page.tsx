import type { ComponentProps } from "react"

import { ClientRequired } from "../../shell/client-required.tsx"
import { ClientCatalogScreen } from "./client-catalog-screen.tsx"

/** A client catalog's screen for the signed-in user's company ("Client required" without one). */
export function ClientCatalogPage({
  clientData,
  ...screen
}: Omit<ComponentProps<typeof ClientCatalogScreen>, "id_client"> & {
  /** The signed-in user's company, if they work for one. */
  clientData: { id_client: number } | null | undefined
}) {
  if (!clientData) return <ClientRequired />
  return <ClientCatalogScreen id_client={clientData.id_client} {...screen} />
}
