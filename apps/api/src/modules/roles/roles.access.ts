// Who may reach roles rows: the loaders and checks the roles routes share.
import { Action as A, Subject as S } from "@ruta/permissions/catalog"

import type { Authorized } from "../../platform/authorization/authorization.ts"

/** Reading roles: the roles screen, or choosing a role for a user. */
export function requireRoleReader(auth: Authorized) {
  auth.requireAny([
    [A.menuRoles, S.sideMenu],
    [A.create, S.users],
    [A.edit, S.users],
  ])
}
