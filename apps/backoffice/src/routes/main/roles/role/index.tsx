import { Trans } from "@lingui/react/macro"
import { useQueryClient } from "@tanstack/react-query"
import { createFileRoute, useNavigate } from "@tanstack/react-router"

import { rolesKey, saveRole } from "../../../../features/roles/api/roles.ts"
import { RoleForm } from "../../../../features/roles/components/role-form.tsx"
import { useServerToast } from "../../../../lib/use-server-toast.ts"

export const Route = createFileRoute("/main/roles/role/")({
  staticData: { screen: "roles" },
  component: NewRolePage,
})

function NewRolePage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const toast = useServerToast()
  return (
    <section className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">
        <Trans>New role</Trans>
      </h1>
      <RoleForm
        onSubmit={async (input) => {
          try {
            const { data, message } = await saveRole(input)
            toast.success(message)
            await queryClient.invalidateQueries({ queryKey: rolesKey })
            await navigate({
              to: "/main/roles/role/$id",
              params: { id: data.id_role },
            })
          } catch (error) {
            toast.failure(error)
          }
        }}
      />
    </section>
  )
}
