import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { DriverDayView } from "./driver-day-view.tsx"
import {
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
    waiting: 0,
    sending: false,
    onSelect: fn(),
    onStart: fn(),
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

/** On the road: the next stop is the first not done; completing it asks how it went. */
export const OnRoute: Story = {
  args: { day: onRouteDay },
  play: async ({ canvas, args }) => {
    const next = canvas.getByTestId("next-stop")
    await expect(next).toHaveTextContent("Farmacia 3")
    await expect(canvas.getByText("2 of 4 stops done")).toBeInTheDocument()
    await expect(canvas.getByText("Failed")).toBeInTheDocument()
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
    })
  },
}

/** Completions made without a connection wait on the phone, and say so. */
export const WaitingForConnection: Story = {
  args: { day: onRouteDay, waiting: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("sync-status")).toHaveTextContent(
      "2 completed stops are waiting for a connection"
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
