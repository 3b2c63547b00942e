import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import type { Optimization } from "../api/optimizations.ts"
import { PlanRoutes } from "./plan-routes.tsx"

const stop = (id: number, id_route: number | null, reasons: string[] = []) => ({
  id_stop: id,
  id_client: 1,
  id_subsidiary: 1,
  id_optimization: 1,
  id_route,
  id_address: null,
  name: `Customer ${id}`,
  address: `Street ${id}`,
  latitude: 19.43,
  longitude: -99.13,
  stop_duration: 15,
  time_window_start: null,
  time_window_end: null,
  pieces: 1,
  weight: 0,
  volume: 0,
  skills: [],
  priority: 0,
  type: 2,
  pinned: false,
  order: id_route === null ? null : id,
  eta: null,
  departure: null,
  distance: null,
  started: null,
  completed: null,
  visit_time: null,
  id_stop_outcome: null,
  customData: {},
  delivery_instructions: "",
  first_name: "",
  last_name: "",
  email: "",
  phone_number: "",
  unassigned_reasons: reasons,
  status: "on_hold" as const,
})

const route = (id: number, stops: ReturnType<typeof stop>[]) => ({
  id_route: id,
  id_client: 1,
  id_subsidiary: 1,
  id_optimization: 1,
  name: `Route ${id}`,
  id_depot: 1,
  id_car: null,
  id_user: null,
  driver: null,
  car: null,
  start_date: "2026-11-25T08:00:00Z",
  end_date: null,
  isOptimized: true,
  optimization_state: 1,
  started: null,
  completed: null,
  status_route: 1,
  progress: 0,
  stops_count: stops.length,
  configuration: {
    stop_duration: 15,
    max_hours: null,
    max_distance: null,
    id_restriction_type: 1,
    id_travel_mode: 1,
    id_optimization_type: 1,
    id_finalization_mode: 1,
    end_latitude: null,
    end_longitude: null,
  },
  figure: null,
  color: "",
  distance: 18_400,
  duration: 9_300,
  createdAt: "2026-11-24T08:00:00Z",
  stops,
})

const plan: Optimization = {
  id_optimization: 1,
  id_client: 1,
  id_subsidiary: 1,
  subsidiary: "Acme Centro",
  name: "Monday deliveries",
  method: 1,
  routes_quantity: 2,
  stops_quantity: 5,
  optimization_state: 1,
  createdAt: "2026-11-24T08:00:00Z",
  configuration: route(1, []).configuration,
  routes: [route(1, [stop(1, 1), stop(2, 1)]), route(2, [stop(3, 2)])],
  stops: [stop(4, null, ["time_window"]), stop(5, null, ["capacity"])],
}

const meta = {
  title: "Back office/Planning/PlanRoutes",
  component: PlanRoutes,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { plan, onOpenRoute: fn() },
} satisfies Meta<typeof PlanRoutes>
export default meta

type Story = StoryObj<typeof meta>

export const Planned: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Route 1" }))
    await expect(args.onOpenRoute).toHaveBeenCalledWith(1)
    await expect(canvas.getByText("2 stops on no route")).toBeInTheDocument()
    await expect(
      canvas.getByText("1 outside their time window")
    ).toBeInTheDocument()
  },
}
export const NoRoutes: Story = {
  args: { plan: { ...plan, routes: [], stops: [] } },
}
