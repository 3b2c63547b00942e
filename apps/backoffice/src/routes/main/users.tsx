import { Trans, useLingui } from "@lingui/react/macro"
import { ContextType } from "@ruta/permissions/context-types"
import { Button } from "@ruta/ui/components/button"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { listSearch, useListSearch } from "@ruta/ui/lib/list-search"
import { Tabs, TabsList, TabsTrigger } from "@ruta/ui/components/tabs"
import { createFileRoute } from "@tanstack/react-router"
import { Plus } from "lucide-react"
import { useState } from "react"
import { z } from "zod"

import { useAbility } from "../../features/shell/ability-context.tsx"
import {
  DeleteConfirmation,
  useDeleteConfirmation,
} from "../../features/shell/delete-confirmation.tsx"
import { useListRows } from "../../features/shell/list-rows.ts"
import { ListScreenHeader } from "../../features/shell/list-screen-header.tsx"
import { useRowActions } from "../../features/shell/row-actions.ts"
import { ActiveStatus } from "../../features/shell/status-label.tsx"
import {
  deleteUser,
  getUsersQueryOptions,
  saveDriverAssignment,
  saveUser,
  setUserStatus,
  usersKey,
} from "../../features/users/api/users.ts"
import type { User } from "../../features/users/api/users.ts"
import { DriverDialog } from "../../features/users/components/driver-dialog.tsx"
import { UserAvatar } from "../../features/users/components/user-avatar.tsx"
import { UserDialog } from "../../features/users/components/user-dialog.tsx"
import type { UserKindKey } from "../../features/users/components/user-dialog.tsx"
import {
  useServerMutation,
  useServerOutcome,
} from "../../lib/use-server-mutation.ts"

const kinds = ["client", "site", "admin", "maintainer", "driver"] as const

export const Route = createFileRoute("/main/users")({
  staticData: { screen: "users" },
  validateSearch: listSearch({ tab: z.enum(kinds).optional() }),
  component: UsersPage,
})

const helper = createDataTableColumnHelper<User>()

function UsersPage() {
  const { t } = useLingui()
  const { user: me } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const list = useListSearch(
    search,
    (update) => void navigate({ search: update })
  )
  const ability = useAbility()
  const actions = useRowActions("users")
  const outcome = useServerOutcome(usersKey)
  const provider =
    me.id_context_type === ContextType.SYSTEM && me.actingForClient === null
  // The provider's staff manage every kind; a client's users manage their own company's.
  const tabs: UserKindKey[] = provider
    ? [...kinds]
    : ["client", "site", "driver"]
  const tab = search.tab && tabs.includes(search.tab) ? search.tab : tabs[0]!
  const [editing, setEditing] = useState<User | "new" | null>(null)
  const [assigning, setAssigning] = useState<User | null>(null)

  const users = useListRows(
    getUsersQueryOptions({
      kind: tab,
      page: list.paging.page,
      size: list.paging.size,
      term: list.paging.text,
    })
  )
  const deletion = useDeleteConfirmation({
    remove: (user: User) => deleteUser(user.id_user),
    queryKey: usersKey,
  })
  const toggle = useServerMutation(
    (user: User) => setUserStatus(user.id_user, !user.isActive),
    usersKey
  )

  const tabLabels: Record<UserKindKey, string> = {
    client: t`Client users`,
    site: t`Site users`,
    admin: t`Admin users`,
    maintainer: t`Maintainer users`,
    driver: t`Driver users`,
  }
  const columns = [
    helper.display({
      id: "photo",
      header: "",
      cell: (info) => <UserAvatar user={info.row.original} />,
    }),
    helper.accessor("name", { header: t`Name` }),
    helper.accessor("email", { header: t`Email` }),
    helper.accessor((u) => u.role.name, { id: "role", header: t`Role` }),
    helper.accessor((u) => u.subsidiaries.map((s) => s.name).join(", "), {
      id: "sites",
      header: t`Sites`,
    }),
    helper.accessor("isActive", {
      header: t`Status`,
      cell: (info) => <ActiveStatus active={info.getValue()} />,
    }),
  ]

  return (
    <section className="grid gap-4">
      <ListScreenHeader title={<Trans>Users</Trans>}>
        {ability.can("create", "users") && (
          <Button onClick={() => setEditing("new")}>
            <Plus /> <Trans>New user</Trans>
          </Button>
        )}
      </ListScreenHeader>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          void navigate({ search: { tab: value as UserKindKey } })
        }
      >
        <TabsList aria-label={t`Kinds of user`}>
          {tabs.map((kind) => (
            <TabsTrigger key={kind} value={kind}>
              {tabLabels[kind]}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <DataTable
        {...list.table}
        {...users.table}
        columns={columns}
        getRowId={(user) => String(user.id_user)}
        caption={tabLabels[tab]}
        empty={t`No users here yet.`}
        rowActions={(user) =>
          actions({
            edit: () => setEditing(user),
            more:
              tab === "driver"
                ? [
                    {
                      id: "assign",
                      label: t`Skills and car`,
                      disabled:
                        !ability.can("manageSkills", "users") &&
                        !ability.can("assignCar", "users"),
                      onSelect: () => setAssigning(user),
                    },
                  ]
                : [],
            toggle: {
              active: user.isActive,
              onSelect: () => toggle.mutate(user),
            },
            remove: () => deletion.ask(user),
            keep: user.id_user === me.id_user,
          })
        }
      />
      {editing !== null && (
        <UserDialog
          key={editing === "new" ? `new-${tab}` : editing.id_user}
          kind={tab}
          user={editing === "new" ? null : editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          clientId={provider ? null : (me.clientData?.id_client ?? null)}
          onSave={async (input) => {
            const saved = await outcome.settle(() =>
              saveUser(input, editing === "new" ? undefined : editing.id_user)
            )
            if (saved) setEditing(null)
          }}
        />
      )}
      {assigning !== null && (
        <DriverDialog
          driver={assigning}
          canManageSkills={ability.can("manageSkills", "users")}
          canAssignCar={ability.can("assignCar", "users")}
          onClose={() => setAssigning(null)}
          onSave={async (skills, id_car) => {
            const saved = await outcome.settle(() =>
              saveDriverAssignment(assigning.id_user, skills, id_car)
            )
            if (saved) setAssigning(null)
          }}
        />
      )}
      <DeleteConfirmation
        {...deletion.dialog}
        title={t`Delete ${deletion.item?.name ?? ""}?`}
        description={t`They will no longer be able to sign in. This cannot be undone.`}
      />
    </section>
  )
}
