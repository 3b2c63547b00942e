import { useLingui } from "@lingui/react/macro"
import { createDataTableColumnHelper } from "@ruta/ui/components/data-table"

import { ActiveStatus } from "../../shell/status-label.tsx"
import type { User } from "../api/users.ts"
import { UserAvatar } from "./user-avatar.tsx"

const helper = createDataTableColumnHelper<User>()

/**
 * The columns of every list of users: photo, name, email, role, (sites,) status.
 *
 * @param withSites - adds the user's sites before the status
 */
export function useUserColumns({ withSites = false } = {}) {
  const { t } = useLingui()
  return [
    helper.display({
      id: "photo",
      header: "",
      cell: (info) => <UserAvatar user={info.row.original} />,
    }),
    helper.accessor("name", { header: t`Name` }),
    helper.accessor("email", { header: t`Email` }),
    helper.accessor((u) => u.role.name, { id: "role", header: t`Role` }),
    ...(withSites
      ? [
          helper.accessor((u) => u.subsidiaries.map((s) => s.name).join(", "), {
            id: "sites",
            header: t`Sites`,
          }),
        ]
      : []),
    helper.accessor("isActive", {
      header: t`Status`,
      cell: (info) => <ActiveStatus active={info.getValue()} />,
    }),
  ]
}
