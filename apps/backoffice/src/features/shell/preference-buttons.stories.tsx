import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent } from "storybook/test"

import { StorageKey } from "../../lib/storage.ts"
import { withApp } from "../../stories/app-decorator.tsx"
import { PreferenceButtons } from "./preference-buttons.tsx"

const meta = {
  title: "Back office/Shell/PreferenceButtons",
  component: PreferenceButtons,
  tags: ["autodocs"],
  decorators: [withApp],
} satisfies Meta<typeof PreferenceButtons>
export default meta

type Story = StoryObj<typeof meta>

export const Default: Story = {
  // The theme button sets the page's theme as the app does (lib/theme.ts): `<html>`'s class and
  // `color-scheme`, and the stored theme. Put back after the story, so the stories after it
  // (every file's, in one page) render as before.
  beforeEach: () => {
    const root = document.documentElement
    const style = root.getAttribute("style")
    const stored = localStorage.getItem(StorageKey.theme)
    return () => {
      if (style === null) root.removeAttribute("style")
      else root.setAttribute("style", style)
      if (stored === null) localStorage.removeItem(StorageKey.theme)
      else localStorage.setItem(StorageKey.theme, stored)
    }
  },
  play: async ({ canvas }) => {
    const theme = canvas.getByRole("button", {
      name: /Use the (dark|light) theme/,
    })
    const before = theme.getAttribute("aria-label")
    await userEvent.click(theme)
    await expect(
      canvas.getByRole("button", { name: /Use the (dark|light) theme/ })
    ).not.toHaveAttribute("aria-label", before)
    // Back as it was: the theme's class on <html>.
    await userEvent.click(
      canvas.getByRole("button", { name: /Use the (dark|light) theme/ })
    )
    await expect(
      canvas.getByRole("button", { name: "Switch to Spanish" })
    ).toBeInTheDocument()
  },
}
