import { Trans } from "@lingui/react/macro"
import { createFileRoute, useNavigate } from "@tanstack/react-router"

import { rolesKey, saveRole } from "../../../../features/roles/api/roles.ts"
import { RoleForm } from "../../../../features/roles/components/role-form.tsx"
import { useCreateAndOpen } from "../../../../features/shell/create-and-open.ts"
import { ListScreenHeader } from "../../../../features/shell/list-screen-header.tsx"

export const Route = createFileRoute("/main/roles/role/")({
  staticData: { screen: "roles" },
  component: NewRolePage,
})

function NewRolePage() {
  const navigate = useNavigate()
  const create = useCreateAndOpen(saveRole, rolesKey, (role) =>
    navigate({ to: "/main/roles/role/$id", params: { id: role.id_role } })
  )
  return (
    <section className="grid gap-6">
      <ListScreenHeader title={<Trans>New role</Trans>} />
      <RoleForm onSubmit={create} />
    </section>
  )
}
