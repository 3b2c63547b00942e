import { forgetKeptUnits } from "./kept-units.ts"
import { openOutbox } from "./outbox.ts"

/**
 * The Cache Storage the service worker keeps the driver's data in (the driver-day GETs); its
 * name is also in vite.config.ts, where the service worker is made.
 */
export const DRIVER_DATA_CACHE = "ruta-driver-data"

const MANIFEST = "/driver.webmanifest"

/**
 * Makes `/driver` an installable app that opens without a connection: its manifest, and the
 * service worker that keeps its screens and the day's data. Only drivers' pages install it, so
 * the rest of the back office runs as before. `onControlled` runs when the service worker takes
 * the page over (its first visit), so the day can be read again through it and kept.
 */
export function installDriverApp(onControlled: () => void): () => void {
  if (!document.head.querySelector(`link[rel="manifest"]`)) {
    const link = document.createElement("link")
    link.rel = "manifest"
    link.href = MANIFEST
    document.head.append(link)
  }
  const container = globalThis.navigator?.serviceWorker
  if (!container) return () => {}
  // The development server has no service worker; the built app has /sw.js.
  container.register("/sw.js", { scope: "/" }).catch(() => {})
  container.addEventListener("controllerchange", onControlled)
  return () => container.removeEventListener("controllerchange", onControlled)
}

/**
 * On sign-out: the day's data the service worker kept, the actions kept until that day showed
 * them, and the site's settings go with the session (what still waits to be sent stays).
 */
export async function forgetDriverData() {
  if (globalThis.localStorage) forgetKeptUnits(globalThis.localStorage)
  await globalThis.caches?.delete(DRIVER_DATA_CACHE)
  if (globalThis.indexedDB) {
    const outbox = await openOutbox()
    await outbox.clearDelivered()
    outbox.close()
  }
}
