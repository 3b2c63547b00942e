import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { TwoFactorStep } from "./two-factor-step.tsx"
import {
  confirmEnrolment,
  sampleEnrolment,
  sampleRecoveryCodes,
} from "./two-factor.fixtures.ts"

const meta = {
  title: "Back office/Auth/TwoFactorStep",
  component: TwoFactorStep,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    challenge: { twoFactor: "code", twoFactorToken: "step-token" },
    onSignedIn: fn(async () => {}),
    onBack: fn(),
    calls: {
      signInWithCode: fn(async () => "access-token"),
      startEnrolment: fn(async () => sampleEnrolment),
      confirmEnrolment: fn(async () => ({
        recoveryCodes: sampleRecoveryCodes,
        accessToken: "access-token",
        refreshToken: "refresh-token",
      })),
    },
  },
} satisfies Meta<typeof TwoFactorStep>

export default meta
type Story = StoryObj<typeof meta>

export const ACode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      canvas.getByLabelText(/^Authentication code/),
      "123456"
    )
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }))
    await expect(args.calls!.signInWithCode).toHaveBeenCalledWith(
      "step-token",
      { code: "123456" }
    )
    await expect(args.onSignedIn).toHaveBeenCalledWith("access-token")
  },
}

export const EnrolFirst: Story = {
  args: { challenge: { twoFactor: "enrol", twoFactorToken: "step-token" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole("heading", { name: "Set up two-factor sign-in" })
    ).toBeVisible()
    await confirmEnrolment(canvasElement)
    await expect(args.calls!.confirmEnrolment).toHaveBeenCalledWith(
      "123456",
      "step-token"
    )
    await expect(args.onSignedIn).toHaveBeenCalledWith("access-token")
  },
}
