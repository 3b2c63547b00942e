import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { fixtures } from "../../../stories/fixtures.ts"
import { getClientCatalogQueryOptions } from "../../catalogs/api/client-catalogs.ts"
import { getCatalogQueryOptions } from "../../clients/api/clients.ts"
import {
  getCarCatalogQueryOptions,
  getCarModelsQueryOptions,
} from "../api/cars.ts"
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

export const New: Story = {}

export const ShowsTheSpecMessages: Story = {
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole("dialog"))
    await userEvent.type(dialog.getByLabelText("Capacity in pieces"), "2.5")
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await expect(
      await dialog.findByText("Value needs to be an integer number")
    ).toBeVisible()
    await expect(dialog.getAllByText("Required field.").length).toBeGreaterThan(
      0
    )
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}
