import { Trans, useLingui } from "@lingui/react/macro"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { listSearch } from "@ruta/ui/lib/list-search"
import { useQuery } from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"

import type { Car as CarInput } from "@ruta/validation/fleet"
import { z } from "zod"

import { getClientCatalogQueryOptions } from "../../features/catalogs/api/client-catalogs.ts"
import {
  carsKey,
  deleteCar,
  getCarsQueryOptions,
  saveCar,
} from "../../features/fleet/api/cars.ts"
import type { Car } from "../../features/fleet/api/cars.ts"
import { CarCapacity } from "../../features/fleet/components/car-capacity.tsx"
import { CarCosts } from "../../features/fleet/components/car-costs.tsx"
import { CarDialog } from "../../features/fleet/components/car-dialog.tsx"
import { useAbility } from "../../features/shell/ability-context.tsx"
import { ClientRequired } from "../../features/shell/client-required.tsx"
import {
  DeleteConfirmation,
  useDeleteConfirmation,
} from "../../features/shell/delete-confirmation.tsx"
import { useListRows } from "../../features/shell/list-rows.ts"
import { useRouteList } from "../../features/shell/route-list.ts"
import { ListScreenHeader } from "../../features/shell/list-screen-header.tsx"
import { OptionFilter } from "../../features/shell/option-filter.tsx"
import { useRowActions } from "../../features/shell/row-actions.ts"
import { useRowEditor } from "../../features/shell/row-editor.ts"
import { ActiveStatus } from "../../features/shell/status-label.tsx"

export const Route = createFileRoute("/main/cars")({
  staticData: { screen: "cars" },
  validateSearch: listSearch({
    site: z.number().int().optional(),
    skill: z.number().int().optional(),
  }),
  component: CarsPage,
})

const helper = createDataTableColumnHelper<Car>()

function CarsPage() {
  const { user } = Route.useRouteContext()
  const id_client = user.clientData?.id_client
  if (id_client === undefined) return <ClientRequired />
  return (
    <Cars id_client={id_client} sites={user.clientData?.subsidiaries ?? []} />
  )
}

function Cars({
  id_client,
  sites,
}: {
  id_client: number
  sites: { id_subsidiary: number; name: string }[]
}) {
  const { t } = useLingui()
  const list = useRouteList(Route.useSearch(), Route.useNavigate())
  const { search } = list
  const ability = useAbility()
  const actions = useRowActions("cars")
  const editor = useRowEditor(
    carsKey,
    (car: Car | null, input: CarInput, carSkills: number[]) =>
      saveCar(input, carSkills, car?.id_car)
  )
  const cars = useListRows(
    getCarsQueryOptions({
      ...list.paging,
      id_subsidiary: search.site,
      skills: search.skill === undefined ? undefined : String(search.skill),
    })
  )
  const skills = useQuery(getClientCatalogQueryOptions("skills", id_client, 2))
  const deletion = useDeleteConfirmation({
    remove: (car: Car) => deleteCar(car.id_car),
    queryKey: carsKey,
  })

  return (
    <section className="grid gap-4">
      <ListScreenHeader
        title={<Trans>Cars</Trans>}
        create={
          ability.can("create", "cars")
            ? { label: <Trans>New car</Trans>, onClick: () => editor.edit() }
            : undefined
        }
      />
      <DataTable
        {...list.table}
        {...cars.table}
        columns={[
          helper.accessor("name", { header: t`Name` }),
          helper.accessor("plate", { header: t`Plate` }),
          helper.accessor(
            (car) =>
              [car.make?.name, car.model?.name].filter(Boolean).join(" "),
            { id: "vehicle", header: t`Vehicle` }
          ),
          helper.accessor((car) => car.subsidiary?.name ?? "", {
            id: "site",
            header: t`Site`,
          }),
          helper.accessor("capacity_weight", {
            id: "capacity",
            header: t`Capacity`,
            cell: (info) => <CarCapacity car={info.row.original} />,
          }),
          helper.accessor("cost_per_km", {
            id: "costs",
            header: t`Costs`,
            cell: (info) => <CarCosts car={info.row.original} />,
          }),
          helper.accessor((car) => car.skills.map((s) => s.name).join(", "), {
            id: "skills",
            header: t`Skills`,
          }),
          helper.accessor((car) => car.driver?.name ?? "", {
            id: "driver",
            header: t`Driver`,
          }),
          helper.accessor("active", {
            header: t`Status`,
            cell: (info) => <ActiveStatus active={info.getValue()} />,
          }),
        ]}
        getRowId={(car) => String(car.id_car)}
        caption={t`Cars`}
        toolbar={
          <div className="flex flex-wrap gap-3">
            <OptionFilter
              label={t`Site`}
              value={search.site}
              onChange={(site) => list.filter("site", site)}
              options={sites.map((site) => ({
                value: site.id_subsidiary,
                label: site.name,
              }))}
            />
            <OptionFilter
              label={t`Skill`}
              value={search.skill}
              onChange={(skill) => list.filter("skill", skill)}
              options={(skills.data ?? []).map((skill) => ({
                value: skill.id,
                label: skill.name,
              }))}
            />
          </div>
        }
        empty={t`No cars match these filters.`}
        rowActions={(car) =>
          actions({
            edit: () => editor.edit(car),
            remove: () => deletion.ask(car),
          })
        }
      />
      {editor.open && (
        <CarDialog
          car={editor.row}
          id_client={id_client}
          sites={sites}
          onClose={editor.close}
          onSave={editor.save}
        />
      )}
      <DeleteConfirmation
        {...deletion.dialog}
        title={t`Delete the car ${deletion.item?.name ?? ""}?`}
        description={t`It leaves every route and driver it has. This cannot be undone.`}
      />
    </section>
  )
}
