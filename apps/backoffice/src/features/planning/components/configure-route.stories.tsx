import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fireEvent, fn, userEvent, within } from "storybook/test"

import { openSelect } from "@ruta/ui/stories/select-option"

import { withApp } from "../../../stories/app-decorator.tsx"
import { getDepotsQueryOptions } from "../../fleet/api/depots.ts"
import { getRouteCarsQueryOptions } from "../api/routes.ts"
import { ConfigureRoute } from "./configure-route.tsx"
import { route } from "./planning-fixtures.ts"

const configured = route(1, [])
/** The same route with the van and its driver, and a driver of its own kept without a car. */
const withVan = { ...configured, id_car: 7, car: "Centro van", id_user: 12 }
const driverNoCar = { ...configured, id_user: 21, driver: "Ana Ruiz" }
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
    const cars = await openSelect(
      await body.findByRole("combobox", { name: "Car" })
    )
    // The cars free that day come from a query: wait for them.
    await expect(
      await cars.findByRole("option", { name: "Centro van" })
    ).toBeInTheDocument()
    await expect(
      await cars.findByRole("option", { name: "Centro truck" })
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
    const cars = await openSelect(body.getByRole("combobox", { name: "Car" }))
    await expect(
      await cars.findByRole("option", { name: "Centro truck" })
    ).toBeInTheDocument()
    await expect(cars.queryByRole("option", { name: "Centro van" })).toBeNull()
    await userEvent.click(cars.getByRole("option", { name: "Centro truck" }))
    await userEvent.click(body.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ id_car: 8, start_date: nextDay })
    )
  },
}

/** Only the name changes on a route whose driver has no car: the driver is kept. */
export const KeepsTheDriverWithoutACar: Story = {
  args: { route: driverNoCar },
  play: async ({ args }) => {
    const body = within(document.body)
    await userEvent.click(await body.findByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ id_car: null, id_user: 21 })
    )
  },
}

/** Moved to a day its car is out: the save names the conflict, and nothing is dropped. */
export const NamesTheBusyCar: Story = {
  args: { route: withVan },
  parameters: {
    queries: [
      ...meta.parameters.queries,
      [getRouteCarsQueryOptions(withVan).queryKey, [van, truck]],
      [
        getRouteCarsQueryOptions({ ...withVan, start_date: nextDay }).queryKey,
        [truck],
      ],
    ],
  },
  play: async ({ args }) => {
    const body = within(document.body)
    fireEvent.change(await body.findByLabelText("Start"), {
      target: { value: "2026-11-26T09:00" },
    })
    await expect(body.getByRole("combobox", { name: "Car" })).toHaveTextContent(
      "Centro van"
    )
    await userEvent.click(body.getByRole("button", { name: "Save" }))
    // Named on the car's field (found as soon as it shows: the field re-renders as the new day's
    // list settles on a loaded machine), and nothing saved.
    await body.findByText(
      "Centro van is on another route on these days: choose another car or other days."
    )
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}
