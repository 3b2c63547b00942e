import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { NewOptimizationWizard } from "./new-optimization-wizard.tsx"

const meta = {
  title: "Back office/Planning/NewOptimizationWizard",
  component: NewOptimizationWizard,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    sites: [
      { id_subsidiary: 1, name: "Acme Centro" },
      { id_subsidiary: 2, name: "Acme Norte" },
    ],
    onCreated: fn(),
  },
} satisfies Meta<typeof NewOptimizationWizard>
export default meta

type Story = StoryObj<typeof meta>

export const NameFirst: Story = {
  play: async ({ canvas }) => {
    const current = () =>
      canvas
        .getByRole("list", { name: "New optimization" })
        .querySelector('[aria-current="step"]')
    await expect(current()).toHaveTextContent("Name and method")
    await userEvent.click(canvas.getByRole("button", { name: "Next" }))
    await expect(canvas.getByText("Required field.")).toBeVisible()
    await userEvent.type(canvas.getByLabelText(/^Name/), "Tuesday north")
    await userEvent.click(canvas.getByRole("button", { name: "Next" }))
    await expect(current()).toHaveTextContent("Addresses")
    await userEvent.click(canvas.getByRole("button", { name: "Next" }))
    await expect(canvas.getByText("Required field.")).toBeVisible()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nombre y método")).toBeVisible()
    await expect(
      canvas.getByRole("tab", { name: "Subir una hoja de cálculo" })
    ).toBeVisible()
  },
}
