import { DndContext } from "@dnd-kit/core"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { UnassignedList } from "./unassigned-list.tsx"
import { boardPlan } from "./workspace-fixtures.ts"

const meta = {
  title: "Back office/Planning/UnassignedList",
  component: UnassignedList,
  tags: ["autodocs"],
  // The list is a drop target of the workspace's board.
  decorators: [
    (Story) => (
      <DndContext>
        <div className="max-w-md">
          <Story />
        </div>
      </DndContext>
    ),
    withApp,
  ],
  args: {
    stops: boardPlan.stops,
    selected: new Set<number>(),
    onToggle: fn(),
    onSelectAll: fn(),
  },
} satisfies Meta<typeof UnassignedList>
export default meta

type Story = StoryObj<typeof meta>

export const WithReasons: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("region", { name: "Stops on no route" })
    await expect(within(list).getByText("3 stops on no route")).toBeVisible()
    await expect(
      within(list).getByText("2 outside their time window")
    ).toBeVisible()
    await expect(
      within(list).getByText("1 over the cars' capacity")
    ).toBeVisible()
    await expect(
      within(list).getByText("1 needing a skill no car has")
    ).toBeVisible()
    const rows = within(
      within(list).getByRole("list", { name: "Stops on no route" })
    ).getAllByRole("listitem")
    await expect(rows.map((row) => row.getAttribute("aria-label"))).toEqual([
      "Customer 7",
      "Customer 8",
      "Customer 9",
    ])
    // Each stop says its own reasons after its address.
    await expect(rows[1]).toHaveTextContent(
      "Street 8 · outside its time window · over the cars' capacity"
    )
  },
}

export const SelectAll: Story = {
  play: async ({ canvas, args }) => {
    const all = canvas.getByRole("checkbox", {
      name: "Select every stop on no route",
    })
    await expect(all).not.toBeChecked()
    await userEvent.click(all)
    await expect(args.onSelectAll).toHaveBeenCalledWith(true)
  },
}

export const AllSelected: Story = {
  args: { selected: new Set([7, 8, 9]) },
  play: async ({ canvas, args }) => {
    const all = canvas.getByRole("checkbox", {
      name: "Select every stop on no route",
    })
    await expect(all).toBeChecked()
    await userEvent.click(all)
    await expect(args.onSelectAll).toHaveBeenCalledWith(false)
  },
}

export const ToggleOne: Story = {
  args: { selected: new Set([7]) },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole("checkbox", { name: "Select Customer 7" })
    ).toBeChecked()
    // One stop of three chosen is not all of them.
    await expect(
      canvas.getByRole("checkbox", { name: "Select every stop on no route" })
    ).not.toBeChecked()
    await userEvent.click(
      canvas.getByRole("checkbox", { name: "Select Customer 8" })
    )
    await expect(args.onToggle).toHaveBeenCalledWith(8)
    await expect(args.onSelectAll).not.toHaveBeenCalled()
  },
}

export const Empty: Story = {
  args: { stops: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("0 stops on no route")).toBeVisible()
    await expect(canvas.queryByRole("checkbox")).toBeNull()
    await expect(
      canvas.queryByRole("list", { name: "Stops on no route" })
    ).toBeNull()
  },
}

export const Spanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("2 fuera de su ventana horaria")
    ).toBeVisible()
  },
}

/** A multi-day plan names the day constraint when no allowed day had room (issue 45). */
export const NoAllowedDay: Story = {
  args: {
    stops: [
      { ...boardPlan.stops[0]!, unassigned_reasons: ["allowed_days"] },
      { ...boardPlan.stops[1]!, unassigned_reasons: ["allowed_days"] },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("region", { name: "Stops on no route" })
    await expect(
      within(list).getByText("2 for which no allowed day had room")
    ).toBeVisible()
    await expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent(
      "no allowed day had room"
    )
  },
}
