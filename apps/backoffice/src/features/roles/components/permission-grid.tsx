import { useLingui } from "@lingui/react/macro"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useMemo, useState } from "react"

import { actionLabels, subjectLabels } from "@ruta/permissions/labels"
import { TextField } from "@ruta/ui/components/text-field"

import { useServerToast } from "../../../lib/use-server-toast.ts"
import {
  getActionsQueryOptions,
  getRolePermissionsQueryOptions,
  getSubjectsQueryOptions,
  setPermission,
} from "../api/roles.ts"

type Labels = Record<string, { en: string; es: string } | undefined>

/**
 * The permissions of a role: screens (subjects) by actions, each a switch saved at once through
 * the create-or-update call.
 */
export function PermissionGrid({
  id_role,
  editable,
}: {
  id_role: number
  editable: boolean
}) {
  const { t, i18n } = useLingui()
  const lang = i18n.locale === "es" ? "es" : "en"
  const label = (labels: Labels, name: string) => labels[name]?.[lang] ?? name
  const subjectName = (name: string) => label(subjectLabels, name)
  const actionName = (name: string) => label(actionLabels, name)
  const queryClient = useQueryClient()
  const toast = useServerToast()
  const [filter, setFilter] = useState("")
  const subjects = useQuery(getSubjectsQueryOptions())
  const actions = useQuery(getActionsQueryOptions())
  const granted = useQuery(getRolePermissionsQueryOptions(id_role))
  const active = useMemo(
    () =>
      new Set(
        (granted.data ?? [])
          .filter((p) => p.isActive)
          .map((p) => `${p.id_subject}:${p.id_action}`)
      ),
    [granted.data]
  )
  const permissionsKey = getRolePermissionsQueryOptions(id_role).queryKey
  // Optimistic: the switch moves at once, and moves back if the server refuses.
  const toggle = useMutation({
    mutationFn: setPermission,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: permissionsKey })
      const before = queryClient.getQueryData(permissionsKey)
      queryClient.setQueryData(permissionsKey, (list = []) => {
        const others = list.filter(
          (p) =>
            p.id_subject !== change.id_subject ||
            p.id_action !== change.id_action
        )
        const current = list.find(
          (p) =>
            p.id_subject === change.id_subject &&
            p.id_action === change.id_action
        )
        return current
          ? [...others, { ...current, isActive: change.isActive }]
          : list
      })
      return { before }
    },
    onSuccess: ({ message }) => toast.success(message),
    onError: (error, _change, saved) => {
      queryClient.setQueryData(permissionsKey, saved?.before)
      toast.failure(error)
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: permissionsKey }),
  })
  // The switches clicked and not yet settled, as clicked: a switch moves in the same frame as the
  // click (the cache's optimistic update comes a tick later), and keeps its place until the
  // server's list is back.
  const [clicked, setClicked] = useState<Record<string, boolean>>({})
  const isOn = (key: string) => clicked[key] ?? active.has(key)
  const change = (
    key: string,
    id_subject: number,
    id_action: number,
    isActive: boolean
  ) => {
    setClicked((current) => ({ ...current, [key]: isActive }))
    toggle.mutate(
      { id_role, id_subject, id_action, isActive },
      {
        onSettled: () => setClicked(({ [key]: _settled, ...others }) => others),
      }
    )
  }
  const shown = (subjects.data ?? []).filter((s) =>
    subjectName(s.name).toLowerCase().includes(filter.trim().toLowerCase())
  )

  return (
    <div className="grid gap-3">
      <TextField
        label={t`Find a screen`}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        className="max-w-xs"
      />
      <div className="max-h-[65vh] overflow-auto rounded-lg border">
        <table className="border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{t`Permissions by screen and action`}</caption>
          <thead className="sticky top-0 z-10 bg-card">
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-20 border-b bg-card px-3 py-2 text-left font-medium"
              >
                {t`Screen`}
              </th>
              {(actions.data ?? []).map((action) => (
                <th
                  key={action.id_action}
                  scope="col"
                  className="h-40 border-b px-1 align-bottom font-normal whitespace-nowrap text-muted-foreground"
                >
                  <span className="inline-block rotate-180 [writing-mode:vertical-rl]">
                    {actionName(action.name)}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((subject) => (
              <tr key={subject.id_subject} className="hover:bg-muted/40">
                <th
                  scope="row"
                  className="sticky left-0 border-b bg-card px-3 py-1.5 text-left font-medium whitespace-nowrap"
                >
                  {subjectName(subject.name)}
                </th>
                {(actions.data ?? []).map((action) => {
                  const key = `${subject.id_subject}:${action.id_action}`
                  return (
                    <td key={key} className="border-b px-1 text-center">
                      <input
                        type="checkbox"
                        role="switch"
                        className="size-4 accent-primary"
                        aria-label={`${subjectName(subject.name)}: ${actionName(action.name)}`}
                        checked={isOn(key)}
                        disabled={!editable}
                        onChange={(event) =>
                          change(
                            key,
                            subject.id_subject,
                            action.id_action,
                            event.target.checked
                          )
                        }
                      />
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
