import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withMobileApp } from "../../../stories/app-decorator.tsx"
import { PageBar } from "./page-bar.tsx"

const meta = {
  title: "Mobile subscription/PageBar",
  component: PageBar,
  tags: ["autodocs"],
  decorators: [withMobileApp],
  args: {
    locale: "en",
    theme: "light",
    onLocaleChange: fn(),
    onThemeChange: fn(),
  },
} satisfies Meta<typeof PageBar>

export default meta
type Story = StoryObj<typeof meta>

/** The language switch offers the other language; the theme switch the other theme. */
export const Switches: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: "Español" }))
    await expect(args.onLocaleChange).toHaveBeenCalledWith("es")
    await userEvent.click(canvas.getByRole("button", { name: "Dark theme" }))
    await expect(args.onThemeChange).toHaveBeenCalledWith("dark")
  },
}

export const DarkInSpanish: Story = {
  globals: { locale: "es", theme: "dark" },
  args: { locale: "es", theme: "dark" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("button", { name: "English" })).toBeVisible()
    await expect(
      canvas.getByRole("button", { name: "Tema claro" })
    ).toBeVisible()
  },
}
