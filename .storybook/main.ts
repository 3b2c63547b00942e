import path from "node:path"
import { fileURLToPath } from "node:url"

import { getConfig } from "@lingui/conf"
import { linguiTransformerBabelPreset } from "@lingui/vite-plugin"
import babel from "@rolldown/plugin-babel"
import type { StorybookConfig } from "@storybook/react-vite"
import tailwindcss from "@tailwindcss/vite"

// The back office's components use Lingui macros, compiled with its own Lingui config.
const configPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../apps/backoffice/lingui.config.ts"
)
const linguiConfig = getConfig({ configPath })

// One Storybook for the whole repository: every package's and app's stories.
const config: StorybookConfig = {
  stories: [
    "../packages/*/src/**/*.stories.@(ts|tsx)",
    "../apps/*/src/**/*.stories.@(ts|tsx)",
  ],
  addons: [
    "@storybook/addon-docs",
    "@storybook/addon-a11y",
    "@storybook/addon-vitest",
  ],
  framework: {
    name: "@storybook/react-vite",
    options: {},
  },
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [
      // Before React's plugin, so the macros are gone before JSX is compiled.
      babel({
        presets: [
          linguiTransformerBabelPreset({ linguiConfig }, { configPath }),
        ],
      }),
      ...(viteConfig.plugins ?? []),
      tailwindcss(),
    ]
    return viteConfig
  },
}

export default config
