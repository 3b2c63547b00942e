import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { TwoFactorSection } from "./two-factor-section.tsx"
import {
  confirmEnrolment,
  sampleEnrolment,
  sampleRecoveryCodes,
} from "./two-factor.fixtures.ts"

const meta = {
  title: "Back office/Auth/TwoFactorSection",
  component: TwoFactorSection,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    enabled: false,
    start: fn(async () => sampleEnrolment),
    confirm: fn(async () => sampleRecoveryCodes),
    regenerate: fn(async () => sampleRecoveryCodes),
    turnOff: fn(async () => {}),
    onChanged: fn(),
  },
} satisfies Meta<typeof TwoFactorSection>

export default meta
type Story = StoryObj<typeof meta>

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      canvas.getByRole("button", { name: "Set up two-factor sign-in" })
    )
    await confirmEnrolment(canvasElement)
    await expect(args.onChanged).toHaveBeenCalled()
  },
}

export const OnMakesNewRecoveryCodes: Story = {
  args: { enabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.click(
      canvas.getByRole("button", { name: "New recovery codes" })
    )
    await userEvent.type(
      await page.findByLabelText(/^Code from the app/),
      "654321"
    )
    await userEvent.click(page.getByRole("button", { name: "Make new codes" }))
    await expect(args.regenerate).toHaveBeenCalledWith("654321")
    await expect(
      await canvas.findByRole("list", { name: "Recovery codes" })
    ).toBeVisible()
  },
}

export const OnTurnsOff: Story = {
  args: { enabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole("button", { name: "Turn off" }))
    const dialog = await page.findByRole("dialog")
    await userEvent.type(
      within(dialog).getByLabelText(/^Code from the app/),
      "654321"
    )
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Turn off" })
    )
    await expect(args.turnOff).toHaveBeenCalledWith("654321")
    await expect(args.onChanged).toHaveBeenCalled()
  },
}

export const InSpanish: Story = {
  args: { enabled: true },
  globals: { locale: "es" },
}
