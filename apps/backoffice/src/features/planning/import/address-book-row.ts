import type { Address } from "../../fleet/api/addresses.ts"
import type { ImportRow } from "./import-row.ts"
import { foundAt } from "./import-row.ts"

/**
 * An address-book entry as an import row: found where the book has it (never geocoded), with
 * the customer's name and contact.
 *
 * @param key - unique among the import's rows
 * @param line - its number on the list
 */
export function addressBookRow(
  entry: Address,
  key: number,
  line: number
): ImportRow {
  return {
    key,
    line,
    name: entry.alias,
    address: entry.address,
    point: null,
    depot: false,
    details: {
      first_name: entry.first_name,
      last_name: entry.last_name,
      email: entry.email,
      phone_number: entry.phone_number,
    },
    problems: [],
    found: foundAt(entry, {
      index: key,
      alias: entry.alias || null,
      requested_address: entry.address,
      isDepot: false,
      source: "address-book",
      id_address: entry.id_address,
    }),
    leftOut: false,
  }
}
