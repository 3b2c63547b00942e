import { Trans, useLingui } from "@lingui/react/macro"
import { carSchema } from "@ruta/validation/fleet"
import type { Car as CarBody } from "@ruta/validation/fleet"
import { Checkbox } from "@ruta/ui/components/checkbox"
import { Select } from "@ruta/ui/components/select"
import { Switch } from "@ruta/ui/components/switch"
import { TextField } from "@ruta/ui/components/text-field"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"

import { useUnits } from "../../../lib/use-units.ts"
import { FormDialog } from "../../shell/form-dialog.tsx"
import { useFormSubmit } from "../../shell/form-submit.ts"
import { getClientCatalogQueryOptions } from "../../catalogs/api/client-catalogs.ts"
import { getCatalogQueryOptions } from "../../clients/api/clients.ts"
import {
  getCarCatalogQueryOptions,
  getCarModelsQueryOptions,
} from "../api/cars.ts"
import type { Car } from "../api/cars.ts"

// An empty capacity input clears the capacity; anything else is read as a number (NaN when it
// is not one, which the shared schema reports).
const toNumber = (value: string) => (value === "" ? null : Number(value))

/**
 * Creates or edits a car: identity, site, make, model and type, units, capacities, costs (in
 * the client's currency), skills.
 */
export function CarDialog({
  car,
  id_client,
  sites,
  onClose,
  onSave,
}: {
  car: Car | null
  id_client: number
  sites: { id_subsidiary: number; name: string }[]
  onClose: () => void
  onSave: (input: CarBody, skills: number[]) => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const lang = i18n.locale === "es" ? "es" : "en"
  const [select, setSelect] = useState({
    id_subsidiary: String(car?.id_subsidiary ?? sites[0]?.id_subsidiary ?? ""),
    id_car_make: String(car?.id_car_make ?? ""),
    id_car_model: String(car?.id_car_model ?? ""),
    id_car_type: String(car?.id_car_type ?? ""),
    id_unit_of_distance: String(car?.id_unit_of_distance ?? 1),
    id_unit_of_measure: String(car?.id_unit_of_measure ?? 1),
    id_unit_of_weight: String(car?.id_unit_of_weight ?? 1),
  })
  const [skills, setSkills] = useState<number[]>(
    car?.skills.map((s) => s.id_skill) ?? []
  )
  const [active, setActive] = useState(car?.active ?? true)
  // Capacities are labelled in the chosen site's units and saved as typed.
  const { weightUnit, volumeUnit } = useUnits(
    select.id_subsidiary === "" ? null : Number(select.id_subsidiary)
  )
  const makes = useQuery(getCarCatalogQueryOptions("/catalogs/car-makes"))
  const types = useQuery(getCarCatalogQueryOptions("/catalogs/car-types"))
  const models = useQuery({
    ...getCarModelsQueryOptions(Number(select.id_car_make)),
    enabled: select.id_car_make !== "",
  })
  const distance = useQuery(
    getCatalogQueryOptions("/catalogs/units-of-distance")
  )
  const measure = useQuery(getCatalogQueryOptions("/catalogs/units-of-measure"))
  const weight = useQuery(getCatalogQueryOptions("/catalogs/units-of-weight"))
  const clientSkills = useQuery(
    getClientCatalogQueryOptions("skills", id_client, 2)
  )
  const options = (
    items: { id: number; labels: { en: string; es: string } }[] = []
  ) =>
    items.map((item) => ({ value: String(item.id), label: item.labels[lang] }))
  const choose = (key: keyof typeof select) => (value: string) =>
    setSelect((current) => ({
      ...current,
      [key]: value,
      ...(key === "id_car_make" ? { id_car_model: "" } : {}),
    }))
  const idOf = (value: string) => (value === "" ? -1 : Number(value))

  const { errors, busy, submit } = useFormSubmit(
    (_form, text) =>
      carSchema.safeParse({
        name: text("name"),
        plate: text("plate").toUpperCase(),
        alias: text("alias"),
        id_subsidiary: idOf(select.id_subsidiary),
        id_car_make: idOf(select.id_car_make),
        id_car_model: idOf(select.id_car_model),
        id_car_type: idOf(select.id_car_type),
        id_unit_of_distance: idOf(select.id_unit_of_distance),
        id_unit_of_measure: idOf(select.id_unit_of_measure),
        id_unit_of_weight: idOf(select.id_unit_of_weight),
        capacity_pieces: toNumber(text("capacity_pieces")),
        capacity_weight: toNumber(text("capacity_weight")),
        capacity_volume: toNumber(text("capacity_volume")),
        fixed_cost: toNumber(text("fixed_cost")),
        cost_per_km: toNumber(text("cost_per_km")),
        cost_per_hour: toNumber(text("cost_per_hour")),
        active,
      }),
    (values) => onSave(values, skills)
  )

  return (
    <FormDialog
      title={car ? t`Edit ${car.name}` : t`New car`}
      size="xl"
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      className="grid gap-4 md:grid-cols-3"
      footerClassName="md:col-span-3"
    >
      <TextField
        name="name"
        label={t`Name`}
        defaultValue={car?.name}
        error={errors.name}
        required
      />
      <TextField
        name="plate"
        label={t`Plate`}
        defaultValue={car?.plate}
        error={errors.plate}
        required
      />
      <TextField
        name="alias"
        label={t`Alias`}
        defaultValue={car?.alias}
        error={errors.alias}
      />
      <Select
        label={t`Site`}
        value={select.id_subsidiary}
        onValueChange={choose("id_subsidiary")}
        error={errors.id_subsidiary}
        required
        options={sites.map((s) => ({
          value: String(s.id_subsidiary),
          label: s.name,
        }))}
      />
      <Select
        label={t`Make`}
        value={select.id_car_make}
        onValueChange={choose("id_car_make")}
        placeholder={t`Choose a make`}
        error={errors.id_car_make}
        required
        options={options(makes.data)}
      />
      <Select
        label={t`Model`}
        value={select.id_car_model}
        onValueChange={choose("id_car_model")}
        placeholder={t`Choose a model`}
        error={errors.id_car_model}
        required
        disabled={select.id_car_make === ""}
        options={options(models.data)}
      />
      <Select
        label={t`Type`}
        value={select.id_car_type}
        onValueChange={choose("id_car_type")}
        placeholder={t`Choose a type`}
        error={errors.id_car_type}
        required
        options={options(types.data)}
      />
      <Select
        label={t`Unit of distance`}
        value={select.id_unit_of_distance}
        onValueChange={choose("id_unit_of_distance")}
        error={errors.id_unit_of_distance}
        options={options(distance.data)}
      />
      <Select
        label={t`Unit of measure`}
        value={select.id_unit_of_measure}
        onValueChange={choose("id_unit_of_measure")}
        error={errors.id_unit_of_measure}
        options={options(measure.data)}
      />
      <Select
        label={t`Unit of weight`}
        value={select.id_unit_of_weight}
        onValueChange={choose("id_unit_of_weight")}
        error={errors.id_unit_of_weight}
        options={options(weight.data)}
      />
      <TextField
        name="capacity_pieces"
        inputMode="numeric"
        label={t`Capacity in pieces`}
        defaultValue={car?.capacity_pieces ?? ""}
        error={errors.capacity_pieces}
      />
      <TextField
        name="capacity_weight"
        inputMode="decimal"
        label={t`Capacity in weight (${weightUnit})`}
        defaultValue={car?.capacity_weight ?? ""}
        error={errors.capacity_weight}
      />
      <TextField
        name="capacity_volume"
        inputMode="decimal"
        label={t`Capacity in volume (${volumeUnit})`}
        defaultValue={car?.capacity_volume ?? ""}
        error={errors.capacity_volume}
      />
      {(
        [
          [
            "fixed_cost",
            t`Fixed cost per day used`,
            t`In your currency, for each day the car drives a route.`,
          ],
          ["cost_per_km", t`Cost per km`, undefined],
          ["cost_per_hour", t`Cost per working hour`, undefined],
        ] as const
      ).map(([name, label, description]) => (
        <TextField
          key={name}
          name={name}
          inputMode="decimal"
          label={label}
          description={description}
          defaultValue={car?.[name] ?? ""}
          error={errors[name]}
        />
      ))}
      <fieldset className="grid gap-2 md:col-span-2">
        <legend className="mb-1 text-sm font-medium">
          <Trans>Skills</Trans>
        </legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(clientSkills.data ?? []).map((skill) => (
            <Checkbox
              key={skill.id}
              label={skill.name}
              checked={skills.includes(skill.id)}
              onChange={(event) =>
                setSkills((current) =>
                  event.target.checked
                    ? [...current, skill.id]
                    : current.filter((id) => id !== skill.id)
                )
              }
            />
          ))}
        </div>
      </fieldset>
      <Switch
        label={t`Active`}
        checked={active}
        onChange={(event) => setActive(event.target.checked)}
      />
    </FormDialog>
  )
}
