// Every stand-in listens on loopback, on a free port unless one is asked for.
import type { AddressInfo, Server } from "node:net"

/** Starts `server` on 127.0.0.1 (`port` 0: any free one); answers the port it listens on. */
export async function listenOnLoopback(server: Server, port = 0) {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject)
      resolve()
    })
  })
  return (server.address() as AddressInfo).port
}
