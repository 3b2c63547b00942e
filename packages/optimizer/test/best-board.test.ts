/// <reference types="node" />
import { Worker } from "node:worker_threads"

import { describe, expect, it } from "vitest"

import { BestBoard } from "../src/parallel/best-board.ts"
import { solutionOf } from "./board-publisher.ts"

/** Starts `publishers` workers publishing `count` falling costs each. */
function startPublishers(board: BestBoard, publishers: number, count: number) {
  const counters = new Int32Array(new SharedArrayBuffer(8))
  const taken = Array.from({ length: publishers }, (_, id) => {
    const worker = new Worker(
      new URL("./board-publisher.ts", import.meta.url),
      {
        workerData: { board: board.buffer, counters, publishers, id, count },
        execArgv: ["--import", "tsx"],
      }
    )
    return new Promise<number>((resolve, reject) => {
      worker.on("message", (n: number) => {
        resolve(n)
        void worker.terminate()
      })
      worker.on("error", reject)
    })
  })
  return { counters, taken }
}

describe("the best board", () => {
  it("is empty until a solution is published", () => {
    const board = BestBoard.create(3, 5)
    expect(board.version).toBe(0)
    expect(board.peekCost()).toBe(Infinity)
    expect(board.read()).toBeNull()
  })

  it("gives back the published sequences exactly, empty routes included", () => {
    const board = BestBoard.create(4, 6)
    const seqs = [[3, 1], [], [0, 5, 2, 4], []]
    expect(board.publish(seqs, 1234.5)).toBe(1)
    expect(board.read()).toEqual({ seqs, cost: 1234.5, version: 1 })
    expect(new BestBoard(board.buffer).read()?.seqs).toEqual(seqs)
  })

  it("never replaces a solution with one that costs as much or more", () => {
    const board = BestBoard.create(2, 2)
    board.publish([[0], [1]], 10)
    expect(board.publish([[1], [0]], 10)).toBeNull()
    expect(board.publish([[0, 1], []], 11)).toBeNull()
    expect(board.read()).toEqual({ seqs: [[0], [1]], cost: 10, version: 1 })
    expect(board.publish([[], [1, 0]], 9)).toBe(2)
    expect(board.read()?.seqs).toEqual([[], [1, 0]])
  })

  it("refuses a solution larger than the problem it was made for", () => {
    const board = BestBoard.create(1, 2)
    expect(() => board.publish([[0, 1, 2]], 1)).toThrow(RangeError)
  })

  it("stays consistent while two workers publish at once", async () => {
    const board = BestBoard.create(3, 8)
    const count = 50_000
    const { counters, taken } = startPublishers(board, 2, count)
    // Read while they publish: every copy matches its cost, and costs only fall.
    let reads = 0
    let torn = 0
    let last = Infinity
    const until = Date.now() + 20_000
    while (Atomics.load(counters, 1) < 2 && Date.now() < until) {
      const shared = board.read()
      if (!shared) continue
      reads++
      if (
        JSON.stringify(shared.seqs) !== JSON.stringify(solutionOf(shared.cost))
      )
        torn++
      if (shared.cost > last) torn++
      last = shared.cost
    }
    const accepted = await Promise.all(taken)
    expect(torn).toBe(0)
    expect(reads).toBeGreaterThan(0)
    // The cheapest of all (2 * 1 + 0) won, and the version counts every publication taken.
    expect(board.read()).toEqual({
      seqs: solutionOf(2),
      cost: 2,
      version: accepted[0]! + accepted[1]!,
    })
  })
})
