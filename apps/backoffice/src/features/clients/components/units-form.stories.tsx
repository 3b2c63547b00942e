import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { fixtures } from "../../../stories/fixtures.ts"
import { getCatalogQueryOptions } from "../api/clients.ts"
import { UnitsForm } from "./units-form.tsx"

const meta = {
  title: "Back office/Clients/UnitsForm",
  component: UnitsForm,
  tags: ["autodocs"],
  decorators: [withApp],
  parameters: {
    queries: [
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
    ],
  },
  args: {
    initial: {
      id_unit_of_distance: 1,
      id_unit_of_measure: 1,
      id_unit_of_weight: 2,
    },
    onSubmit: fn(async () => {}),
  },
} satisfies Meta<typeof UnitsForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole("combobox", { name: "Unit of weight" })
    ).toHaveTextContent("Pounds")
    await userEvent.click(
      canvas.getByRole("button", { name: "Save configuration" })
    )
    await expect(args.onSubmit).toHaveBeenCalledWith(args.initial)
  },
}

export const ReadOnly: Story = { args: { disabled: true } }
