import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { detailedStop } from "./driver-fixtures.ts"
import { NextStopCard } from "./next-stop-card.tsx"

const meta = {
  title: "Back office/Driver/NextStopCard",
  component: NextStopCard,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    stop: detailedStop(3),
    position: 3,
    canAct: true,
    onArrive: fn(),
    onComplete: fn(),
    onFail: fn(),
  },
} satisfies Meta<typeof NextStopCard>
export default meta

type Story = StoryObj<typeof meta>

/** On the way: directions, the contact, and Arrived once there. */
export const OnTheWay: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("link", { name: "Waze" })).toBeInTheDocument()
    await expect(
      canvas.getByText("Ring twice; the loading bay is at the back.")
    ).toBeInTheDocument()
    await expect(
      canvas.queryByRole("button", { name: "Complete" })
    ).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole("button", { name: "Arrived" }))
    await expect(args.onArrive).toHaveBeenCalled()
  },
}

/** The route runs late: the live ETA, with the planned time beside it. */
export const RunningLate: Story = {
  args: {
    stop: {
      ...detailedStop(3),
      eta: "2026-11-25T14:44:00Z",
      live_eta: "2026-11-25T15:52:00Z",
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("next-stop-eta")).toHaveTextContent(
      /^Expected at .+ \(planned .+\)$/
    )
  },
}

/** The phone looks for its position: the button waits. */
export const Arriving: Story = {
  args: { arriving: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("button", { name: "Recording arrival…" })
    ).toBeDisabled()
  },
}

/** At the stop: the visit ends complete, or not. */
export const AtTheStop: Story = {
  args: {
    stop: {
      ...detailedStop(3),
      arrival: {
        id_stop: 3,
        arrived: "2026-11-25T15:05:00Z",
        latitude: 19.43,
        longitude: -99.13,
      },
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId("arrived-at")).toHaveTextContent(
      "Arrived at"
    )
    await userEvent.click(
      canvas.getByRole("button", { name: "Could not complete" })
    )
    await expect(args.onFail).toHaveBeenCalled()
    await userEvent.click(canvas.getByRole("button", { name: "Complete" }))
    await expect(args.onComplete).toHaveBeenCalled()
  },
}

/** Before the route starts, the visit cannot be recorded yet. */
export const RouteNotStarted: Story = {
  args: { canAct: false },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole("button", { name: "Arrived" })
    ).not.toBeInTheDocument()
  },
}
