import {
  doublePrecision,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core"

import {
  createdAt,
  blank,
  active,
  owned,
  optional,
  clientColumn,
  units,
} from "../../db/columns.ts"
import { skills } from "../skills/skills.schema.ts"
import { subsidiaries } from "../subsidiaries/subsidiaries.schema.ts"
import { users } from "../users/users.schema.ts"

/**
 * A vehicle of a site. `id_user` is the driver assigned to it; make, model and type are catalog
 * ids; the capacities are the optimizer's (pieces, weight in the unit of weight, volume in the
 * unit of measure). The costs, in the client's currency (null is none), weigh scenarios against
 * each other (issue 45): a fixed cost per day driven, a cost per km and a cost per working hour.
 */
export const cars = pgTable("cars", {
  id_car: serial("id_car").primaryKey(),
  id_client: clientColumn(),
  id_subsidiary: optional("id_subsidiary", () => subsidiaries.id_subsidiary),
  name: text("name").notNull(),
  plate: blank("plate"),
  id_user: optional("id_user", () => users.id_user),
  alias: blank("alias"),
  id_car_make: integer("id_car_make"),
  id_car_model: integer("id_car_model"),
  id_car_type: integer("id_car_type"),
  ...units(),
  capacity_pieces: integer("capacity_pieces"),
  capacity_weight: doublePrecision("capacity_weight"),
  capacity_volume: doublePrecision("capacity_volume"),
  fixed_cost: doublePrecision("fixed_cost"),
  cost_per_km: doublePrecision("cost_per_km"),
  cost_per_hour: doublePrecision("cost_per_hour"),
  active: active(),
  createdAt: createdAt(),
})

export const carSkills = pgTable(
  "car_skills",
  {
    id_car: owned("id_car", () => cars.id_car),
    id_skill: owned("id_skill", () => skills.id_skill),
    id_client: clientColumn(),
  },
  (t) => [uniqueIndex("car_skills_key").on(t.id_car, t.id_skill)]
)
