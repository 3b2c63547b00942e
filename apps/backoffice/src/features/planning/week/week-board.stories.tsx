import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { UNASSIGNED_COLOR } from "../components/unassigned-list.tsx"
import { routeColor } from "../route-colors.ts"
import { weekOf } from "./plan-days.ts"
import { WeekBoard } from "./week-board.tsx"
import { weekPlan, weekZone } from "./week-fixtures.ts"

const meta = {
  title: "Back office/Planning/WeekBoard",
  component: WeekBoard,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    plan: weekPlan,
    week: weekOf(weekPlan, weekZone),
    colorOf: (id_route) =>
      id_route === null ? UNASSIGNED_COLOR : routeColor(id_route % 7),
    selected: new Set<number>(),
    onToggleStop: fn(),
    onSelectStops: fn(),
    menuOf: () => ({ routes: [] }),
    onOpenRoute: fn(),
    onMove: fn(),
  },
} satisfies Meta<typeof WeekBoard>
export default meta

type Story = StoryObj<typeof meta>

/** Days as columns, drivers as lanes, each cell the driver's route that day with its stops. */
export const DaysAndDrivers: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole("table", { name: "Week of Week 49" })
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent)
    ).toEqual(["Driver", "Tue, Dec 1", "Wed, Dec 2", "Thu, Dec 3"])
    const [, ana, beto] = within(table).getAllByRole("row")
    await expect(within(ana!).getByRole("rowheader")).toHaveTextContent(
      "Ana Ruiz"
    )
    await expect(
      within(ana!).getByRole("list", { name: "Stops of Ana Ruiz · 2026-12-02" })
    ).toBeVisible()
    // Beto has no route on Wednesday.
    await expect(within(beto!).getByText("No route")).toBeVisible()
    await userEvent.click(
      within(beto!).getByRole("button", { name: "Beto Sol · 2026-12-03" })
    )
    await expect(args.onOpenRoute).toHaveBeenCalledWith(weekPlan.routes[4])
    await expect(canvas.getByText("1 stops on no route")).toBeVisible()
  },
}

/**
 * A stop picked up with Space and moved right with the arrows lands on the next day's route, as
 * a keyboard user moves it between days.
 */
export const MoveToAnotherDayWithKeyboard: Story = {
  play: async ({ args }) => {
    const handle = await screen.findByRole("button", {
      name: "Drag Customer 1",
    })
    handle.focus()
    await waitFor(() => expect(handle).toHaveFocus())
    await userEvent.keyboard("[Space]")
    await screen.findByText("Picked up Customer 1.")
    await userEvent.keyboard("[ArrowRight]")
    await new Promise(requestAnimationFrame)
    await screen.findByText(/^Customer 1 is over Ana Ruiz · 2026-12-02/)
    await userEvent.keyboard("[Space]")
    await waitFor(() => expect(args.onMove).toHaveBeenCalledTimes(1))
    const [ids, target] = (args.onMove as ReturnType<typeof fn>).mock.calls[0]!
    await expect(ids).toEqual([1])
    await expect(target.id_route).toBe(12)
  },
}

/** A plan with routes that have no day yet: they are listed below the week. */
export const RoutesWithoutADay: Story = {
  args: {
    week: weekOf(
      {
        ...weekPlan,
        routes: [
          ...weekPlan.routes,
          {
            ...weekPlan.routes[0]!,
            id_route: 30,
            name: "Spare",
            start_date: null,
            stops: [],
          },
        ],
      },
      weekZone
    ),
  },
  play: async ({ canvasElement }) => {
    const undated = within(canvasElement).getByRole("region", {
      name: "Routes without a day",
    })
    await expect(within(undated).getByText("Spare")).toBeVisible()
  },
}
