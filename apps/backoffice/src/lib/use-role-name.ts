import { useLingui } from "@lingui/react/macro"
import { SeedRole } from "@ruta/permissions/context-types"

/**
 * How a role is named on screen: the product's own roles by the kind of user they are for, as the
 * users screen's tabs say ("Site users", not the stored "subsidiary user"); a role a client made
 * by the name it was given.
 */
export function useRoleName(): (role: {
  id_role: number
  name: string
}) => string {
  const { t } = useLingui()
  const seeded: Record<number, string> = {
    [SeedRole.SuperAdmin.id_role]: t`Admin users`,
    [SeedRole.Administrator.id_role]: t`Admin users`,
    [SeedRole.ClientUser.id_role]: t`Client users`,
    [SeedRole.SubsidiaryUser.id_role]: t`Site users`,
    [SeedRole.Maintainer.id_role]: t`Maintainer users`,
    [SeedRole.Driver.id_role]: t`Driver users`,
  }
  return (role) => seeded[role.id_role] ?? role.name
}
