import { DndContext } from "@dnd-kit/core"
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { imperialUnits, unitsQuery } from "../../../stories/units.ts"
import { routeColor } from "../route-colors.ts"
import { route, stop } from "./planning-fixtures.ts"
import { RouteCard } from "./route-card.tsx"
import { loadedRoute, overloadedRoute } from "./workspace-fixtures.ts"

/** A route card is a drop target in the workspace's list of routes. */
const withRouteList: Decorator = (Story) => (
  <DndContext>
    <ul className="grid max-w-md gap-2" aria-label="Routes">
      <Story />
    </ul>
  </DndContext>
)

const meta = {
  title: "Back office/Planning/RouteCard",
  component: RouteCard,
  tags: ["autodocs"],
  decorators: [withRouteList, withApp],
  args: {
    route: loadedRoute,
    color: routeColor(0),
    expanded: false,
    onExpandedChange: fn(),
    selected: false,
    onSelectedChange: fn(),
    onOpen: fn(),
    onConfigure: fn(),
    onDelete: fn(),
    onOptimize: fn(),
    children: <p className="p-3 text-sm">The stops of Route 1</p>,
  },
} satisfies Meta<typeof RouteCard>
export default meta

type Story = StoryObj<typeof meta>

export const UnderCapacity: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole("listitem", { name: "Route 1" })
    await expect(card).toHaveTextContent("2 stops · 18.4 km · 2 h 35 min")
    await expect(card).toHaveTextContent(
      "Driver 1 · Centro van · from Acme Centro Depot"
    )
    await expect(
      canvas.getByRole("meter", { name: "Pieces: 8 of 10" })
    ).toHaveAttribute("aria-valuenow", "8")
    await expect(canvas.getByText("8 / 10")).not.toHaveClass("text-destructive")
    await expect(
      canvas.getByRole("meter", { name: "Weight: 60 of 100 kg" })
    ).toBeInTheDocument()
    await expect(canvas.queryByText(/over$/)).toBeNull()
  },
}

export const OverCapacity: Story = {
  args: { route: overloadedRoute },
  play: async ({ canvas }) => {
    const pieces = canvas.getByRole("meter", { name: "Pieces: 14 of 10" })
    await expect(pieces.firstElementChild).toHaveClass("bg-destructive")
    // 140 % of the capacity fills the bar, no further.
    await expect((pieces.firstElementChild as HTMLElement).style.width).toBe(
      "100%"
    )
    await expect(canvas.getByText("14 / 10 over")).toHaveClass(
      "text-destructive"
    )
    const weight = canvas.getByRole("meter", {
      name: "Weight: 90 of 100 kg",
    })
    await expect(weight.firstElementChild).toHaveClass("bg-primary")
    await expect(canvas.getByText("90 / 100 kg")).not.toHaveClass(
      "text-destructive"
    )
  },
}

/** The site counts in miles and pounds: the distance is converted, the weights only labelled. */
export const InTheSiteUnits: Story = {
  args: { route: overloadedRoute },
  parameters: { queries: [unitsQuery(imperialUnits)] },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("listitem", { name: "Route 1" })
    // 18.4 km are 11.4 miles.
    await expect(card).toHaveTextContent("11.4 mi")
    await expect(card).not.toHaveTextContent("km")
    await expect(
      canvas.getByRole("meter", { name: "Weight: 90 of 100 lb" })
    ).toBeInTheDocument()
    await expect(canvas.getByText("14 / 10 over")).toBeInTheDocument()
  },
}

export const Folded: Story = {
  play: async ({ canvas, args }) => {
    const chevron = canvas.getByRole("button", {
      name: "Show the stops of Route 1",
    })
    await expect(chevron).toHaveAttribute("aria-expanded", "false")
    await expect(canvas.queryByText("The stops of Route 1")).toBeNull()
    await userEvent.click(chevron)
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true)
  },
}

export const Expanded: Story = {
  args: { expanded: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("The stops of Route 1")).toBeVisible()
    const chevron = canvas.getByRole("button", {
      name: "Hide the stops of Route 1",
    })
    await expect(chevron).toHaveAttribute("aria-expanded", "true")
    await userEvent.click(chevron)
    await expect(args.onExpandedChange).toHaveBeenCalledWith(false)
  },
}

export const NoDriverNoCar: Story = {
  args: { route: { ...route(2, [stop(3, 2)]), depot: null } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("listitem", { name: "Route 2" })
    ).toHaveTextContent("No driver · No car")
    await expect(canvas.queryByText(/^from /)).toBeNull()
    // Without a car there is no capacity to load against.
    await expect(canvas.queryAllByRole("meter")).toHaveLength(0)
  },
}

export const Actions: Story = {
  play: async ({ canvas, args }) => {
    for (const [name, handler] of [
      ["Route 1", args.onOpen],
      ["Optimize Route 1", args.onOptimize],
      ["Configure Route 1", args.onConfigure],
      ["Delete Route 1", args.onDelete],
    ] as const) {
      await userEvent.click(canvas.getByRole("button", { name }))
      await expect(handler).toHaveBeenCalledTimes(1)
    }
    await userEvent.click(
      canvas.getByRole("checkbox", { name: "Choose Route 1 to optimize" })
    )
    await expect(args.onSelectedChange).toHaveBeenCalledWith(true)
  },
}

/** A planner who may only look: no optimize, configure, delete or choose. */
export const WithoutActions: Story = {
  args: {
    onOptimize: undefined,
    onConfigure: undefined,
    onDelete: undefined,
    onSelectedChange: undefined,
  },
  play: async ({ canvas }) => {
    for (const name of [
      "Optimize Route 1",
      "Configure Route 1",
      "Delete Route 1",
    ])
      await expect(canvas.queryByRole("button", { name })).toBeNull()
    await expect(canvas.queryByRole("checkbox")).toBeNull()
    await expect(
      canvas.getByRole("button", { name: "Route 1" })
    ).toBeInTheDocument()
  },
}

export const Spanish: Story = {
  args: { route: overloadedRoute },
  globals: { locale: "es" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("button", { name: "Mostrar las paradas de Route 1" })
    ).toBeInTheDocument()
    await expect(canvas.getByText("14 / 10, excedido")).toHaveClass(
      "text-destructive"
    )
  },
}
