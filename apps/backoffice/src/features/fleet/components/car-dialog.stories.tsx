import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { fixtures } from "../../../stories/fixtures.ts"
import { imperialUnits, unitsQuery } from "../../../stories/units.ts"
import { getClientCatalogQueryOptions } from "../../catalogs/api/client-catalogs.ts"
import { getCatalogQueryOptions } from "../../clients/api/clients.ts"
import {
  getCarCatalogQueryOptions,
  getCarModelsQueryOptions,
} from "../api/cars.ts"
import type { Car } from "../api/cars.ts"
import { CarDialog } from "./car-dialog.tsx"

const meta = {
  title: "Back office/Fleet/CarDialog",
  component: CarDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  parameters: {
    queries: [
      [
        getCarCatalogQueryOptions("/catalogs/car-makes").queryKey,
        fixtures.carMakes,
      ],
      [
        getCarCatalogQueryOptions("/catalogs/car-types").queryKey,
        fixtures.carTypes,
      ],
      [getCarModelsQueryOptions(1).queryKey, fixtures.carModels],
      [
        getCatalogQueryOptions("/catalogs/units-of-distance").queryKey,
        fixtures.unitsOfDistance,
      ],
      [
        getCatalogQueryOptions("/catalogs/units-of-measure").queryKey,
        fixtures.unitsOfMeasure,
      ],
      [
        getCatalogQueryOptions("/catalogs/units-of-weight").queryKey,
        fixtures.unitsOfWeight,
      ],
      [getClientCatalogQueryOptions("skills", 1, 2).queryKey, fixtures.skills],
    ],
  },
  args: {
    car: null,
    id_client: 1,
    sites: [
      { id_subsidiary: 1, name: "Acme Centro" },
      { id_subsidiary: 2, name: "Acme Norte" },
    ],
    onClose: fn(),
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof CarDialog>

export default meta
type Story = StoryObj<typeof meta>

const van7: Car = {
  id_car: 7,
  id_client: 1,
  id_subsidiary: 2,
  subsidiary: { id_subsidiary: 2, name: "Acme Norte" },
  name: "Van 7",
  plate: "abc-123",
  alias: "",
  id_car_make: 1,
  id_car_model: 1,
  id_car_type: 1,
  make: { id: 1, name: "Ford" },
  model: { id: 1, name: "Transit" },
  type: { id: 1, name: "Van" },
  id_unit_of_distance: 1,
  id_unit_of_measure: 1,
  id_unit_of_weight: 2,
  capacity_pieces: 40,
  capacity_weight: null,
  capacity_volume: 12.5,
  fixed_cost: 900,
  cost_per_km: null,
  cost_per_hour: 21.5,
  active: false,
  id_user: null,
  driver: null,
  skills: [{ id_skill: 2, name: "Forklift", active: true }],
  createdAt: "2026-11-01T10:00:00.000Z",
}

export const New: Story = {}

/** The site counts in pounds and cubic feet: the capacities say so, and are saved as typed. */
export const InTheSiteUnits: Story = {
  parameters: {
    queries: [...meta.parameters.queries, unitsQuery(imperialUnits)],
  },
  args: { car: { ...van7, capacity_weight: 1500 } },
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole("dialog"))
    await expect(dialog.getByLabelText("Capacity in weight (lb)")).toHaveValue(
      "1500"
    )
    await expect(dialog.getByLabelText("Capacity in volume (ft³)")).toHaveValue(
      "12.5"
    )
    await expect(dialog.queryByLabelText(/\((kg|m³)\)/)).toBeNull()
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          capacity_weight: 1500,
          capacity_volume: 12.5,
        }),
        [2]
      )
    )
  },
}

export const ShowsTheSpecMessages: Story = {
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole("dialog"))
    await userEvent.type(dialog.getByLabelText("Capacity in pieces"), "2.5")
    await userEvent.type(dialog.getByLabelText("Capacity in weight (kg)"), "-1")
    await userEvent.type(
      dialog.getByLabelText("Capacity in volume (m³)"),
      "abc"
    )
    // Saving shows every message at once; on a busy machine the dialog may still be settling
    // when the first click lands, so the check clicks again until they show.
    await waitFor(async () => {
      await userEvent.click(dialog.getByRole("button", { name: "Save" }))
      await expect(
        dialog.getByText("Value needs to be an integer number")
      ).toBeVisible()
      await expect(
        dialog.getByText("Amount has to be 0 or greater.")
      ).toBeVisible()
      await expect(
        dialog.getByText("Field only accepts numbers.")
      ).toBeVisible()
    })
    await expect(dialog.getAllByText("Required field.").length).toBeGreaterThan(
      0
    )
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const SavesTheSharedBody: Story = {
  args: {
    car: van7,
  },
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole("dialog"))
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        {
          name: "Van 7",
          plate: "ABC-123",
          alias: "",
          id_subsidiary: 2,
          id_car_make: 1,
          id_car_model: 1,
          id_car_type: 1,
          id_unit_of_distance: 1,
          id_unit_of_measure: 1,
          id_unit_of_weight: 2,
          capacity_pieces: 40,
          capacity_weight: null,
          capacity_volume: 12.5,
          fixed_cost: 900,
          cost_per_km: null,
          cost_per_hour: 21.5,
          active: false,
        },
        [2]
      )
    )
  },
}

/** The car's costs, in the client's currency: typed, checked and saved; an empty one is none. */
export const EditsTheCosts: Story = {
  args: { car: van7 },
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole("dialog"))
    await expect(dialog.getByLabelText("Fixed cost per day used")).toHaveValue(
      "900"
    )
    const perKm = dialog.getByLabelText("Cost per km")
    await userEvent.type(perKm, "-2")
    await waitFor(async () => {
      await userEvent.click(dialog.getByRole("button", { name: "Save" }))
      await expect(
        dialog.getByText("Amount has to be 0 or greater.")
      ).toBeVisible()
    })
    await expect(args.onSave).not.toHaveBeenCalled()
    await userEvent.clear(perKm)
    await userEvent.type(perKm, "0.35")
    await userEvent.clear(dialog.getByLabelText("Cost per working hour"))
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          fixed_cost: 900,
          cost_per_km: 0.35,
          cost_per_hour: null,
        }),
        [2]
      )
    )
  },
}
