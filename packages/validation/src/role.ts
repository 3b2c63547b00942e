import { z } from "zod"

import { requiredSelectSchema } from "./fields.ts"
import { messages } from "./messages.ts"

/**
 * The role form and the body of the create and update role calls: 'Name is
 * required'; the role type (context type id) and the status (Active = true,
 * Inactive = false) are required selects and say 'Required field.', since the
 * specification gives them no message of their own.
 */
export const roleSchema = z.object({
  name: z
    .string({ error: messages.roleNameRequired })
    .refine((value) => value.trim().length > 0, {
      error: messages.roleNameRequired,
    }),
  description: z.string().optional(),
  id_context_type: requiredSelectSchema,
  isActive: z.boolean({ error: messages.required }),
})
export type Role = z.infer<typeof roleSchema>
