import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { DriverDayView } from "./driver-day-view.tsx"
import {
  arrivedDay,
  emptyDay,
  onRouteDay,
  pendingDay,
  twoRoutesDay,
} from "./driver-fixtures.ts"

const meta = {
  title: "Back office/Driver/DriverDayView",
  component: DriverDayView,
  tags: ["autodocs"],
  decorators: [withApp],
  parameters: { viewport: { defaultViewport: "mobile1" } },
  args: {
    day: pendingDay,
    selected: undefined,
    waiting: [],
    sending: false,
    onSelect: fn(),
    onStart: fn(),
    onArrive: fn(),
    onComplete: fn(),
  },
} satisfies Meta<typeof DriverDayView>
export default meta

type Story = StoryObj<typeof meta>

/** A route not started: start it; the visit buttons wait for that. */
export const NotStarted: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.queryByRole("button", { name: "Complete" })
    ).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole("button", { name: "Start route" }))
    await expect(args.onStart).toHaveBeenCalledWith(1)
  },
}

/** On the road: the next stop is the first not done; the driver says when they are there. */
export const OnRoute: Story = {
  args: { day: onRouteDay },
  play: async ({ canvas, args }) => {
    const next = canvas.getByTestId("next-stop")
    await expect(next).toHaveTextContent("Farmacia 3")
    await expect(canvas.getByText("2 of 4 stops done")).toBeInTheDocument()
    await expect(canvas.getByText("Failed")).toBeInTheDocument()
    await userEvent.click(within(next).getByRole("button", { name: "Arrived" }))
    await expect(args.onArrive).toHaveBeenCalledWith(3)
  },
}

/** At the stop: completing the visit asks how it went. */
export const AtTheStop: Story = {
  args: { day: arrivedDay },
  play: async ({ canvas, args }) => {
    const next = canvas.getByTestId("next-stop")
    await userEvent.click(
      within(next).getByRole("button", { name: "Complete" })
    )
    const dialog = within(document.body).getByRole("dialog")
    await userEvent.type(
      within(dialog).getByLabelText("Note"),
      "Left at reception"
    )
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Complete stop" })
    )
    await expect(args.onComplete).toHaveBeenCalledWith(3, {
      failed: false,
      id_stop_outcome: null,
      note: "Left at reception",
      recipient_name: "",
      signature: null,
      photos: [],
    })
  },
}

/** What was done without a connection waits on the phone, and says so. */
export const WaitingForConnection: Story = {
  args: {
    day: onRouteDay,
    waiting: [
      { seq: 1, kind: "arrive", name: "Farmacia 3", photos: 0, signed: false },
      {
        seq: 2,
        kind: "complete",
        name: "Farmacia 3",
        photos: 0,
        signed: false,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("sync-status")).toHaveTextContent(
      "2 updates are waiting to be sent"
    )
  },
}

export const TwoRoutes: Story = {
  args: { day: twoRoutesDay },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Afternoon run/ }))
    await expect(args.onSelect).toHaveBeenCalledWith(2)
  },
}

export const NoRoutes: Story = {
  args: { day: emptyDay },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("No routes for you today")
    ).toBeInTheDocument()
  },
}
