import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import {
  getClientChoicesQueryOptions,
  getRolesOfTypeQueryOptions,
  getSitesOfClientQueryOptions,
} from "../api/users.ts"
import { UserDialog } from "./user-dialog.tsx"

const role = (id_role: number, name: string, id_context_type: number) => ({
  id_role,
  name,
  id_context_type,
  context_type_name: "",
  description: "",
  isActive: true,
})

const meta = {
  title: "Back office/Users/UserDialog",
  component: UserDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  parameters: {
    queries: [
      [getRolesOfTypeQueryOptions(2).queryKey, [role(2, "client user", 2)]],
      [getRolesOfTypeQueryOptions(3).queryKey, [role(3, "subsidiary user", 3)]],
      [
        getClientChoicesQueryOptions().queryKey,
        [
          {
            id_client: 1,
            name: "Acme Deliveries",
            address: "",
            phone_number: "",
            isActive: true,
            createdAt: "",
          },
        ],
      ],
      [
        getSitesOfClientQueryOptions(1).queryKey,
        [
          {
            id_subsidiary: 1,
            id_client: 1,
            name: "Acme Centro",
            address: "",
            phone_number: "",
            email: "",
            active: true,
            isMain: true,
            configuration: {
              id_unit_of_distance: 1,
              id_unit_of_measure: 1,
              id_unit_of_weight: 1,
            },
            createdAt: "",
          },
          {
            id_subsidiary: 2,
            id_client: 1,
            name: "Acme Norte",
            address: "",
            phone_number: "",
            email: "",
            active: true,
            isMain: false,
            configuration: {
              id_unit_of_distance: 1,
              id_unit_of_measure: 1,
              id_unit_of_weight: 1,
            },
            createdAt: "",
          },
        ],
      ],
    ],
  },
  args: {
    kind: "client",
    user: null,
    open: true,
    onOpenChange: fn(),
    clientId: null,
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof UserDialog>

export default meta
type Story = StoryObj<typeof meta>

export const NewClientUser: Story = {}

export const NewSiteUserOfOwnClient: Story = {
  args: { kind: "site", clientId: 1 },
}

export const ShowsTheSpecMessages: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole("dialog")
    const canvas = within(dialog)
    await userEvent.type(canvas.getByLabelText(/^Email/), "not-an-email")
    await userEvent.type(canvas.getByLabelText(/^Telephone/), "55 CALL ME")
    // On a busy machine the dialog may still be settling when the first click lands: the check
    // clicks again until the messages show.
    await waitFor(async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Save" }))
      await expect(canvas.getByText("Enter a valid email.")).toBeVisible()
    })
    await expect(canvas.getAllByText("Required field.").length).toBeGreaterThan(
      0
    )
    await expect(
      canvas.getByText(
        "The phone number can't have dash, spaces nor parentheses."
      )
    ).toBeVisible()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}
