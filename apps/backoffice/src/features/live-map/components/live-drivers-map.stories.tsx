import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { LiveDriversMap } from "./live-drivers-map.tsx"
import {
  STORY_NOW,
  driverOnRoute,
  expectFirstFreshSecondStale,
} from "./live-map-fixtures.ts"

const meta = {
  title: "Back office/Live map/LiveDriversMap",
  component: LiveDriversMap,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    now: STORY_NOW,
    drivers: [
      driverOnRoute(1, "Ana López", 0.5, [
        {
          id_stop: 11,
          name: "Farmacia Roma",
          eta: "2026-11-27T10:40:00Z",
          planned_eta: "2026-11-27T10:10:00Z",
          late_seconds: 12 * 60,
        },
      ]),
      driverOnRoute(2, "Luis Pérez", 5),
    ],
  },
} satisfies Meta<typeof LiveDriversMap>
export default meta

type Story = StoryObj<typeof meta>

/** Ana was seen half a minute ago; Luis five minutes ago, so his marker is grey. */
export const OnTheRoad: Story = {
  play: async ({ canvas }) => {
    // The markers themselves are the map's (its Vehicles story); the list says the same.
    await expectFirstFreshSecondStale(canvas)
    await expect(canvas.getByTestId("predicted-late-11")).toHaveTextContent(
      "Predicted late by 12 min"
    )
  },
}

/** Nobody on the road. */
export const Empty: Story = {
  args: { drivers: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("No driver is on the road.")
    ).toBeInTheDocument()
  },
}
