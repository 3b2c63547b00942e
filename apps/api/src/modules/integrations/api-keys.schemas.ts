import { z } from "zod"

import { idSchema } from "../../platform/authorization/schemas.ts"

const timestamp = z.string().nullable()

export const apiKeySchema = z
  .object({
    id_api_key: z.number().int(),
    name: z.string(),
    /** `rk_` and the key's first 8 characters: enough to tell keys apart, useless to call. */
    prefix: z.string(),
    id_role: z.number().int(),
    role_name: z.string(),
    /** The one site the key works on; null: every site. */
    id_subsidiary: z.number().int().nullable(),
    subsidiary_name: z.string().nullable(),
    created_by: z.number().int().nullable(),
    created_by_name: z.string().nullable(),
    createdAt: z.string(),
    expiresAt: timestamp,
    revokedAt: timestamp,
    lastUsedAt: timestamp,
    lastIp: z.string().nullable(),
    status: z.enum(["active", "expired", "revoked"]),
  })
  .meta({ id: "ApiKey" })
export type ApiKeyOut = z.infer<typeof apiKeySchema>

/** A key just made: the only time its secret is shown. */
export const createdApiKeySchema = apiKeySchema
  .extend({ key: z.string() })
  .meta({ id: "CreatedApiKey" })

export const apiKeyBody = z.object({
  name: z
    .string({ error: "Required field." })
    .trim()
    .min(1, "Required field.")
    .max(100, "Max 100 characters"),
  id_role: idSchema,
  id_subsidiary: idSchema.nullable().optional(),
  expires_at: z.iso
    .datetime({ offset: true, error: "Enter a date and time." })
    .nullable()
    .optional(),
})
export type ApiKeyBody = z.infer<typeof apiKeyBody>
