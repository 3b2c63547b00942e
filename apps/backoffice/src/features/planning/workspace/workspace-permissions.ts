import { useAbility } from "../../shell/ability-context.tsx"

/** What the signed-in user may do in the optimization workspace. */
export interface WorkspacePermissions {
  optimize: boolean
  /** Rename the optimization or change the days it plans. */
  settings: boolean
  /** Reorder stops and move them between routes (with assign and unassign). */
  layOut: boolean
  assign: boolean
  unassign: boolean
  relocate: boolean
  deleteStop: boolean
  edit: boolean
  createRoute: boolean
  configureRoute: boolean
  deleteRoute: boolean
}

export function useWorkspacePermissions(): WorkspacePermissions {
  const ability = useAbility()
  return {
    optimize: ability.can("optimize", "optimization"),
    settings: ability.can("edit", "optimizations"),
    layOut: ability.can("editRoute", "route"),
    assign: ability.can("assign", "optimization"),
    unassign: ability.can("unassign", "optimization"),
    relocate: ability.can("moveLocation", "route"),
    deleteStop: ability.can("delete", "optimization"),
    edit: ability.can("edit", "optimization"),
    createRoute: ability.can("createRoute", "route"),
    configureRoute: ability.can("configureRoute", "route"),
    deleteRoute: ability.can("deleteRoute", "route"),
  }
}
