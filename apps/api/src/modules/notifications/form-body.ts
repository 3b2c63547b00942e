import type { FastifyInstance } from "fastify"

/** Parses `application/x-www-form-urlencoded` bodies (Twilio's callbacks, one-click unsubscribe) into their fields. */
export function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
  )
}
