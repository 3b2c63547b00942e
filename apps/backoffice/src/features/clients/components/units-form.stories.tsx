import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { expectToast, refusedSave } from "../../../stories/refusal.ts"
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

/** The server refuses the save: a field's message shows on it, one of no field in a toast. */
export const RefusedByTheServer: Story = {
  args: {
    onSubmit: refusedSave([
      {
        field: "id_unit_of_weight",
        message: "This unit is no longer offered.",
      },
      { field: "id_client", message: "This client is inactive." },
    ]),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      canvas.getByRole("button", { name: "Save configuration" })
    )
    await expect(args.onSubmit).toHaveBeenCalled()
    await expect(
      await canvas.findByText("This unit is no longer offered.")
    ).toBeVisible()
    await expectToast("This client is inactive.")
    await expect(
      canvas.getByRole("combobox", { name: "Unit of weight" })
    ).toHaveTextContent("Pounds")
  },
}
