import { beforeEach, describe, expect, it } from "vitest"

import { BestBoard } from "../src/parallel/best-board.ts"
import { BoardExchange } from "../src/parallel/exchange.ts"

const other = [[2, 0], [1]]
const mine = [[0, 1, 2], []]

describe("sharing bests through a board", () => {
  let time: number
  let a: BoardExchange
  let b: BoardExchange

  beforeEach(() => {
    time = 0
    const board = BestBoard.create(2, 3)
    const options = { now: () => time, patienceMs: 100 }
    a = new BoardExchange(board, options)
    b = new BoardExchange(new BestBoard(board.buffer), options)
  })

  it("never hands a search its own best back", () => {
    a.publish(mine, 10)
    time = 1000
    expect(a.poll()).toBeNull()
  })

  it("adopts another search's cheaper solution once its own has found no new best for a while", () => {
    time = 100
    a.publish(mine, 60)
    b.publish(other, 10)
    time = 150
    expect(a.poll()).toBeNull()
    time = 200
    expect(a.poll()).toEqual(other)
  })

  it("ignores a solution no cheaper than its own best", () => {
    b.publish(other, 10)
    a.publish(mine, 10)
    time = 1000
    expect(a.poll()).toBeNull()
  })

  it("takes each solution once", () => {
    b.publish(other, 10)
    time = 1000
    expect(a.poll()).toEqual(other)
    time = 2000
    expect(a.poll()).toBeNull()
    b.publish(mine, 5)
    expect(a.poll()).toEqual(mine)
  })
})
