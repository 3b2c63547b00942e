import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { expectToast, refusedSave } from "../../../stories/refusal.ts"
import { SiteDialog } from "./site-dialog.tsx"

const meta = {
  title: "Back office/Clients/SiteDialog",
  component: SiteDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { site: null, onClose: fn(), onSave: fn(async () => {}) },
} satisfies Meta<typeof SiteDialog>
export default meta

type Story = StoryObj<typeof meta>

/** A new site's fields go to `onSave`; its name is required. */
export const Creates: Story = {
  play: async ({ args }) => {
    const dialog = within(
      within(document.body).getByRole("dialog", { name: "New site" })
    )
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await waitFor(() =>
      expect(dialog.getByText("Required field.")).toBeVisible()
    )
    await expect(args.onSave).not.toHaveBeenCalled()
    await userEvent.type(dialog.getByLabelText(/^Name/), "Norte")
    await userEvent.type(dialog.getByLabelText(/^Email/), "norte@example.com")
    await userEvent.type(dialog.getByLabelText(/^Phone number/), "81 1234 5678")
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith({
      name: "Norte",
      address: "",
      phone_number: "8112345678",
      email: "norte@example.com",
    })
  },
}

/** The server refuses the save: each field's message shows on it, one of no field in a toast. */
export const RefusedByTheServer: Story = {
  args: {
    onSave: refusedSave([
      { field: "name", message: "A site with this name exists." },
      { field: "id_client", message: "This client is inactive." },
    ]),
  },
  play: async ({ args }) => {
    const body = within(document.body)
    const dialog = within(body.getByRole("dialog", { name: "New site" }))
    await userEvent.type(dialog.getByLabelText(/^Name/), "Norte")
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalled()
    await waitFor(() =>
      expect(dialog.getByText("A site with this name exists.")).toBeVisible()
    )
    await expectToast("This client is inactive.")
    await expect(dialog.getByLabelText(/^Name/)).toHaveValue("Norte")
  },
}

/** The site's time zone is an IANA name: one that is not is refused on its field. */
export const ChoosesATimeZone: Story = {
  play: async ({ args }) => {
    const dialog = within(
      within(document.body).getByRole("dialog", { name: "New site" })
    )
    await userEvent.type(dialog.getByLabelText(/^Name/), "Tijuana")
    await userEvent.type(dialog.getByLabelText(/^Time zone/), "Baja/Nowhere")
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await waitFor(() =>
      expect(dialog.getByText("Choose a valid time zone.")).toBeVisible()
    )
    await expect(args.onSave).not.toHaveBeenCalled()
    await userEvent.clear(dialog.getByLabelText(/^Time zone/))
    await userEvent.type(dialog.getByLabelText(/^Time zone/), "America/Tijuana")
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ name: "Tijuana", time_zone: "America/Tijuana" })
    )
  },
}
