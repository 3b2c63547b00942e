import { Trans, useLingui } from "@lingui/react/macro"
import { Checkbox } from "@ruta/ui/components/checkbox"
import { Select } from "@ruta/ui/components/select"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"

import { getClientCatalogQueryOptions } from "../../catalogs/api/client-catalogs.ts"
import {
  getAvailableCarsQueryOptions,
  getUserSkillsQueryOptions,
} from "../api/users.ts"
import type { User } from "../api/users.ts"
import { FormDialog } from "../../shell/form-dialog.tsx"

/** A driver's skills and car (spec section 2: driver skills and car assignment). */
export function DriverDialog({
  driver,
  canManageSkills,
  canAssignCar,
  onClose,
  onSave,
}: {
  driver: User
  canManageSkills: boolean
  canAssignCar: boolean
  onClose: () => void
  onSave: (skills: number[], id_car: number | null) => Promise<void>
}) {
  const { t } = useLingui()
  const clientSkills = useQuery({
    ...getClientCatalogQueryOptions("skills", driver.id_client ?? 0, 2),
    enabled: driver.id_client !== null,
  })
  const current = useQuery(getUserSkillsQueryOptions(driver.id_user))
  const cars = useQuery(getAvailableCarsQueryOptions(driver.id_user))
  // Until the user changes them, the skills are the driver's current ones.
  const [changed, setSkills] = useState<number[] | null>(null)
  const skills = changed ?? current.data?.map((s) => s.id_skill) ?? null
  const [car, setCar] = useState(String(driver.car?.id_car ?? "none"))
  const [busy, setBusy] = useState(false)
  return (
    <FormDialog
      title={t`Skills and car of ${driver.name}`}
      onClose={onClose}
      onSubmit={async (event) => {
        event.preventDefault()
        setBusy(true)
        try {
          await onSave(skills ?? [], car === "none" ? null : Number(car))
        } finally {
          setBusy(false)
        }
      }}
      busy={busy}
      submitDisabled={skills === null}
    >
      <fieldset className="grid gap-2" disabled={!canManageSkills}>
        <legend className="mb-1 text-sm font-medium">
          <Trans>Skills</Trans>
        </legend>
        {(clientSkills.data ?? []).map((skill) => (
          <Checkbox
            key={skill.id}
            label={skill.name}
            checked={(skills ?? []).includes(skill.id)}
            onChange={(event) =>
              setSkills(
                event.target.checked
                  ? [...(skills ?? []), skill.id]
                  : (skills ?? []).filter((id) => id !== skill.id)
              )
            }
          />
        ))}
      </fieldset>
      <Select
        label={t`Car`}
        value={car}
        onValueChange={setCar}
        disabled={!canAssignCar}
        options={[
          { value: "none", label: t`No car` },
          ...(cars.data ?? []).map((c) => ({
            value: String(c.id_car),
            label: `${c.name} (${c.plate})`,
          })),
        ]}
      />
    </FormDialog>
  )
}
