import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import {
  getActionsQueryOptions,
  getRolePermissionsQueryOptions,
  getSubjectsQueryOptions,
} from "../api/roles.ts"
import { PermissionGrid } from "./permission-grid.tsx"

const subjects = [
  { id_subject: 1, name: "sideMenu", description: "" },
  { id_subject: 2, name: "cars", description: "" },
]
const actions = [
  { id_action: 1, name: "menuCars", description: "" },
  { id_action: 2, name: "create", description: "" },
]
const granted = [
  {
    id_permission: 1,
    id_role: 5,
    id_subject: 1,
    id_action: 1,
    subject: "sideMenu",
    action: "menuCars",
    isActive: true,
  },
]

const meta = {
  title: "Back office/Roles/PermissionGrid",
  component: PermissionGrid,
  tags: ["autodocs"],
  decorators: [withApp],
  parameters: {
    queries: [
      [getSubjectsQueryOptions().queryKey, subjects],
      [getActionsQueryOptions().queryKey, actions],
      [getRolePermissionsQueryOptions(5).queryKey, granted],
    ],
  },
  args: { id_role: 5, editable: true },
} satisfies Meta<typeof PermissionGrid>

export default meta
type Story = StoryObj<typeof meta>

export const Editable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole("switch", { name: "Side menu: Menu: Cars" })
    ).toBeChecked()
    await expect(
      canvas.getByRole("switch", { name: "Cars: Create" })
    ).not.toBeChecked()
  },
}

export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("switch", { name: "Cars: Create" })
    ).toBeDisabled()
  },
}
