import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { pick } from "../stories/locale"
import { LoadingOverlay } from "./loading-overlay"

const meta = {
  title: "UI/LoadingOverlay",
  component: LoadingOverlay,
  tags: ["autodocs"],
  args: { label: "Loading…" },
  parameters: { layout: "fullscreen" },
  render: (args, { globals }) => (
    <LoadingOverlay {...args} label={pick(globals, "Loading…", "Cargando…")} />
  ),
} satisfies Meta<typeof LoadingOverlay>

export default meta
type Story = StoryObj<typeof meta>

export const FullScreen: Story = {
  play: async ({ canvas }) => {
    const overlay = canvas.getByRole("status")
    await expect(overlay).toHaveTextContent("Loading…")
    await expect(overlay).toHaveAttribute("aria-busy", "true")
    const style = getComputedStyle(overlay)
    await expect(style.position).toBe("fixed")
    await expect(overlay.getBoundingClientRect().width).toBe(window.innerWidth)
    if (!document.documentElement.classList.contains("dark")) {
      await expect(style.backgroundColor).toBe("rgb(255, 255, 255)")
    }
  },
}

export const Contained: Story = {
  args: { position: "contained" },
  render: (args, { globals }) => (
    <div className="relative m-6 h-72 rounded-xl border bg-card">
      <LoadingOverlay
        {...args}
        label={pick(globals, "Loading routes…", "Cargando rutas…")}
      />
    </div>
  ),
}

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("status")).toBeNull()
  },
}
