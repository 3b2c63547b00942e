// The columns the tables of every module share: moments, texts, references and the tenant's
// columns. Column keys are the product's field names (spec section 3); SQL columns are
// snake_case.
//
// Function declarations, not constants: the tenant columns name the clients', sites' and users'
// tables, whose own files use these helpers, so a table's file may run before this one has
// (an import cycle); a declared function can be called then, a constant could not.
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  integer,
  text,
  timestamp,
} from "drizzle-orm/pg-core"

import { clients } from "../modules/clients/clients.schema.ts"
import { subsidiaries } from "../modules/subsidiaries/subsidiaries.schema.ts"
import { users } from "../modules/users/users.schema.ts"

/** A moment, with its time zone. */
export function at(name: string) {
  return timestamp(name, { withTimezone: true })
}
/** A moment the database stamps when the row is written. */
export function stamped(name: string) {
  return at(name).notNull().defaultNow()
}
export function createdAt() {
  return stamped("created_at")
}
export function updatedAt() {
  return stamped("updated_at")
}

/** Text that is never null, empty until given. */
export function blank(name: string) {
  return text(name).notNull().default("")
}
export function isActive() {
  return boolean("is_active").notNull().default(true)
}
export function active() {
  return boolean("active").notNull().default(true)
}

type Target = () => AnyPgColumn
/** A reference that must be there, to a row that may not be deleted while it is. */
export function required(name: string, target: Target) {
  return integer(name).notNull().references(target)
}
/** A reference that must be there; the row goes with the row it belongs to. */
export function owned(name: string, target: Target) {
  return integer(name).notNull().references(target, { onDelete: "cascade" })
}
/** The key of a row that extends another (one a client, a stop...): it goes with that row. */
export function extending(name: string, target: Target) {
  return integer(name).primaryKey().references(target, { onDelete: "cascade" })
}
/** An optional reference, emptied when the row it names is deleted. */
export function optional(name: string, target: Target) {
  return integer(name).references(target, { onDelete: "set null" })
}

export function clientColumn() {
  return owned("id_client", () => clients.id_client)
}
export function siteColumn() {
  return owned("id_subsidiary", () => subsidiaries.id_subsidiary)
}
export function userColumn() {
  return owned("id_user", () => users.id_user)
}
/** Who made the row; kept when that user is deleted, as no one. */
export function creator(name = "created_by") {
  return optional(name, () => users.id_user)
}

/** The client and the site a row belongs to. */
export function tenant() {
  return { id_client: clientColumn(), id_subsidiary: siteColumn() }
}

/** Catalog ids of the units a client, a site or a car measures in. */
export function units() {
  return {
    id_unit_of_distance: integer("id_unit_of_distance").notNull().default(1),
    id_unit_of_measure: integer("id_unit_of_measure").notNull().default(1),
    id_unit_of_weight: integer("id_unit_of_weight").notNull().default(1),
  }
}

export function place() {
  return {
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
  }
}

/** A customer's contact at an address or stop. */
export function contact() {
  return {
    first_name: blank("first_name"),
    last_name: blank("last_name"),
    email: blank("email"),
    phone_number: blank("phone_number"),
  }
}
