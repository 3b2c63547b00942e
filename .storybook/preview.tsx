import * as React from "react"
import type { Decorator, Preview } from "@storybook/react-vite"
import { configure } from "storybook/test"

import "@ruta/ui/styles/globals.css"

import { cleanDocument } from "./clean-document"

// findBy*/waitFor wait up to 10 s: the test machine has 2 shared cores, and `npm test` runs the
// stories beside the two end-to-end lanes (scripts/test.ts). A wait that is met returns at once.
configure({ asyncUtilTimeout: 10_000 })

type Theme = "light" | "dark"

function ThemeRoot({
  theme,
  locale,
  children,
}: {
  theme: Theme
  locale: string
  children: React.ReactNode
}) {
  React.useLayoutEffect(() => {
    const root = document.documentElement
    root.classList.toggle("dark", theme === "dark")
    root.lang = locale
  }, [theme, locale])
  return children
}

// Light/dark works like the app: a `.dark` class on <html>.
const withTheme: Decorator = (Story, context) => (
  <ThemeRoot
    theme={(context.globals.theme ?? "light") as Theme}
    locale={(context.globals.locale ?? "en") as string}
  >
    <Story />
  </ThemeRoot>
)

// The story that ran last in this page (every story file shares it), named when it left
// something behind.
let previousStory = "the page's start"

const preview: Preview = {
  beforeEach: (context) => {
    const left = cleanDocument(context.canvasElement)
    if (left.length > 0)
      console.warn(`Left behind by ${previousStory}:\n  ${left.join("\n  ")}`)
    previousStory = context.id
  },
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: "Colour palette",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "light", title: "Light", icon: "sun" },
          { value: "dark", title: "Dark", icon: "moon" },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: "Language of the story's strings (context.globals.locale)",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "en", title: "English" },
          { value: "es", title: "Español" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    // `STORYBOOK_THEME=dark` runs the story tests (and their axe checks) in the dark palette.
    theme: import.meta.env.STORYBOOK_THEME === "dark" ? "dark" : "light",
    locale: "en",
  },
  parameters: {
    // Every story is checked with axe; a violation fails its test.
    a11y: { test: "error" },
    layout: "padded",
    backgrounds: { disable: true },
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
    options: {
      storySort: { method: "alphabetical" },
    },
  },
}

export default preview
