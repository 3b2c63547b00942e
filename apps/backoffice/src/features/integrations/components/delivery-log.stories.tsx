import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { unitsInZone, unitsQuery } from "../../../stories/units.ts"
import { DeliveryLog } from "./delivery-log.tsx"
import { deliveries } from "./fixtures.ts"

const meta = {
  title: "Back office/Integrations/DeliveryLog",
  component: DeliveryLog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    url: "https://shop.example.com/ruta",
    deliveries,
    canSend: true,
    onSendAgain: fn(),
  },
} satisfies Meta<typeof DeliveryLog>

export default meta
type Story = StoryObj<typeof meta>

/** Each delivery's status, answer, time and the answer's first 1 KB. */
export const Log: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole("table", {
      name: "Deliveries to https://shop.example.com/ruta",
    })
    await expect(table).toHaveTextContent("Waiting to retry")
    await expect(table).toHaveTextContent("Delivered")
    await expect(table).toHaveTextContent("120 ms")
    await expect(table).toHaveTextContent("Internal Server Error")
  },
}

/** A user of one site in Tijuana (issue 43): 08:15 UTC is 12:15 AM there, with the zone. */
export const OnTheSiteClock: Story = {
  parameters: {
    queries: [
      unitsQuery({
        ...unitsInZone("America/Tijuana"),
        time_zone: "America/Tijuana",
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole("table", {
      name: "Deliveries to https://shop.example.com/ruta",
    })
    await expect(table).toHaveTextContent(/Nov 21, 2026, 12:15\sAM PST/)
  },
}

export const Empty: Story = {
  args: { deliveries: [] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Nothing sent yet.")
    ).toBeInTheDocument()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Entregado")
    ).toBeInTheDocument()
  },
}
