import { useLingui } from "@lingui/react/macro"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { useListSearch } from "@ruta/ui/lib/list-search"
import type { ListSearch } from "@ruta/ui/lib/list-search"
import { useState } from "react"

import { useListRows } from "../../shell/list-rows.ts"
import { ActiveStatus } from "../../shell/status-label.tsx"
import { getUsersQueryOptions } from "../api/users.ts"
import type { User } from "../api/users.ts"
import { UserAvatar } from "./user-avatar.tsx"

const helper = createDataTableColumnHelper<User>()

/** The users of one client or one site (the users tabs of spec section 2). */
export function UsersOf({
  id_client,
  id_subsidiary,
}: {
  id_client?: number
  id_subsidiary?: number
}) {
  const { t } = useLingui()
  // A tab of a screen: its paging and search stay in the tab, not in the URL.
  const [search, setSearch] = useState<ListSearch>({})
  const list = useListSearch(search, setSearch)
  const users = useListRows(
    getUsersQueryOptions({
      id_client,
      id_subsidiary,
      page: list.paging.page,
      size: list.paging.size,
      term: list.paging.text,
    })
  )
  return (
    <DataTable
      {...list.table}
      {...users.table}
      columns={[
        helper.display({
          id: "photo",
          header: "",
          cell: (info) => <UserAvatar user={info.row.original} />,
        }),
        helper.accessor("name", { header: t`Name` }),
        helper.accessor("email", { header: t`Email` }),
        helper.accessor((u) => u.role.name, { id: "role", header: t`Role` }),
        helper.accessor("isActive", {
          header: t`Status`,
          cell: (info) => <ActiveStatus active={info.getValue()} />,
        }),
      ]}
      getRowId={(user) => String(user.id_user)}
      caption={t`Users`}
      empty={t`No users here yet.`}
    />
  )
}
