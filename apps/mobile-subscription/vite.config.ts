import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin"
import babel from "@rolldown/plugin-babel"
import tailwindcss from "@tailwindcss/vite"
import { tanstackRouter } from "@tanstack/router-plugin/vite"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

import { precompress } from "../../scripts/lib/precompress.ts"

// The API serves this build at /mobile-subscriptions (architecture decision 11: one origin).
export default defineConfig({
  base: "/mobile-subscriptions/",
  plugins: [
    // The router plugin comes first; the Lingui macros must be transformed before React's.
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    lingui(),
    tailwindcss(),
    precompress(),
  ],
  server: {
    port: 5174,
    proxy: { "/api": "http://localhost:3000" },
  },
  build: {
    sourcemap: true,
  },
})
