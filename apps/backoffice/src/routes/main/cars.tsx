import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { Select } from "@ruta/ui/components/select"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"
import { Plus } from "lucide-react"
import { useState } from "react"
import { z } from "zod"

import { getClientCatalogQueryOptions } from "../../features/catalogs/api/client-catalogs.ts"
import {
  carsKey,
  deleteCar,
  getCarsQueryOptions,
  saveCar,
} from "../../features/fleet/api/cars.ts"
import type { Car } from "../../features/fleet/api/cars.ts"
import { CarDialog } from "../../features/fleet/components/car-dialog.tsx"
import { useAbility } from "../../features/shell/ability-context.tsx"
import { ClientRequired } from "../../features/shell/client-required.tsx"
import {
  DeleteConfirmation,
  useDeleteConfirmation,
} from "../../features/shell/delete-confirmation.tsx"
import { ListScreenHeader } from "../../features/shell/list-screen-header.tsx"
import { ActiveStatus } from "../../features/shell/status-label.tsx"
import { useServerOutcome } from "../../lib/use-server-mutation.ts"
import { useTableLabels } from "../../lib/use-table-labels.ts"

export const Route = createFileRoute("/main/cars")({
  staticData: { screen: "cars" },
  validateSearch: z.object({
    page: z.number().int().min(0).optional(),
    size: z.number().int().min(1).max(100).optional(),
    text: z.string().optional(),
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
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const ability = useAbility()
  const outcome = useServerOutcome(carsKey)
  const labels = useTableLabels()
  const [editing, setEditing] = useState<Car | "new" | null>(null)
  const filters = {
    page: search.page ?? 0,
    size: search.size ?? 25,
    text: search.text,
    id_subsidiary: search.site,
    skills: search.skill === undefined ? undefined : String(search.skill),
  }
  const cars = useQuery({
    ...getCarsQueryOptions(filters),
    placeholderData: keepPreviousData,
  })
  const skills = useQuery(getClientCatalogQueryOptions("skills", id_client, 2))
  const deletion = useDeleteConfirmation({
    remove: (car: Car) => deleteCar(car.id_car),
    queryKey: carsKey,
  })
  const capacity = (car: Car) =>
    [
      car.capacity_pieces !== null && t`${car.capacity_pieces} pcs`,
      car.capacity_weight !== null && t`${car.capacity_weight} wt`,
      car.capacity_volume !== null && t`${car.capacity_volume} vol`,
    ]
      .filter(Boolean)
      .join(" · ")

  return (
    <section className="grid gap-4">
      <ListScreenHeader title={<Trans>Cars</Trans>}>
        {ability.can("create", "cars") && (
          <Button onClick={() => setEditing("new")}>
            <Plus /> <Trans>New car</Trans>
          </Button>
        )}
      </ListScreenHeader>
      <DataTable
        columns={[
          helper.accessor("name", { header: t`Name` }),
          helper.accessor("plate", { header: t`Plate` }),
          helper.accessor(
            (car) =>
              [car.make?.name, car.model?.name].filter(Boolean).join(" "),
            {
              id: "vehicle",
              header: t`Vehicle`,
              enableSorting: false,
            }
          ),
          helper.accessor((car) => car.subsidiary?.name ?? "", {
            id: "site",
            header: t`Site`,
            enableSorting: false,
          }),
          helper.accessor(capacity, {
            id: "capacity",
            header: t`Capacity`,
            enableSorting: false,
          }),
          helper.accessor((car) => car.skills.map((s) => s.name).join(", "), {
            id: "skills",
            header: t`Skills`,
            enableSorting: false,
          }),
          helper.accessor((car) => car.driver?.name ?? "", {
            id: "driver",
            header: t`Driver`,
            enableSorting: false,
          }),
          helper.accessor("active", {
            header: t`Status`,
            cell: (info) => <ActiveStatus active={info.getValue()} />,
          }),
        ]}
        data={cars.data?.items ?? []}
        rowCount={cars.data?.total ?? 0}
        getRowId={(car) => String(car.id_car)}
        loading={cars.isFetching}
        labels={labels}
        caption={t`Cars`}
        pagination={{ pageIndex: filters.page, pageSize: filters.size }}
        onPaginationChange={(p) =>
          void navigate({
            search: (s) => ({ ...s, page: p.pageIndex, size: p.pageSize }),
          })
        }
        search={search.text ?? ""}
        onSearchChange={(text) =>
          void navigate({
            search: (s) => ({ ...s, text: text || undefined, page: 0 }),
          })
        }
        toolbar={
          <div className="flex flex-wrap gap-3">
            <Select
              label={t`Site`}
              className="w-48"
              value={search.site === undefined ? "all" : String(search.site)}
              onValueChange={(value) =>
                void navigate({
                  search: (s) => ({
                    ...s,
                    site: value === "all" ? undefined : Number(value),
                    page: 0,
                  }),
                })
              }
              options={[
                { value: "all", label: t`All` },
                ...sites.map((site) => ({
                  value: String(site.id_subsidiary),
                  label: site.name,
                })),
              ]}
            />
            <Select
              label={t`Skill`}
              className="w-48"
              value={search.skill === undefined ? "all" : String(search.skill)}
              onValueChange={(value) =>
                void navigate({
                  search: (s) => ({
                    ...s,
                    skill: value === "all" ? undefined : Number(value),
                    page: 0,
                  }),
                })
              }
              options={[
                { value: "all", label: t`All` },
                ...(skills.data ?? []).map((skill) => ({
                  value: String(skill.id),
                  label: skill.name,
                })),
              ]}
            />
          </div>
        }
        empty={t`No cars match these filters.`}
        rowActions={(car) => [
          {
            id: "edit",
            label: t`Edit`,
            disabled: !ability.can("edit", "cars"),
            onSelect: () => setEditing(car),
          },
          {
            id: "delete",
            label: t`Delete`,
            destructive: true,
            disabled: !ability.can("delete", "cars"),
            onSelect: () => deletion.ask(car),
          },
        ]}
      />
      {editing !== null && (
        <CarDialog
          car={editing === "new" ? null : editing}
          id_client={id_client}
          sites={sites}
          onClose={() => setEditing(null)}
          onSave={async (input, carSkills) => {
            const saved = await outcome.settle(() =>
              saveCar(
                input,
                carSkills,
                editing === "new" ? undefined : editing.id_car
              )
            )
            if (saved) setEditing(null)
          }}
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
