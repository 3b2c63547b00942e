import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { performanceWeek } from "./performance-fixtures.ts"
import { PerformanceView } from "./performance-view.tsx"

/** Dashboard → Performance: planned against driven for a week. */
const meta = {
  title: "Back office/Dashboard/PerformanceView",
  component: PerformanceView,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { data: performanceWeek },
} satisfies Meta<typeof PerformanceView>
export default meta

type Story = StoryObj<typeof meta>

export const Week: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("performance-on-time")).toHaveTextContent(
      "90 %"
    )
    await expect(canvas.getByTestId("performance-eta-mean")).toHaveTextContent(
      "7 min"
    )
    await expect(
      canvas.getByRole("row", { name: /Ana López 6/ })
    ).toBeInTheDocument()
  },
}
