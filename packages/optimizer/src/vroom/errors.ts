/** VROOM's status codes: 1 internal error, 2 input error, 3 routing error. */
export const VROOM_CODE = { internal: 1, input: 2, routing: 3 } as const
export type VroomErrorCode = (typeof VROOM_CODE)[keyof typeof VROOM_CODE]

/** A refusal in VROOM's shape: `{ code, error }`. */
export class VroomError extends Error {
  constructor(
    readonly code: VroomErrorCode,
    message: string
  ) {
    super(message)
    this.name = "VroomError"
  }

  toJSON(): { code: VroomErrorCode; error: string } {
    return { code: this.code, error: this.message }
  }
}

/** An input error (code 2) naming the field at fault. */
export function inputError(field: string, message: string): VroomError {
  return new VroomError(VROOM_CODE.input, `${field}: ${message}`)
}
