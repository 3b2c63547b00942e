import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { chooseOption } from "@ruta/ui/stories/select-option"

import { withApp } from "../../../stories/app-decorator.tsx"
import { expectToast, refusedSave } from "../../../stories/refusal.ts"
import { StableTerritoriesForm } from "./stable-territories-form.tsx"

const meta = {
  title: "Back office/Clients/StableTerritoriesForm",
  component: StableTerritoriesForm,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    initial: { stable_territories: 30 },
    onSubmit: fn(async () => {}),
  },
} satisfies Meta<typeof StableTerritoriesForm>

export default meta
type Story = StoryObj<typeof meta>

async function choose(canvasElement: HTMLElement, label: RegExp | string) {
  await chooseOption(
    within(canvasElement).getByRole("combobox", { name: "Stable territories" }),
    label
  )
}

/** The recommended weight is chosen; the planner turns it up to high and saves. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const save = canvas.getByRole("button", { name: "Save stable territories" })
    await expect(
      canvas.getByRole("combobox", { name: "Stable territories" })
    ).toHaveTextContent("Low (recommended) · 30 s per customer moved")
    await expect(save).toBeDisabled()
    await choose(canvasElement, /^High/)
    await userEvent.click(save)
    await expect(args.onSubmit).toHaveBeenCalledWith({
      stable_territories: 300,
    })
  },
}

/** Off: customers go to whichever driver drives least. */
export const TurnedOff: Story = {
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, "Off")
    await userEvent.click(
      within(canvasElement).getByRole("button", {
        name: "Save stable territories",
      })
    )
    await expect(args.onSubmit).toHaveBeenCalledWith({ stable_territories: 0 })
  },
}

/** A weight set through the API that is no choice shows as its seconds. */
export const CustomWeight: Story = {
  args: { initial: { stable_territories: 1800 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("combobox", {
        name: "Stable territories",
      })
    ).toHaveTextContent("Custom · 1800 s per customer moved")
  },
}

/** A role without the permission sees the setting and cannot save. */
export const ReadOnly: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("combobox")).toBeDisabled()
    await expect(
      canvas.queryByRole("button", { name: "Save stable territories" })
    ).toBeNull()
  },
}

/** The server refuses the save: its message shows on the field, the rest in a toast. */
export const RefusedByTheServer: Story = {
  args: {
    onSubmit: refusedSave([
      {
        field: "stable_territories",
        message: "Stable territories weigh 0 to 3600 seconds.",
      },
      { field: "id_client", message: "This client is inactive." },
    ]),
  },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, /^Medium/)
    await userEvent.click(
      within(canvasElement).getByRole("button", {
        name: "Save stable territories",
      })
    )
    await expect(
      await within(canvasElement).findByText(
        "Stable territories weigh 0 to 3600 seconds."
      )
    ).toBeVisible()
    await expectToast("This client is inactive.")
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("combobox", {
        name: "Territorios estables",
      })
    ).toHaveTextContent("Bajo (recomendado) · 30 s por cliente movido")
  },
}
