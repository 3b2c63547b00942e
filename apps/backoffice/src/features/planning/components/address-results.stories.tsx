import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { AddressResults } from "./address-results.tsx"

const result = (index: number, found: boolean, requested: string) => ({
  index,
  alias: null,
  requested_address: requested,
  isDepot: false,
  found,
  address: found ? requested : null,
  latitude: found ? 19.43 : null,
  longitude: found ? -99.13 : null,
  source: found ? ("coordinates" as const) : null,
  id_address: null,
  alternatives: [],
})

const meta = {
  title: "Back office/Planning/AddressResults",
  component: AddressResults,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    lines: [
      { line: 1, latitude: 19.43, longitude: -99.13 },
      { line: 3, address: "Nowhere street 0" },
    ],
    results: [
      result(0, true, "19.43,-99.13"),
      result(1, false, "Nowhere street 0"),
    ],
  },
} satisfies Meta<typeof AddressResults>
export default meta

type Story = StoryObj<typeof meta>

export const SomeLeftOut: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("1 of 2 addresses found.")
    ).toBeInTheDocument()
    await expect(
      canvas.getByText("Line 3: Nowhere street 0")
    ).toBeInTheDocument()
  },
}
export const AllFound: Story = {
  args: { results: [result(0, true, "19.43,-99.13")] },
}
