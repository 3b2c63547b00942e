import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, userEvent } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { plan } from "./planning-fixtures.ts"
import { PendingRoutesPicker } from "./pending-routes-picker.tsx"

const meta = {
  title: "Back office/Planning/PendingRoutesPicker",
  component: PendingRoutesPicker,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    id_subsidiary: 1,
    chosen: [],
    onChange: () => {},
    routes: plan.routes,
  },
  render: function Render(args) {
    const [chosen, setChosen] = useState<number[]>([])
    return (
      <div className="grid gap-2">
        <PendingRoutesPicker {...args} chosen={chosen} onChange={setChosen} />
        <p data-testid="chosen">{chosen.join(",")}</p>
      </div>
    )
  },
} satisfies Meta<typeof PendingRoutesPicker>
export default meta

type Story = StoryObj<typeof meta>

export const ChooseTwo: Story = {
  play: async ({ canvas }) => {
    const boxes = canvas.getAllByRole("checkbox")
    await expect(boxes.length).toBe(plan.routes.length)
    await userEvent.click(boxes[0]!)
    await userEvent.click(boxes[1]!)
    await expect(canvas.getByTestId("chosen")).toHaveTextContent(
      `${plan.routes[0]!.id_route},${plan.routes[1]!.id_route}`
    )
  },
}

export const NoPendingRoutes: Story = {
  args: { routes: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("This site has no pending routes.")
    ).toBeInTheDocument()
  },
}
