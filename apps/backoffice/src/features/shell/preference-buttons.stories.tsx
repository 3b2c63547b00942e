import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent } from "storybook/test"

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
  play: async ({ canvas }) => {
    const theme = canvas.getByRole("button", {
      name: /Use the (dark|light) theme/,
    })
    const before = theme.getAttribute("aria-label")
    await userEvent.click(theme)
    await expect(
      canvas.getByRole("button", { name: /Use the (dark|light) theme/ })
    ).not.toHaveAttribute("aria-label", before)
    // Back as it was, so the other stories keep their theme.
    await userEvent.click(
      canvas.getByRole("button", { name: /Use the (dark|light) theme/ })
    )
    await expect(
      canvas.getByRole("button", { name: "Switch to Spanish" })
    ).toBeInTheDocument()
  },
}
