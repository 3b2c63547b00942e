import { refusedFields } from "../../shell/refusal.ts"

/** One message of a refused creation and the rows of the import it concerns. */
export interface RowsRefusal {
  rows: number[]
  field: string
  message: string
}

const ITEM = /^(stops|depots)\.(\d+)\.(.+)$/

/**
 * A refused `POST /optimizations` in the import's words: each message with the rows (as numbered
 * in the file or the typed list) whose stop or depot it concerns, rows with the same field and
 * message together; messages about no row stay as they are.
 *
 * @param error - what the creation threw (the API's error body)
 * @param lines - the row number of each stop and each depot sent, in the order sent
 */
export function refusalByRows(
  error: unknown,
  lines: { stops: number[]; depots: number[] }
): { byRows: RowsRefusal[]; rest: string[] } {
  const groups = new Map<string, RowsRefusal>()
  const rest: string[] = []
  for (const [path, message] of Object.entries(refusedFields(error))) {
    const item = ITEM.exec(path)
    const line = item
      ? lines[item[1] as "stops" | "depots"][Number(item[2])]
      : undefined
    if (!item || line === undefined) {
      rest.push(message)
      continue
    }
    const key = `${item[3]}\n${message}`
    const group = groups.get(key) ?? { rows: [], field: item[3]!, message }
    group.rows.push(line)
    groups.set(key, group)
  }
  const byRows = [...groups.values()].map((g) => ({
    ...g,
    rows: [...new Set(g.rows)].sort((a, b) => a - b),
  }))
  if (byRows.length === 0 && rest.length === 0)
    rest.push((error as { message?: string } | null)?.message ?? String(error))
  return { byRows, rest }
}

/** Row numbers as ranges: [2, 3, 4, 7, 9, 10] is "2–4, 7, 9–10". */
export function rowRanges(rows: readonly number[]): string {
  const parts: string[] = []
  for (let i = 0; i < rows.length;) {
    let j = i
    while (j + 1 < rows.length && rows[j + 1] === rows[j]! + 1) j++
    parts.push(i === j ? String(rows[i]) : `${rows[i]}–${rows[j]}`)
    i = j + 1
  }
  return parts.join(", ")
}
