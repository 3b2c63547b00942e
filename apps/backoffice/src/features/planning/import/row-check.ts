import {
  isTooShortPhone,
  normalizePhone,
  writtenPhone,
} from "@ruta/validation/phone"
import type { CountryCode } from "@ruta/validation/phone"
import { stopInputSchema } from "@ruta/validation/planning"
import { useMemo } from "react"

import type { ImportRow, RowChange, RowProblem } from "./import-row.ts"

// Fields the schema checks once the row is found: where it is.
const PLACE_FIELDS = new Set(["latitude", "longitude", "id_address"])

/**
 * A row as the server will judge it: its phone written in E.164 (with the client's country),
 * the change kept to show, and every value `POST /optimizations` would refuse as an "invalid"
 * problem with the server's own message (the same `stopInputSchema`; a phone that cannot be
 * written in E.164 either gets 'Enter a valid phone number.'). Problems of cells that
 * could not be read are kept; the place is checked when the row is found. Checking a checked row
 * changes nothing.
 *
 * @param row - the row as read, typed or fixed
 * @param country - the client's country, for phones written without their country part
 */
export function checkRow(
  row: ImportRow,
  country: CountryCode | null
): ImportRow {
  const problems: RowProblem[] = row.problems.filter(
    (p) => p.kind !== "invalid"
  )
  const details = { ...row.details }
  // Earlier changes stay while their value does (a fixed row keeps what it was fixed from).
  let changes: RowChange[] = (row.changes ?? []).filter(
    (c) => details[c.field] === c.to
  )
  const phone = details.phone_number ?? ""
  // Why the phone cannot be written in E.164; it is a problem only if the server refuses it as
  // written (a number it accepts, such as an old mobile form, goes as it is).
  let unreadablePhone: string | undefined
  if (phone !== "") {
    const normalized = normalizePhone(phone, country)
    if (!normalized.ok) unreadablePhone = normalized.message
    // A number that cannot be written in E.164 goes as the API keeps it, without separators,
    // unless it is too short to reach anyone (a row to fix, shown as it was written).
    const kept = normalized.ok
      ? normalized.e164
      : isTooShortPhone(phone, country)
        ? phone
        : writtenPhone(phone)
    if (kept !== phone) {
      details.phone_number = kept
      changes = [
        ...changes.filter((c) => c.field !== "phone_number"),
        { field: "phone_number", from: phone, to: kept },
      ]
    }
  }
  const parsed = stopInputSchema.safeParse({
    name: row.name.slice(0, 200),
    address: row.address.slice(0, 300),
    latitude: 0,
    longitude: 0,
    ...details,
  })
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? "")
    if (PLACE_FIELDS.has(field) || problems.some((p) => p.field === field))
      continue
    const message =
      field === "phone_number"
        ? (unreadablePhone ?? issue.message)
        : issue.message
    problems.push({ field, kind: "invalid", message })
  }
  // A number too short to reach anyone ("12") is a row to fix, though the spec's rule takes it.
  if (
    unreadablePhone &&
    isTooShortPhone(phone, country) &&
    !problems.some((p) => p.field === "phone_number")
  )
    problems.push({
      field: "phone_number",
      kind: "invalid",
      message: unreadablePhone,
    })
  return { ...row, details, changes, problems }
}

// The rows already checked, by row object, with the country they were checked for.
const checkedRows = new WeakMap<
  ImportRow,
  { country: CountryCode | null; row: ImportRow }
>()

function checkOnce(row: ImportRow, country: CountryCode | null): ImportRow {
  const known = checkedRows.get(row)
  if (known?.country === country) return known.row
  const checked = checkRow(row, country)
  checkedRows.set(row, { country, row: checked })
  checkedRows.set(checked, { country, row: checked })
  return checked
}

/**
 * The rows checked with {@link checkRow}; a row object already checked for this country is not
 * checked again, so a lookup that changes one batch of 10,000 rows checks that batch only.
 */
export function useCheckedRows(
  rows: ImportRow[],
  country: CountryCode | null
): ImportRow[] {
  return useMemo(
    () => rows.map((row) => checkOnce(row, country)),
    [rows, country]
  )
}
