import type { ApiFailure } from "../../lib/api.ts"
import {
  sendArrival,
  sendCompletion,
  sendPositions,
  startDriverRoute,
} from "./api/driver-day.ts"
import type { OutboxItem } from "./outbox.ts"
import type { SendOutcome } from "./outbox-sender.ts"

/** Sends one queued action to the server and says what came of it. */
export async function sendAction(item: OutboxItem): Promise<SendOutcome> {
  try {
    if (item.kind === "start") await startDriverRoute(item.id_route)
    else if (item.kind === "arrive") await sendArrival(item.id_stop, item.body)
    else if (item.kind === "positions") await sendPositions(item.body)
    else await sendCompletion(item.id_stop, item.body, item.attachments ?? [])
    return { kind: "sent" }
  } catch (error) {
    const status = (error as ApiFailure).statusCode ?? 0
    // The request never reached the server (fetch failed): no network.
    if (status === 0) return { kind: "offline" }
    // The server could not take it now, or the session ended (it is sent once the driver signs
    // in again): keep it. Any other answer refuses it for good.
    if (status >= 500 || [401, 408, 429].includes(status))
      return { kind: "busy" }
    return { kind: "refused", message: (error as Error).message }
  }
}
