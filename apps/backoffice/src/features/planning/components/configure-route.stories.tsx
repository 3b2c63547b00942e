import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fireEvent, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { getDepotsQueryOptions } from "../../fleet/api/depots.ts"
import { getRouteCarsQueryOptions } from "../api/routes.ts"
import { ConfigureRoute } from "./configure-route.tsx"
import { route } from "./planning-fixtures.ts"

const configured = route(1, [])
const van = { id_car: 7, name: "Centro van", id_user: 12 }
const truck = { id_car: 8, name: "Centro truck", id_user: null }
/** The next day, when the van is out on another route. */
const nextDay = new Date("2026-11-26T09:00").toISOString()

const meta = {
  title: "Back office/Planning/ConfigureRoute",
  component: ConfigureRoute,
  tags: ["autodocs"],
  decorators: [withApp],
  parameters: {
    queries: [
      [
        getDepotsQueryOptions({ page: 0, pageSize: 100 }).queryKey,
        {
          items: [
            {
              id_depot: 1,
              id_client: 1,
              id_subsidiary: 1,
              isDefault: true,
              address: { name: "Centro depot" },
              createdAt: "2026-11-01T08:00:00Z",
            },
          ],
          total: 1,
          page: 0,
          size: 100,
        },
      ],
      [getRouteCarsQueryOptions(configured).queryKey, [van, truck]],
      [
        getRouteCarsQueryOptions({ ...configured, start_date: nextDay })
          .queryKey,
        [truck],
      ],
    ],
  },
  args: { route: configured, onSave: fn(async () => {}), onClose: fn() },
} satisfies Meta<typeof ConfigureRoute>
export default meta

type Story = StoryObj<typeof meta>

/** The route's day: both cars are free. */
export const FreeThatDay: Story = {
  play: async () => {
    const body = within(document.body)
    await userEvent.click(await body.findByRole("combobox", { name: "Car" }))
    // The cars free that day come from a query: wait for them.
    await expect(
      await body.findByRole("option", { name: "Centro van" })
    ).toBeInTheDocument()
    await expect(
      await body.findByRole("option", { name: "Centro truck" })
    ).toBeInTheDocument()
  },
}

/** Another day, the van is on another route: only the truck is offered. */
export const OnlyTheCarsFreeOnTheDayChosen: Story = {
  play: async ({ args }) => {
    const body = within(document.body)
    fireEvent.change(await body.findByLabelText("Start"), {
      target: { value: "2026-11-26T09:00" },
    })
    await userEvent.click(body.getByRole("combobox", { name: "Car" }))
    await expect(
      await body.findByRole("option", { name: "Centro truck" })
    ).toBeInTheDocument()
    await expect(body.queryByRole("option", { name: "Centro van" })).toBeNull()
    await userEvent.click(body.getByRole("option", { name: "Centro truck" }))
    await userEvent.click(body.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ id_car: 8, start_date: nextDay })
    )
  },
}
