import { Spinner } from "@ruta/ui/components/spinner"
import { useQuery, useQueryClient } from "@tanstack/react-query"

import { api, unwrap } from "../../lib/api.ts"
import { useServerToast } from "../../lib/use-server-toast.ts"
import { NotificationSettingsForm } from "./notification-settings-form.tsx"

const key = (id_client: number) => ["notification-settings", id_client]

/** Loads a client's customer notification settings and saves the form's. */
export function NotificationSettingsCard({ id_client }: { id_client: number }) {
  const queryClient = useQueryClient()
  const toast = useServerToast()
  const params = { path: { id: id_client } }
  const settings = useQuery({
    queryKey: key(id_client),
    queryFn: async () =>
      (await unwrap(api.GET("/clients/{id}/notification-settings", { params })))
        .data,
  })
  if (!settings.data) return <Spinner />
  return (
    <NotificationSettingsForm
      initial={settings.data.settings}
      providers={settings.data.providers}
      onSubmit={async (body) => {
        const saved = await unwrap(
          api.PUT("/clients/{id}/notification-settings", { params, body })
        )
        toast.success(saved.message)
        queryClient.setQueryData(key(id_client), saved.data)
      }}
    />
  )
}
