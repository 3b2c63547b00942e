import path from "node:path"
import { fileURLToPath } from "node:url"
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin"
import { playwright } from "@vitest/browser-playwright"
import { defineConfig } from "vitest/config"

import { CHROMIUM, CHROMIUM_ARGS } from "../scripts/lib/chromium.ts"

const dirname = path.dirname(fileURLToPath(import.meta.url))

// The shared billing UI's runtime dependencies (the mobile page uses them directly too).
const billingDependencies = [
  "@lingui/core",
  "@lingui/react",
  "@stripe/react-stripe-js",
  "@stripe/stripe-js",
  "@stripe/stripe-js/pure",
  "zod",
]

// Every story is a test: it must render, and its `play` function must pass.
// They run in the system's Chromium (Debian's `chromium` package); no browser is downloaded.
export default defineConfig({
  plugins: [storybookTest({ configDir: dirname })],
  optimizeDeps: {
    // Pre-bundle every story dependency before the first test runs: a dependency
    // discovered mid-run makes Vite reload the page and fails the tests running then.
    // Add a package's new runtime dependencies here (`@ruta/<pkg> > <dependency>`).
    include: [
      "react",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "react-dom",
      "react-dom/client",
      ...[
        "@radix-ui/react-dialog",
        "@radix-ui/react-dropdown-menu",
        "@radix-ui/react-popover",
        "@radix-ui/react-select",
        "@radix-ui/react-slot",
        "@radix-ui/react-tabs",
        "@radix-ui/react-toast",
        "@tanstack/react-table",
        "class-variance-authority",
        "clsx",
        "lucide-react",
        "tailwind-merge",
      ].map((dependency) => `@ruta/ui > ${dependency}`),
      ...[
        "@casl/ability",
        "@dnd-kit/core",
        "@dnd-kit/sortable",
        "@dnd-kit/utilities",
        "@lingui/core",
        "@lingui/react",
        "@stripe/react-stripe-js",
        "@stripe/stripe-js",
        "@stripe/stripe-js/pure",
        "@tanstack/react-query",
        "@tanstack/react-router",
        "@tanstack/react-virtual",
        "@ruta/api-client > openapi-fetch",
        "signature_pad",
        "zod",
      ].map((dependency) => `@ruta/backoffice > ${dependency}`),
      "@ruta/validation > libphonenumber-js",
      ...[
        "@react-google-maps/api",
        "maplibre-gl",
        "terra-draw",
        "terra-draw-google-maps-adapter",
        "terra-draw-maplibre-gl-adapter",
        "topojson-client",
      ].map((dependency) => `@ruta/maps > ${dependency}`),
      ...[
        ...billingDependencies,
        "@tanstack/react-query",
        "@tanstack/react-router",
        "lucide-react",
        "@ruta/api-client > openapi-fetch",
      ].map((dependency) => `@ruta/mobile-subscription > ${dependency}`),
      ...billingDependencies.map(
        (dependency) => `@ruta/billing > ${dependency}`
      ),
    ],
  },
  test: {
    name: "storybook",
    root: path.join(dirname, ".."),
    // A story's render, play function and axe check; beside the end-to-end lanes
    // (scripts/test.ts) a file's first story also waits for its iframe's modules.
    testTimeout: 45_000,
    // Every story file in one iframe, one after the other: React, Storybook's preview and the
    // app's modules load once, not once per file (docs/benchmarks.md, "The stories in one
    // page"). Before each story, preview.tsx puts the document back as the first story found it
    // (clean-document.ts) and names the story that left something behind.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: CHROMIUM,
          args: CHROMIUM_ARGS,
        },
        // The stories are read in their settled state: the dialogs' and popups' entrance
        // animations are `motion-safe`, so none runs. Under load a 160 ms fade left a dialog's
        // message at opacity 0 when a story read it.
        contextOptions: { reducedMotion: "reduce" },
      }),
      // The back office is a desktop-first app: test at a laptop's size.
      viewport: { width: 1280, height: 800 },
      instances: [{ browser: "chromium" }],
    },
  },
})
