import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { PlanVisitsDialog } from "./plan-visits-dialog.tsx"

const meta = {
  title: "Back office/Planning/PlanVisitsDialog",
  component: PlanVisitsDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    sites: [
      { id_subsidiary: 1, name: "Acme Centro" },
      { id_subsidiary: 2, name: "Acme Tijuana" },
    ],
    zoneOf: (id: number) =>
      id === 2 ? "America/Tijuana" : "America/Mexico_City",
    // Sunday 2026-11-29, 20:00 in Tijuana: already Monday in UTC.
    today: new Date("2026-11-30T04:00:00Z"),
    onClose: fn(),
    onPlan: fn(async () => {}),
  },
} satisfies Meta<typeof PlanVisitsDialog>

export default meta
type Story = StoryObj<typeof meta>

export const NextWeek: Story = {
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole("dialog"))
    // Centro's clock is at 22:00 on Sunday: next week starts tomorrow.
    await expect(dialog.getByLabelText(/^First day/)).toHaveValue("2026-11-30")
    await expect(dialog.getByLabelText(/^Last day/)).toHaveValue("2026-12-04")
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await waitFor(() =>
      expect(args.onPlan).toHaveBeenCalledWith({
        name: "Visits 2026-11-30 to 2026-12-04",
        id_subsidiary: 1,
        from: "2026-11-30",
        to: "2026-12-04",
        routes_per_day: 1,
        day_start: "08:00",
        day_end: "18:00",
        same_driver: false,
      })
    )
  },
}

/** "Same driver as last time" asks every visit planned to keep its customer's last driver. */
export const SameDriver: Story = {
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole("dialog"))
    await userEvent.click(
      dialog.getByRole("switch", { name: /^Same driver as last time/ })
    )
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await waitFor(() =>
      expect(args.onPlan).toHaveBeenCalledWith(
        expect.objectContaining({ same_driver: true })
      )
    )
  },
}

export const RefusesMoreThanTwoWeeks: Story = {
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole("dialog"))
    const last = dialog.getByLabelText(/^Last day/)
    await userEvent.clear(last)
    await userEvent.type(last, "2026-12-20")
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await waitFor(() =>
      expect(
        dialog.getByText("An optimization plans 1 to 14 days.")
      ).toBeVisible()
    )
    await expect(args.onPlan).not.toHaveBeenCalled()
  },
}
