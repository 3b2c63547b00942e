import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"

/** The Fastify instance a plugin of the API receives, with Zod's schemas as its types. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0]
