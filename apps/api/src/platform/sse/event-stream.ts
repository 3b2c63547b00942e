// Server-Sent Events on the wire: the route schema of an event stream, its headers, and one
// event's text. The live channel, the tracking page and the optimization runs stream with these.
import { z } from "zod"

import { rowErrors } from "../authorization/schemas.ts"

/** The schema parts of a Server-Sent Events route: Last-Event-ID, and the stream it answers. */
export const eventStreamRoute = {
  headers: z.object({ "last-event-id": z.string().optional() }),
  response: {
    200: {
      description: "An event stream",
      content: { "text/event-stream": { schema: z.string() } },
    },
    ...rowErrors,
  },
}

export const eventStreamHeaders = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-store",
  connection: "keep-alive",
  "x-accel-buffering": "no",
}

/** One Server-Sent Event: `id`, `event` and one line of JSON data. */
export const sseEvent = (id: number, event: string, data: unknown) =>
  `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`
