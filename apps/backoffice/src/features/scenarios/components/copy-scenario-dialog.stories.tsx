import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { CopyScenarioDialog } from "./copy-scenario-dialog.tsx"

const meta = {
  title: "Back office/Scenarios/CopyScenarioDialog",
  component: CopyScenarioDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    planName: "Week 48",
    initialHorizon: 5,
    onClose: fn(),
    onSubmit: fn(async () => {}),
  },
} satisfies Meta<typeof CopyScenarioDialog>

export default meta
type Story = StoryObj<typeof meta>

/** The planner copies the week with two more vans. */
export const TwoMoreVans: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole("dialog"))
    const name = dialog.getByRole("textbox", { name: "Scenario name" })
    await expect(name).toHaveValue("Week 48 (scenario)")
    await userEvent.clear(name)
    await userEvent.type(name, "Two more vans")
    const vans = dialog.getByRole("textbox", { name: /Vans to add/ })
    await userEvent.clear(vans)
    await userEvent.type(vans, "2")
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Two more vans",
      horizon_days: 5,
      vans: 2,
    })
  },
}

/** A horizon out of range is refused before anything is sent. */
export const HorizonOutOfRange: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole("dialog"))
    const days = dialog.getByRole("textbox", { name: "Days to plan" })
    await userEvent.clear(days)
    await userEvent.type(days, "20")
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await expect(
      await dialog.findByText("An optimization plans 1 to 14 days.")
    ).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async () => {
    const dialog = within(await within(document.body).findByRole("dialog"))
    await expect(
      dialog.getByRole("textbox", { name: "Nombre del escenario" })
    ).toHaveValue("Week 48 (escenario)")
  },
}
