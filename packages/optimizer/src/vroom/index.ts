export * from "./types.ts"
export {
  VROOM_CODE,
  VroomError,
  inputError,
  type VroomErrorCode,
} from "./errors.ts"
export { readVroomInput } from "./read-input.ts"
export {
  vroomPlaces,
  inputMatrices,
  toProblem,
  type VroomPlan,
  type VroomPlaces,
  type TaskRef,
} from "./to-problem.ts"
export { toVroomOutput, type ComputingTimes } from "./to-output.ts"
export { encodePolyline } from "./polyline.ts"
export {
  planVroom,
  solveVroom,
  vroomFailure,
  type RouteMatrices,
  type SolveVroomOptions,
} from "./solve-vroom.ts"
export {
  defaultVroomTimeLimitMs,
  requestTaskCount,
  vroomTaskCount,
  vroomTimeLimitMs,
} from "./time-limit.ts"
export { checkVroomOutput } from "./check-output.ts"
