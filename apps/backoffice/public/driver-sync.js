// Background Sync for the driver's queue, imported by the service worker. The queue is sent by
// the driver's page, which holds the session, so when the browser fires the sync (the connection
// is back) the service worker wakes the open driver pages to send it.
self.addEventListener("sync", (event) => {
  if (event.tag !== "ruta-driver-outbox") return
  event.waitUntil(
    self.clients
      .matchAll({ type: "window" })
      .then((clients) =>
        clients.forEach((client) =>
          client.postMessage({ type: "ruta-driver-outbox-sync" })
        )
      )
  )
})
