import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin"
import babel from "@rolldown/plugin-babel"
import tailwindcss from "@tailwindcss/vite"
import { tanstackRouter } from "@tanstack/router-plugin/vite"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { VitePWA } from "vite-plugin-pwa"

import { precompress } from "../../scripts/lib/precompress.ts"
import { driverPrecache } from "./driver-precache.ts"

const precache = driverPrecache()

/**
 * The driver's app (`/driver`) as a service worker: it precaches the driver's screens and keeps the
 * day's data, so a driver who opened their day once still has it without signal. Only drivers'
 * pages register it (`features/driver-day/driver-app.ts`), and only `/driver` pages fall back to
 * the cached `index.html` (and `/login`, where a driver whose session ended signs in again);
 * every other page and API call goes to the network as before.
 */
const driverServiceWorker = VitePWA({
  injectRegister: false,
  // The manifest is `public/driver.webmanifest`, linked from the driver's pages only.
  manifest: false,
  registerType: "autoUpdate",
  workbox: {
    globPatterns: ["**/*.{js,css,html,woff2,png,webmanifest}"],
    globIgnores: ["driver-sync.js"],
    manifestTransforms: [precache.transform],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: "/index.html",
    // "/" is not the cached index.html: other pages than the driver's come from the server.
    directoryIndex: null,
    // The driver's app, and the sign-in it sends a driver to whose session ended: both open
    // without a connection.
    navigateFallbackAllowlist: [/^\/(?:driver|login)(?:[/?#]|$)/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    importScripts: ["/driver-sync.js"],
    runtimeCaching: [
      {
        // The server's settings for the pages (the map's above all): the last ones offline.
        urlPattern: ({ url }) => url.pathname === "/app-config.js",
        handler: "NetworkFirst",
        options: {
          cacheName: "ruta-settings",
          networkTimeoutSeconds: 5,
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // The day, its stops and contacts: the network's answer when there is one, else the last.
        urlPattern: ({ url, request }) =>
          request.method === "GET" &&
          url.pathname.startsWith("/api/v1/driver/"),
        handler: "NetworkFirst",
        options: {
          cacheName: "ruta-driver-data",
          networkTimeoutSeconds: 10,
          expiration: { maxEntries: 20, maxAgeSeconds: 3 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
})

export default defineConfig({
  plugins: [
    // The router plugin comes first; the Lingui macros must be transformed before React's.
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    lingui(),
    tailwindcss(),
    precache.plugin,
    driverServiceWorker,
    precompress(),
  ],
  server: {
    port: 5173,
    // The API answers the calls and the pages' settings (`/app-config.js`).
    proxy: {
      "/api": "http://localhost:3000",
      "/app-config.js": "http://localhost:3000",
    },
  },
  build: {
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Every route's definition (its path, search and loader, not its screen, which
              // stays split) is needed on the first page: one file rather than one per route.
              name: "routes",
              test: /[\\/]src[\\/]routes[\\/][^?]*\.tsx$|routeTree\.gen\.ts$/,
            },
          ],
        },
      },
    },
  },
})
