/** The exact validation messages of the product specification, section 5. */
export const messages = {
  required: "Required field.",
} as const
