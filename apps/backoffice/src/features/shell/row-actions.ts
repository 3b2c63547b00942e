import { useLingui } from "@lingui/react/macro"
import type { DataTableRowAction } from "@ruta/ui/components/data-table"

import { useAbility } from "./ability-context.tsx"

/** What a row offers; each action shows only when given, disabled without its permission. */
export interface RowActionHandlers {
  edit?: () => void
  /** Actions of the screen's own, after "Edit". */
  more?: DataTableRowAction[]
  /** Activate / Deactivate. */
  toggle?: { active: boolean; onSelect: () => void }
  remove?: () => void
  /** Disables "Delete" even with the permission (e.g. your own user). */
  keep?: boolean
}

/**
 * The row menu of a list screen: Edit, the screen's own actions, Activate or Deactivate, Delete,
 * each checked against the user's permissions on `subject`.
 *
 * @param subject - the permission subject of the screen ("cars", "users", …)
 * @returns a function from a row's handlers to its actions
 */
export function useRowActions(subject: string) {
  const { t } = useLingui()
  const ability = useAbility()
  return ({
    edit,
    more = [],
    toggle,
    remove,
    keep = false,
  }: RowActionHandlers): DataTableRowAction[] => [
    ...(edit
      ? [
          {
            id: "edit",
            label: t`Edit`,
            disabled: !ability.can("edit", subject),
            onSelect: edit,
          },
        ]
      : []),
    ...more,
    ...(toggle
      ? [
          {
            id: "status",
            label: toggle.active ? t`Deactivate` : t`Activate`,
            disabled: !ability.can("enableDisable", subject),
            onSelect: toggle.onSelect,
          },
        ]
      : []),
    ...(remove
      ? [
          {
            id: "delete",
            label: t`Delete`,
            destructive: true,
            disabled: keep || !ability.can("delete", subject),
            onSelect: remove,
          },
        ]
      : []),
  ]
}
