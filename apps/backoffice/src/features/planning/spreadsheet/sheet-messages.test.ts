import { describe, expect, it } from "vitest"

import type { ReadResult } from "./read-sheets.ts"
import {
  ROWS_PER_MESSAGE,
  sheetAssembler,
  sheetMessages,
} from "./sheet-messages.ts"

const roundTrip = (result: ReadResult) => {
  const take = sheetAssembler()
  const messages = [...sheetMessages(result)]
  const outcomes = messages.map(take)
  return { messages, last: outcomes.at(-1), early: outcomes.slice(0, -1) }
}

describe("sheet messages", () => {
  it("send the sheets in chunks and put them back together in order", () => {
    const rows = Array.from({ length: ROWS_PER_MESSAGE * 2 + 1 }, (_, i) => [
      String(i),
    ])
    const result: ReadResult = {
      sheets: [
        { name: "Notas", rows: [] },
        { name: "Paradas", rows },
      ],
    }
    const { messages, last, early } = roundTrip(result)
    expect(messages).toHaveLength(1 + 3 + 1)
    expect(early.every((outcome) => outcome === null)).toBe(true)
    expect(last).toEqual(result)
  })

  it("send a failure as it is", () => {
    expect(roundTrip({ error: "bomb" }).last).toEqual({ error: "bomb" })
  })
})
