import { Trans, useLingui } from "@lingui/react/macro"
import {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@ruta/ui/components/tabs"
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"
import { z } from "zod"

import {
  getRoleQueryOptions,
  rolesKey,
  saveRole,
} from "../../../../features/roles/api/roles.ts"
import { PermissionGrid } from "../../../../features/roles/components/permission-grid.tsx"
import { RoleForm } from "../../../../features/roles/components/role-form.tsx"
import { useAbility } from "../../../../features/shell/ability-context.tsx"
import { useServerToast } from "../../../../lib/use-server-toast.ts"

export const Route = createFileRoute("/main/roles/role/$id")({
  staticData: { screen: "roles" },
  params: {
    parse: (p) => ({ id: z.coerce.number().int().positive().parse(p.id) }),
    stringify: (p) => ({ id: String(p.id) }),
  },
  validateSearch: z.object({
    tab: z.enum(["details", "permissions"]).optional(),
  }),
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(getRoleQueryOptions(params.id)),
  component: RolePage,
})

function RolePage() {
  const { t } = useLingui()
  const { id } = Route.useParams()
  const { tab = "details" } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: role } = useSuspenseQuery(getRoleQueryOptions(id))
  const ability = useAbility()
  const queryClient = useQueryClient()
  const toast = useServerToast()

  return (
    <section className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{role.name}</h1>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          void navigate({ search: { tab: value as typeof tab } })
        }
      >
        <TabsList aria-label={t`Role sections`}>
          <TabsTrigger value="details">
            <Trans>Details</Trans>
          </TabsTrigger>
          {ability.can("tabPermissions", "role") && (
            <TabsTrigger value="permissions">
              <Trans>Permissions</Trans>
            </TabsTrigger>
          )}
        </TabsList>
        <TabsContent value="details">
          <RoleForm
            initial={role}
            disabled={!ability.can("edit", "roles")}
            // A refusal goes back to the form: its fields' messages next to them.
            onSubmit={async (input) => {
              const { message } = await saveRole(input, id)
              toast.success(message)
              await queryClient.invalidateQueries({ queryKey: rolesKey })
            }}
          />
        </TabsContent>
        {ability.can("tabPermissions", "role") && (
          <TabsContent value="permissions">
            <PermissionGrid
              id_role={id}
              editable={ability.can("edit", "rolePermissions")}
            />
          </TabsContent>
        )}
      </Tabs>
    </section>
  )
}
