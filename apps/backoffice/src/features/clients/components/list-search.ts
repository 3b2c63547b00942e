import { z } from "zod"

/** The search params of a client list. */
export const clientListSearchSchema = z.object({
  page: z.number().int().min(0).optional(),
  size: z.number().int().min(1).max(100).optional(),
  term: z.string().optional(),
})
