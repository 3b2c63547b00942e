import type { Meta, StoryObj } from "@storybook/react-vite"
import { TextField } from "@ruta/ui/components/text-field"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { NamedForm } from "./named-form.tsx"

const meta = {
  title: "Back office/Shell/NamedForm",
  component: NamedForm,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    name: "Acme Deliveries",
    form: {
      errors: {},
      busy: false,
      submit: fn((event: { preventDefault: () => void }) =>
        event.preventDefault()
      ),
    },
    children: <TextField name="address" label="Address" />,
  },
} satisfies Meta<typeof NamedForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue("Acme Deliveries")
    await expect(canvas.getByLabelText("Address")).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Save" }))
    await expect(args.form.submit).toHaveBeenCalled()
  },
}

export const WithError: Story = {
  args: {
    name: "",
    form: { errors: { name: "Required field." }, busy: false, submit: fn() },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("Required field.")
    ).toBeVisible()
  },
}

export const ReadOnly: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText(/^Name/)).toBeDisabled()
    await expect(canvas.getByRole("button", { name: "Save" })).toBeDisabled()
  },
}
