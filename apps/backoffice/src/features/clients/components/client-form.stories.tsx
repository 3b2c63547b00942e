import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { refusedSave, saveIsRefused } from "../../../stories/refusal.ts"
import { ClientForm } from "./client-form.tsx"

const meta = {
  title: "Back office/Clients/ClientForm",
  component: ClientForm,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof ClientForm>

export default meta
type Story = StoryObj<typeof meta>

export const New: Story = {}

export const Editing: Story = {
  args: {
    initial: {
      name: "Acme Deliveries",
      address: "Av. Reforma 222",
      phone_number: "+525512345678",
    },
  },
}

export const ShowsTheSpecMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText("Phone number"), "55-CALL")
    await userEvent.click(canvas.getByRole("button", { name: "Save" }))
    await expect(await canvas.findByText("Required field.")).toBeVisible()
    await expect(
      canvas.getByText(
        "The phone number can't have dash, spaces nor parentheses."
      )
    ).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** A phone typed with spaces, dashes and parentheses is sent without them, as the API keeps it. */
export const KeepsAPhoneWithoutSeparators: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(/^Name/), "Initech")
    await userEvent.type(
      canvas.getByLabelText("Phone number"),
      "(55) 1234-5678"
    )
    await userEvent.click(canvas.getByRole("button", { name: "Save" }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Initech",
      address: "",
      phone_number: "5512345678",
    })
  },
}

/** The server refuses the save: a field's message shows on it, one of no field in a toast. */
export const RefusedByTheServer: Story = {
  args: {
    ...Editing.args,
    onSubmit: refusedSave([
      { field: "name", message: "A client with this name exists." },
      { field: "id_client", message: "This client was deleted." },
    ]),
  },
  play: ({ canvasElement, args }) =>
    saveIsRefused(
      canvasElement,
      args.onSubmit,
      "A client with this name exists.",
      "This client was deleted."
    ),
}
