import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { unitsInZone, unitsQuery } from "../../../stories/units.ts"
import { DriversList } from "./drivers-list.tsx"
import {
  STORY_NOW,
  driverOnRoute,
  expectFirstFreshSecondStale,
} from "./live-map-fixtures.ts"

const meta = {
  title: "Back office/Live map/DriversList",
  component: DriversList,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    now: STORY_NOW,
    drivers: [
      driverOnRoute(1, "Ana López", 1),
      driverOnRoute(2, "Luis Pérez", 3),
    ],
  },
} satisfies Meta<typeof DriversList>
export default meta

type Story = StoryObj<typeof meta>

/** Seen a minute ago, and three minutes ago: the second is greyed. */
export const SeenAndStale: Story = {
  play: async ({ canvas }) => {
    await expectFirstFreshSecondStale(canvas)
    await expect(canvas.getByTestId("driver-2")).toHaveTextContent("Last seen")
  },
}

/** Drivers of a site in Tijuana (issue 43): 09:44 UTC is 1:44 AM there, said with the zone. */
export const OnTheSiteClock: Story = {
  parameters: { queries: [unitsQuery(unitsInZone("America/Tijuana"))] },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("driver-1")).toHaveTextContent(
      /Seen 1:44\sAM PST/
    )
  },
}
