import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { Select } from "@ruta/ui/components/select"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
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
import { ListScreenHeader } from "../../../features/shell/list-screen-header.tsx"
import { ActiveStatus } from "../../../features/shell/status-label.tsx"
import { useServerMutation } from "../../../lib/use-server-mutation.ts"
import { useTableLabels } from "../../../lib/use-table-labels.ts"

type Role = components["schemas"]["Role"]

const searchSchema = z.object({
  page: z.number().int().min(0).optional(),
  size: z.number().int().min(1).max(100).optional(),
  name: z.string().optional(),
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
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const ability = useAbility()
  const labels = useTableLabels()

  const filters = {
    page: search.page ?? 0,
    size: search.size ?? 25,
    name: search.name,
    id_context_type: search.type,
    isActive:
      search.status === undefined
        ? undefined
        : (String(search.status === "active") as "true" | "false"),
  }
  const roles = useQuery({
    ...getRolesQueryOptions(filters),
    placeholderData: keepPreviousData,
  })
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
    helper.accessor("description", {
      header: t`Description`,
      enableSorting: false,
    }),
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
        columns={columns}
        data={roles.data?.items ?? []}
        rowCount={roles.data?.total ?? 0}
        getRowId={(role) => String(role.id_role)}
        loading={roles.isFetching}
        labels={labels}
        caption={t`Roles`}
        pagination={{ pageIndex: filters.page, pageSize: filters.size }}
        onPaginationChange={(p) =>
          void navigate({
            search: (s) => ({ ...s, page: p.pageIndex, size: p.pageSize }),
          })
        }
        search={search.name ?? ""}
        onSearchChange={(name) =>
          void navigate({
            search: (s) => ({ ...s, name: name || undefined, page: 0 }),
          })
        }
        toolbar={
          <div className="flex flex-wrap gap-3">
            <Select
              label={t`Role type`}
              className="w-48"
              value={search.type === undefined ? "all" : String(search.type)}
              onValueChange={(value) =>
                void navigate({
                  search: (s) => ({
                    ...s,
                    type: value === "all" ? undefined : Number(value),
                    page: 0,
                  }),
                })
              }
              options={[
                { value: "all", label: t`All` },
                ...(contextTypes.data ?? []).map((c) => ({
                  value: String(c.id),
                  label: c.labels[lang],
                })),
              ]}
            />
            <Select
              label={t`Status`}
              className="w-40"
              value={search.status ?? "all"}
              onValueChange={(value) =>
                void navigate({
                  search: (s) => ({
                    ...s,
                    status:
                      value === "all"
                        ? undefined
                        : (value as "active" | "inactive"),
                    page: 0,
                  }),
                })
              }
              options={[
                { value: "all", label: t`All` },
                { value: "active", label: t`Active` },
                { value: "inactive", label: t`Inactive` },
              ]}
            />
          </div>
        }
        empty={t`No roles match these filters.`}
        rowActions={(role) => [
          {
            id: "edit",
            label: t`Edit`,
            disabled: !ability.can("edit", "roles"),
            onSelect: () =>
              void navigate({
                to: "/main/roles/role/$id",
                params: { id: role.id_role },
              }),
          },
          {
            id: "status",
            label: role.isActive ? t`Deactivate` : t`Activate`,
            disabled: !ability.can("enableDisable", "roles"),
            onSelect: () => toggle.mutate(role),
          },
          {
            id: "delete",
            label: t`Delete`,
            destructive: true,
            disabled: !ability.can("delete", "roles"),
            onSelect: () => deletion.ask(role),
          },
        ]}
      />
      <DeleteConfirmation
        {...deletion.dialog}
        title={t`Delete the role ${deletion.item?.name ?? ""}?`}
        description={t`Users with this role lose its permissions. This cannot be undone.`}
      />
    </section>
  )
}
