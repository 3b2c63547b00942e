import { DrawMode } from "@ruta/maps/lib/draw-features"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, waitFor } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { routeColor } from "../route-colors.ts"
import { UNASSIGNED_COLOR } from "./unassigned-list.tsx"
import { WorkspaceMap } from "./workspace-map.tsx"
import { boardPlan } from "./workspace-fixtures.ts"

const onDrawModeChange = fn<(mode: DrawMode) => void>()

const meta = {
  title: "Back office/Planning/WorkspaceMap",
  component: WorkspaceMap,
  tags: ["autodocs"],
  decorators: [withApp],
  parameters: { layout: "fullscreen" },
  args: {
    plan: boardPlan,
    colorOf: fn((id_route: number | null) =>
      id_route === null ? UNASSIGNED_COLOR : routeColor(id_route - 1)
    ),
    selected: new Set([1]),
    drawMode: DrawMode.polygon,
    onDrawModeChange,
    zones: [],
    onZoneStops: fn(),
    onToggleStop: fn(),
    relocating: null,
    onRelocate: fn(),
  },
  // The draw mode is the page's state: the tabs follow what they choose.
  render: function Render(args) {
    const [drawMode, setDrawMode] = useState(args.drawMode)
    return (
      <WorkspaceMap
        {...args}
        drawMode={drawMode}
        onDrawModeChange={(mode) => {
          setDrawMode(mode)
          args.onDrawModeChange(mode)
        }}
      />
    )
  },
} satisfies Meta<typeof WorkspaceMap>
export default meta

type Story = StoryObj<typeof meta>

/** Waits for the offline map (MapLibre, no key in stories) to load. */
const mapLoaded = (root: HTMLElement) =>
  waitFor(
    () =>
      expect(root.querySelector("[data-slot=map]")).toHaveAttribute(
        "data-loaded",
        "true"
      ),
    { timeout: 10_000 }
  )

export const DrawZones: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await mapLoaded(canvasElement)
    await expect(
      canvas.getByRole("region", { name: "Map of Monday deliveries" })
    ).toBeVisible()
    await expect(
      canvasElement.querySelector("[data-slot=map]")
    ).toHaveAttribute("data-engine", "offline")
    // Stops and paths take their route's colour; stops on no route are grey without asking.
    await expect(args.colorOf).toHaveBeenCalledWith(1)
    await expect(args.colorOf).toHaveBeenCalledWith(2)
    await expect(args.colorOf).not.toHaveBeenCalledWith(null)
    const modes = canvas.getByRole("group", {
      name: "Draw a zone to select stops",
    })
    await expect(
      canvas.getByRole("button", { name: "Polygon", pressed: true })
    ).toBeInTheDocument()
    for (const [name, mode] of [
      ["Rectangle", DrawMode.rectangle],
      ["Circle", DrawMode.circle],
      ["Edit zones", DrawMode.select],
      ["Polygon", DrawMode.polygon],
    ] as const) {
      await userEvent.click(canvas.getByRole("button", { name }))
      await expect(args.onDrawModeChange).toHaveBeenLastCalledWith(mode)
      await expect(canvas.getByRole("button", { name })).toHaveAttribute(
        "aria-pressed",
        "true"
      )
    }
    await expect(onDrawModeChange.mock.calls.flat()).toEqual([
      "rectangle",
      "circle",
      "select",
      "polygon",
    ])
    await expect(modes).toBeVisible()
  },
}

/** A planner who may not assign stops: no zones to draw. */
export const ReadOnly: Story = {
  args: { drawMode: null },
  play: async ({ canvasElement, canvas }) => {
    await mapLoaded(canvasElement)
    await expect(
      canvas.queryByRole("group", { name: "Draw a zone to select stops" })
    ).toBeNull()
  },
}
