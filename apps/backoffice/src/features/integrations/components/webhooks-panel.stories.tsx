import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { DeliveryLog } from "./delivery-log.tsx"
import { deliveries, endpoints } from "./fixtures.ts"
import { WebhooksPanel } from "./webhooks-panel.tsx"

const meta = {
  title: "Back office/Integrations/WebhooksPanel",
  component: WebhooksPanel,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    endpoints,
    canCreate: true,
    canEdit: true,
    canDelete: true,
    onCreate: fn(async () => "whsec_c2VjcmV0"),
    onSave: fn(async () => {}),
    onDelete: fn(),
    onRotate: fn(async () => "whsec_bmV3"),
    onTest: fn(),
    onShowLog: fn(),
  },
} satisfies Meta<typeof WebhooksPanel>

export default meta
type Story = StoryObj<typeof meta>

/** The endpoints, one of them disabled after 3 days of failures. */
export const Endpoints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole("table", {
      name: "Webhook endpoints",
    })
    await expect(table).toHaveTextContent("https://shop.example.com/ruta")
    await expect(table).toHaveTextContent("Disabled after 3 days of failures")
  },
}

/** With the first endpoint's delivery log under the list. */
export const WithLog: Story = {
  args: {
    log: (
      <DeliveryLog
        url={endpoints[0]!.url}
        deliveries={deliveries}
        canSend
        onSendAgain={() => {}}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole("table", {
        name: "Deliveries to https://shop.example.com/ruta",
      })
    ).toBeInTheDocument()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole("button", { name: "Nuevo endpoint" })
    ).toBeInTheDocument()
  },
}
