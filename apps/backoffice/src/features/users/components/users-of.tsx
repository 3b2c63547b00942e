import { useLingui } from "@lingui/react/macro"
import { DataTable } from "@ruta/ui/components/data-table"
import { useListSearch } from "@ruta/ui/lib/list-search"
import type { ListSearch } from "@ruta/ui/lib/list-search"
import { useState } from "react"

import { useListRows } from "../../shell/list-rows.ts"
import { getUsersQueryOptions } from "../api/users.ts"
import { useUserColumns } from "./user-columns.tsx"

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
      columns={useUserColumns()}
      getRowId={(user) => String(user.id_user)}
      caption={t`Users`}
      empty={t`No users here yet.`}
    />
  )
}
