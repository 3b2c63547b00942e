/// <reference types="node" />
/**
 * A worker for the board's concurrency test: waits until every publisher is
 * up, then publishes falling costs as fast as it can and reports how many
 * the board took.
 */
import { parentPort, workerData } from "node:worker_threads"

import { BestBoard } from "../src/parallel/best-board.ts"

/** The routes of the solution of cost c: a pattern a torn copy would break. */
export function solutionOf(cost: number): number[][] {
  const length = cost % 7
  return [Array.from({ length }, (_, i) => cost * 10 + i), [], [cost, -cost]]
}

interface PublisherInput {
  board: SharedArrayBuffer
  /** [publishers up, publishers done]. */
  counters: Int32Array
  publishers: number
  /** This publisher publishes costs publishers * k + id, k falling. */
  id: number
  count: number
}

if (parentPort) {
  const { board, counters, publishers, id, count } =
    workerData as PublisherInput
  const view = new BestBoard(board)
  Atomics.add(counters, 0, 1)
  while (Atomics.load(counters, 0) < publishers);
  let taken = 0
  for (let k = count; k >= 1; k--) {
    const cost = publishers * k + id
    if (view.publish(solutionOf(cost), cost) !== null) taken++
  }
  parentPort.postMessage(taken)
  Atomics.add(counters, 1, 1)
}
