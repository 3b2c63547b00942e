import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { RecoveryCodesList } from "./recovery-codes-list.tsx"
import { sampleRecoveryCodes } from "./two-factor.fixtures.ts"

const meta = {
  title: "Back office/Auth/RecoveryCodesList",
  component: RecoveryCodesList,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { codes: sampleRecoveryCodes, onDone: fn() },
} satisfies Meta<typeof RecoveryCodesList>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const list = canvas.getByRole("list", { name: "Recovery codes" })
    await expect(within(list).getAllByRole("listitem")).toHaveLength(10)
    await userEvent.click(
      canvas.getByRole("button", { name: "I have saved them" })
    )
    await expect(args.onDone).toHaveBeenCalled()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
}
