import type { FastifyReply } from "fastify"

/**
 * Answers 201 Created. `path` is where the new resource is read (`GET`), relative to the API's
 * root ("/roles/7"); it is sent as `Location` (an absolute path, "/api/v1/roles/7"). A create
 * whose resource has no `GET` of its own names no `Location`.
 */
export function replyCreated(reply: FastifyReply, path?: string) {
  reply.code(201)
  if (path !== undefined)
    reply.header("location", `${reply.request.server.prefix}${path}`)
}
