/** The public entry of the solver; filled in by the optimizer issue. */
export const OPTIMIZER_VERSION = "0.0.0"
