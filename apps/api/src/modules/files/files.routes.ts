import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import type { DataStore } from "../../db/database.ts"
import { errorBodySchema } from "../../platform/lib/envelope.ts"
import { notFound } from "../../platform/lib/errors.ts"
import { MAX_ID } from "../../platform/authorization/schemas.ts"
import type { FileLinks } from "./file-links.ts"
import { FILES_PATH } from "./file-links.ts"
import { createFilesRepository } from "./files.repository.ts"
import type { FileStorage } from "../../platform/storage/storage.ts"

const linkQuery = z.object({
  c: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_ID)
    .describe("The file's client"),
  e: z.coerce
    .number()
    .int()
    .positive()
    .describe("When the link expires, in Unix seconds"),
  s: z
    .string()
    .regex(/^[\w-]{43}$/)
    .describe("The link's signature"),
})

/** How long an S3 presigned URL the API redirects to stays valid: just long enough to follow. */
const REDIRECT_SECONDS = 60

/**
 * Stored files (proof photos and signatures), served only through the short-lived links
 * `createFileLinks` signs. The link is the credential, as an `<img>` sends no bearer token: its
 * signature binds the file, the client and the expiry, and the file is looked up as that client
 * (row-level security), so a link never reaches another client's file.
 */
export const filesRoutes: FastifyPluginAsyncZod<{
  store: DataStore
  storage: FileStorage
  links: FileLinks
}> = async (app, { store, storage, links }) => {
  app.get(
    `${FILES_PATH}/:id`,
    {
      schema: {
        tags: ["Files"],
        summary:
          "A stored file (JPEG photo or PNG signature) through a signed link the API gave out",
        description:
          "No bearer token: the link's signature (s) binds the file, its client (c) and the " +
          "expiry (e). 403 when the link has expired or was changed, 404 when the file is not " +
          "that client's. With S3 storage the answer is a redirect to a presigned URL.",
        params: z.object({ id: z.uuid() }),
        querystring: linkQuery,
        response: {
          200: {
            description: "The file",
            content: {
              "image/jpeg": { schema: z.file() },
              "image/png": { schema: z.file() },
            },
          },
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const link = links.verify(request.params.id, request.query)
      const row = await store.withScope(
        { clientId: link.id_client, allClients: false },
        (tx) => createFilesRepository(tx).findById(link.id_file)
      )
      if (!row) throw notFound("File not found.")
      const cache = `private, max-age=${link.remaining}`
      const direct = await storage.signedUrl(row.storage_key, REDIRECT_SECONDS)
      if (direct)
        return reply.header("cache-control", "no-store").redirect(direct, 302)
      const data = await storage.get(row.storage_key)
      if (!data) throw notFound("File not found.")
      return reply
        .type(row.mime)
        .header("cache-control", cache)
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", "inline")
        .send(
          Buffer.from(data.buffer, data.byteOffset, data.byteLength) as never
        )
    }
  )
}
