import { ilike, inArray, or, sql } from "drizzle-orm"
import type { AnyColumn, SQL } from "drizzle-orm"

/**
 * The caller's sites as a condition on a row's site column: nothing for the caller who sees every
 * site (`null`), no row at all for one with none. Tenancy itself is row-level security: this
 * narrows within the caller's client.
 *
 * @param column - the row's site column
 * @param sites - the caller's sites (`auth.sites`)
 */
export function withinSites(
  column: AnyColumn,
  sites: readonly number[] | null
): SQL | undefined {
  if (sites === null) return undefined
  return sites.length === 0 ? sql`false` : inArray(column, [...sites])
}

/**
 * A list's text search: any of the columns contains the text, case-insensitively; `%`, `_` and
 * `\` are taken literally. Nothing when there is no text.
 *
 * @param text - what the user typed
 * @param columns - the columns searched
 */
export function textMatches(
  text: string | undefined | null,
  ...columns: AnyColumn[]
): SQL | undefined {
  if (!text) return undefined
  const like = `%${text.replace(/[%_\\]/g, "\\$&")}%`
  return or(...columns.map((column) => ilike(column, like)))
}
