import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { CodeField } from "./code-field.tsx"

const meta = {
  title: "Back office/Auth/CodeField",
  component: CodeField,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { error: undefined },
} satisfies Meta<typeof CodeField>

export default meta
type Story = StoryObj<typeof meta>

/** A numeric field a phone fills in from the app's one-time code. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText(/Code from the app/)
    await expect(field).toHaveAttribute("inputmode", "numeric")
    await expect(field).toHaveAttribute("autocomplete", "one-time-code")
    await expect(field).toBeRequired()
  },
}

export const WithError: Story = {
  args: { error: "Enter the 6-digit code." },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("Enter the 6-digit code.")
    ).toBeVisible()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByLabelText(/Código de la aplicación/)
    ).toBeVisible()
  },
}
