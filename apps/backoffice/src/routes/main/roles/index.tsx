import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { listSearch } from "@ruta/ui/lib/list-search"
import { useQuery } from "@tanstack/react-query"
import { Link, createFileRoute, useNavigate } from "@tanstack/react-router"
import { Plus } from "lucide-react"
import { z } from "zod"

import type { components } from "@ruta/api-client/schema"

import {
  deleteRole,
  getContextTypesQueryOptions,
  getRolesQueryOptions,
  rolesKey,
  setRoleStatus,
} from "../../../features/roles/api/roles.ts"
import { useAbility } from "../../../features/shell/ability-context.tsx"
import {
  DeleteConfirmation,
  useDeleteConfirmation,
} from "../../../features/shell/delete-confirmation.tsx"
import { useListRows } from "../../../features/shell/list-rows.ts"
import { useRouteList } from "../../../features/shell/route-list.ts"
import { ListScreenHeader } from "../../../features/shell/list-screen-header.tsx"
import { OptionFilter } from "../../../features/shell/option-filter.tsx"
import { useRowActions } from "../../../features/shell/row-actions.ts"
import { ActiveStatus } from "../../../features/shell/status-label.tsx"
import { useServerMutation } from "../../../lib/use-server-mutation.ts"

type Role = components["schemas"]["Role"]

const searchSchema = listSearch({
  type: z.number().int().optional(),
  status: z.enum(["active", "inactive"]).optional(),
})

export const Route = createFileRoute("/main/roles/")({
  staticData: { screen: "roles" },
  validateSearch: searchSchema,
  component: RolesPage,
})

const helper = createDataTableColumnHelper<Role>()

function RolesPage() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate({ from: Route.fullPath })
  const list = useRouteList(Route.useSearch(), Route.useNavigate())
  const { search } = list
  const ability = useAbility()
  const actions = useRowActions("roles")
  const roles = useListRows(
    getRolesQueryOptions({
      page: list.paging.page,
      size: list.paging.size,
      name: list.paging.text,
      id_context_type: search.type,
      isActive:
        search.status === undefined
          ? undefined
          : (String(search.status === "active") as "true" | "false"),
    })
  )
  const contextTypes = useQuery(getContextTypesQueryOptions())
  const lang = i18n.locale === "es" ? "es" : "en"

  const deletion = useDeleteConfirmation({
    remove: (role: Role) => deleteRole(role.id_role),
    queryKey: rolesKey,
  })
  const toggle = useServerMutation(
    (role: Role) => setRoleStatus(role.id_role, !role.isActive),
    rolesKey
  )

  const columns = [
    helper.accessor("name", { header: t`Name` }),
    helper.accessor("context_type_name", {
      header: t`Role type`,
      cell: (info) =>
        contextTypes.data?.find(
          (c) => c.id === info.row.original.id_context_type
        )?.labels[lang] ?? info.getValue(),
    }),
    helper.accessor("description", { header: t`Description` }),
    helper.accessor("isActive", {
      header: t`Status`,
      cell: (info) => <ActiveStatus active={info.getValue()} />,
    }),
  ]

  return (
    <section className="grid gap-4">
      <ListScreenHeader title={<Trans>Roles</Trans>}>
        {ability.can("create", "roles") && (
          <Button asChild>
            <Link to="/main/roles/role">
              <Plus /> <Trans>New role</Trans>
            </Link>
          </Button>
        )}
      </ListScreenHeader>
      <DataTable
        {...list.table}
        {...roles.table}
        columns={columns}
        getRowId={(role) => String(role.id_role)}
        caption={t`Roles`}
        toolbar={
          <div className="flex flex-wrap gap-3">
            <OptionFilter
              label={t`Role type`}
              value={search.type}
              onChange={(type) => list.filter("type", type)}
              options={(contextTypes.data ?? []).map((c) => ({
                value: c.id,
                label: c.labels[lang],
              }))}
            />
            <OptionFilter
              label={t`Status`}
              className="w-40"
              value={search.status}
              onChange={(status) => list.filter("status", status)}
              options={[
                { value: "active" as const, label: t`Active` },
                { value: "inactive" as const, label: t`Inactive` },
              ]}
            />
          </div>
        }
        empty={t`No roles match these filters.`}
        rowActions={(role) =>
          actions({
            edit: () =>
              void navigate({
                to: "/main/roles/role/$id",
                params: { id: role.id_role },
              }),
            toggle: {
              active: role.isActive,
              onSelect: () => toggle.mutate(role),
            },
            remove: () => deletion.ask(role),
          })
        }
      />
      <DeleteConfirmation
        {...deletion.dialog}
        title={t`Delete the role ${deletion.item?.name ?? ""}?`}
        description={t`Only a role that no user holds and no unrevoked API key uses can be deleted. This cannot be undone.`}
      />
    </section>
  )
}
