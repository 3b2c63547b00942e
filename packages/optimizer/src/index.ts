export * from "./model/types.ts"
export {
  DEFAULT_SPEEDS,
  GreatCircleMatrixProvider,
  greatCircleMetres,
  type MatrixProvider,
} from "./model/matrix.ts"
export { solve, type SolveInternals } from "./solve.ts"
export { searchBudgetMs, serviceSeconds } from "./units.ts"
export { checkSolution, type CheckIssue } from "./check/feasibility.ts"
export { Random } from "./random.ts"
export {
  timeSequence,
  type SequenceVisit,
  type TimedSequence,
  type TimedVisit,
} from "./solution/fixed-sequence.ts"
