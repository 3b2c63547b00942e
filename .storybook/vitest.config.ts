import path from "node:path"
import { fileURLToPath } from "node:url"
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin"
import { playwright } from "@vitest/browser-playwright"
import { defineConfig } from "vitest/config"

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Every story is a test: it must render, and its `play` function must pass.
// They run in the system's Chromium (Debian's `chromium` package); no browser is downloaded.
export default defineConfig({
  plugins: [storybookTest({ configDir: dirname })],
  cacheDir: path.join(dirname, "..", "node_modules", ".vite-storybook-tests"),
  test: {
    name: "storybook",
    root: path.join(dirname, ".."),
    testTimeout: 20_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      }),
      instances: [{ browser: "chromium" }],
    },
  },
})
