import { useLingui } from "@lingui/react/macro"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useState } from "react"

import { useTableLabels } from "../../../lib/use-table-labels.ts"
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
  const labels = useTableLabels()
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 25 })
  const [term, setTerm] = useState("")
  const users = useQuery({
    ...getUsersQueryOptions({
      id_client,
      id_subsidiary,
      page: pagination.pageIndex,
      size: pagination.pageSize,
      term: term || undefined,
    }),
    placeholderData: keepPreviousData,
  })
  return (
    <DataTable
      columns={[
        helper.display({
          id: "photo",
          header: "",
          cell: (info) => <UserAvatar user={info.row.original} />,
        }),
        helper.accessor("name", { header: t`Name` }),
        helper.accessor("email", { header: t`Email` }),
        helper.accessor((u) => u.role.name, {
          id: "role",
          header: t`Role`,
          enableSorting: false,
        }),
        helper.accessor("isActive", {
          header: t`Status`,
          cell: (info) => <ActiveStatus active={info.getValue()} />,
        }),
      ]}
      data={users.data?.items ?? []}
      rowCount={users.data?.total ?? 0}
      getRowId={(user) => String(user.id_user)}
      loading={users.isFetching}
      labels={labels}
      caption={t`Users`}
      pagination={pagination}
      onPaginationChange={setPagination}
      search={term}
      onSearchChange={setTerm}
      empty={t`No users here yet.`}
    />
  )
}
