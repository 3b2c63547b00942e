import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { fixtures } from "../../../stories/fixtures.ts"
import { AbilityContext } from "../../shell/ability-context.tsx"
import { abilityFrom } from "../../../lib/ability.ts"
import { getCatalogQueryOptions } from "../api/clients.ts"
import type { Client } from "../api/clients.ts"
import { Activities } from "./activities.tsx"
import { tijuanaClientQuery } from "../../../stories/units.ts"

const client: Client = {
  id_client: 1,
  name: "Acme Deliveries",
  address: "",
  phone_number: "",
  isActive: true,
  createdAt: "2026-11-01T10:00:00.000Z",
  stripe_id: null,
  isAssignedToMe: true,
  configuration: {
    id_unit_of_distance: 1,
    id_unit_of_measure: 1,
    id_unit_of_weight: 1,
  },
  subsidiaries: [],
  activities: [
    {
      id_activity: 1,
      id_client: 1,
      id_activity_type: 1,
      activity_type: { id_activity_type: 1 },
      description: "Called about the new depot",
      createdAt: "2026-11-10T10:00:00.000Z",
    },
    {
      id_activity: 2,
      id_client: 1,
      id_activity_type: 2,
      activity_type: { id_activity_type: 2 },
      description: "Visited the Norte site",
      createdAt: "2026-11-12T15:30:00.000Z",
    },
  ],
}

const canManage = abilityFrom(
  ["create", "delete"].map((action, i) => ({
    id_permission: i,
    id_role: 1,
    id_subject: 1,
    id_action: i,
    isActive: true,
    subject: "client",
    action,
  }))
)

const meta = {
  title: "Back office/Clients/Activities",
  component: Activities,
  tags: ["autodocs"],
  decorators: [withApp],
  parameters: {
    queries: [
      [
        getCatalogQueryOptions("/catalogs/activity-types").queryKey,
        fixtures.activityTypes,
      ],
    ],
  },
  args: { client },
} satisfies Meta<typeof Activities>

export default meta
type Story = StoryObj<typeof meta>

export const ReadOnly: Story = {}

export const Managing: Story = {
  decorators: [
    (Story) => (
      <AbilityContext.Provider value={canManage}>
        <Story />
      </AbilityContext.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("Visited the Norte site")).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Add activity" }))
    await expect(await canvas.findByText("Required field.")).toBeVisible()
    await expect(canvas.getByText("Description is required")).toBeVisible()
  },
}

/** A client in Tijuana seen from a browser elsewhere: its activities are on its clock, labelled. */
export const OnTheSiteClock: Story = {
  parameters: {
    queries: [
      [
        getCatalogQueryOptions("/catalogs/activity-types").queryKey,
        fixtures.activityTypes,
      ],
      tijuanaClientQuery,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Nov 12, 2026, 7:30\sAM PST/)
    ).toBeVisible()
  },
}
