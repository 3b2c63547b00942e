import { Trans, useLingui } from "@lingui/react/macro"
import { ContextType } from "@ruta/permissions/context-types"
import { DataTable } from "@ruta/ui/components/data-table"
import { listSearch } from "@ruta/ui/lib/list-search"
import {
  Tabs,
  TabsList,
  TabsTrigger,
  TabsContent,
} from "@ruta/ui/components/tabs"
import { createFileRoute } from "@tanstack/react-router"
import { z } from "zod"

import { useAbility } from "../../features/shell/ability-context.tsx"
import {
  DeleteConfirmation,
  useDeleteConfirmation,
} from "../../features/shell/delete-confirmation.tsx"
import { useListRows } from "../../features/shell/list-rows.ts"
import { useRouteList } from "../../features/shell/route-list.ts"
import { ListScreenHeader } from "../../features/shell/list-screen-header.tsx"
import { useRowActions } from "../../features/shell/row-actions.ts"
import { useRowEditor } from "../../features/shell/row-editor.ts"
import {
  deleteUser,
  getUsersQueryOptions,
  saveDriverAssignment,
  saveUser,
  setUserStatus,
  usersKey,
} from "../../features/users/api/users.ts"
import type { User, UserInput } from "../../features/users/api/users.ts"
import { resetTwoFactor } from "../../features/users/api/two-factor-reset.ts"
import { DriverDialog } from "../../features/users/components/driver-dialog.tsx"
import { ResetTwoFactorDialog } from "../../features/users/components/reset-two-factor-dialog.tsx"
import { useUserColumns } from "../../features/users/components/user-columns.tsx"
import { UserDialog } from "../../features/users/components/user-dialog.tsx"
import type { UserKindKey } from "../../features/users/components/user-dialog.tsx"
import { useServerMutation } from "../../lib/use-server-mutation.ts"

const kinds = ["client", "site", "admin", "maintainer", "driver"] as const

export const Route = createFileRoute("/main/users")({
  staticData: { screen: "users" },
  validateSearch: listSearch({ tab: z.enum(kinds).optional() }),
  component: UsersPage,
})

function UsersPage() {
  const { t } = useLingui()
  const { user: me } = Route.useRouteContext()
  const navigate = Route.useNavigate()
  const list = useRouteList(Route.useSearch(), Route.useNavigate())
  const { search } = list
  const ability = useAbility()
  const actions = useRowActions("users")
  const provider =
    me.id_context_type === ContextType.SYSTEM && me.actingForClient === null
  // The provider's staff manage every kind; a client's users manage their own company's.
  const tabs: UserKindKey[] = provider
    ? [...kinds]
    : ["client", "site", "driver"]
  const tab: UserKindKey =
    search.tab && tabs.includes(search.tab) ? search.tab : tabs[0]!
  const editor = useRowEditor(usersKey, (user: User | null, input: UserInput) =>
    saveUser(input, user?.id_user)
  )
  const assigner = useRowEditor(
    usersKey,
    (driver: User | null, skills: number[], id_car: number | null) =>
      saveDriverAssignment(driver!.id_user, skills, id_car)
  )

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
  // A provider administrator resets another administrator's two-factor sign-in (a lost phone).
  const twoFactorReset = useDeleteConfirmation({
    remove: (user: User) => resetTwoFactor(user.id_user),
    queryKey: usersKey,
  })

  const tabLabels: Record<UserKindKey, string> = {
    client: t`Client users`,
    site: t`Site users`,
    admin: t`Admin users`,
    maintainer: t`Maintainer users`,
    driver: t`Driver users`,
  }
  const columns = useUserColumns({ withSites: true })

  return (
    <section className="grid gap-4">
      <ListScreenHeader
        title={<Trans>Users</Trans>}
        create={
          ability.can("create", "users")
            ? { label: <Trans>New user</Trans>, onClick: () => editor.edit() }
            : undefined
        }
      />
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
        <TabsContent value={tab}>
          <DataTable
            {...list.table}
            {...users.table}
            columns={columns}
            getRowId={(user) => String(user.id_user)}
            caption={tabLabels[tab]}
            empty={t`No users here yet.`}
            rowActions={(user) =>
              actions({
                edit: () => editor.edit(user),
                more:
                  tab === "driver"
                    ? [
                        {
                          id: "assign",
                          label: t`Skills and car`,
                          disabled:
                            !ability.can("manageSkills", "users") &&
                            !ability.can("assignCar", "users"),
                          onSelect: () => assigner.edit(user),
                        },
                      ]
                    : tab === "admin" && provider
                      ? [
                          {
                            id: "reset-two-factor",
                            label: t`Reset two-factor`,
                            disabled: user.id_user === me.id_user,
                            onSelect: () => twoFactorReset.ask(user),
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
        </TabsContent>
      </Tabs>
      {editor.open && (
        <UserDialog
          key={editor.row?.id_user ?? `new-${tab}`}
          kind={tab}
          user={editor.row}
          open
          onOpenChange={(open) => !open && editor.close()}
          clientId={provider ? null : (me.clientData?.id_client ?? null)}
          onSave={editor.save}
        />
      )}
      {assigner.row !== null && (
        <DriverDialog
          driver={assigner.row}
          canManageSkills={ability.can("manageSkills", "users")}
          canAssignCar={ability.can("assignCar", "users")}
          onClose={assigner.close}
          onSave={assigner.save}
        />
      )}
      <ResetTwoFactorDialog
        name={twoFactorReset.item?.name ?? null}
        pending={twoFactorReset.dialog.pending}
        onCancel={twoFactorReset.dialog.onCancel}
        onConfirm={twoFactorReset.dialog.onConfirm}
      />
      <DeleteConfirmation
        {...deletion.dialog}
        title={t`Delete ${deletion.item?.name ?? ""}?`}
        description={t`They will no longer be able to sign in. This cannot be undone.`}
      />
    </section>
  )
}
