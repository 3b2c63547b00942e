/** The Background Sync tag of the driver's queue (the service worker listens for it). */
export const SYNC_TAG = "ruta-driver-outbox"
/** What the service worker posts to the driver's pages when the browser fires that sync. */
export const SYNC_MESSAGE = "ruta-driver-outbox-sync"

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register: (tag: string) => Promise<void> }
}

/**
 * Asks the browser to wake the service worker once the connection returns (Background Sync),
 * where it has it; elsewhere the `online` event and the retry timer do the same.
 */
export async function requestBackgroundSync() {
  const container = globalThis.navigator?.serviceWorker
  if (!container?.controller) return
  const registration = (await container.ready) as SyncRegistration
  await registration.sync?.register(SYNC_TAG).catch(() => {})
}

/** Runs `send` each time the service worker passes a Background Sync on to this page. */
export function onBackgroundSync(send: () => void): () => void {
  const container = globalThis.navigator?.serviceWorker
  if (!container) return () => {}
  const listener = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === SYNC_MESSAGE) send()
  }
  container.addEventListener("message", listener)
  return () => container.removeEventListener("message", listener)
}
