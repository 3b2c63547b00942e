import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import type { Tracking } from "./tracking.ts"
import { TrackingView } from "./tracking-view.tsx"

const onTheWay: Tracking = {
  company: "Tacos Lucía",
  language: "en",
  status: "on_the_way",
  stops_away: 0,
  window: { from: "2026-11-23T16:40:00.000Z", to: "2026-11-23T17:40:00.000Z" },
  time_zone: "America/Mexico_City",
  driver_first_name: "Luis",
  position: null,
  proof: null,
  rating: null,
}

const meta = {
  title: "Back office/Tracking/TrackingView",
  component: TrackingView,
  tags: ["autodocs"],
  decorators: [withApp],
  parameters: { viewport: { defaultViewport: "mobile1" } },
  args: { page: onTheWay, onRate: fn(async () => {}) },
} satisfies Meta<typeof TrackingView>

export default meta
type Story = StoryObj<typeof meta>

export const OnTheWay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "On the way to you"
    )
    await expect(canvas.getByText("10:40–11:40")).toBeVisible()
    await expect(canvas.getByText("Your driver: Luis")).toBeVisible()
  },
}

/**
 * A stop of a Tijuana site, its customer's browser elsewhere (issue 43): the window is on
 * Tijuana's clock, and says so.
 */
export const InTheSiteZone: Story = {
  args: { page: { ...onTheWay, time_zone: "America/Tijuana" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("08:40–09:40")).toBeVisible()
    await expect(canvas.getByTestId("window-zone")).toHaveTextContent("PST")
  },
}

export const StopsAway: Story = {
  args: { page: { ...onTheWay, status: "stops_away", stops_away: 3 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "3 stops away"
    )
  },
}

export const DeliveredRatesOnce: Story = {
  args: { page: { ...onTheWay, status: "delivered", window: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const send = canvas.getByRole("button", { name: "Send rating" })
    await expect(send).toBeDisabled()
    await userEvent.click(canvas.getByRole("button", { name: "4 of 5" }))
    await userEvent.type(
      canvas.getByLabelText("Comment (optional)"),
      "Very kind"
    )
    await userEvent.click(send)
    await expect(args.onRate).toHaveBeenCalledWith(4, "Very kind")
  },
}

export const Rated: Story = {
  args: {
    page: {
      ...onTheWay,
      status: "delivered",
      window: null,
      rating: { rating: 4, comment: "" },
    },
  },
}

export const CouldNotDeliver: Story = {
  args: { page: { ...onTheWay, status: "not_delivered", window: null } },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "Va en camino hacia ti"
    )
  },
}

export const DriverNearby: Story = {
  args: {
    page: {
      ...onTheWay,
      position: {
        latitude: 19.4326,
        longitude: -99.1332,
        at: "2026-11-23T16:31:00.000Z",
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole("region", { name: "Where your driver is" })
    ).toBeVisible()
    await expect(canvas.getByText("Driver's position at 10:31")).toBeVisible()
  },
}

export const DeliveredWithProof: Story = {
  args: {
    page: {
      ...onTheWay,
      status: "delivered",
      window: null,
      proof: {
        recipient_name: "Lucía Pérez",
        completed_at: "2026-11-23T16:52:00.000Z",
        signature: null,
        photos: [],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("Proof of delivery")).toBeVisible()
    await expect(canvas.getByText("Received by Lucía Pérez")).toBeVisible()
    await expect(canvas.getByText("Delivered at 10:52")).toBeVisible()
  },
}
