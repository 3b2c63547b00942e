import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { withMobileApp } from "../../../stories/app-decorator.tsx"
import type { SetupIntent } from "../api/subscription.ts"
import { CardStep } from "./card-step.tsx"
import { notConfigured } from "./fixtures.ts"

const meta = {
  title: "Mobile subscription/CardStep",
  component: CardStep,
  tags: ["autodocs"],
  decorators: [withMobileApp],
  args: { onStart: notConfigured as () => Promise<SetupIntent> },
} satisfies Meta<typeof CardStep>

export default meta
type Story = StoryObj<typeof meta>

/** Without Stripe keys the API answers 501: its message takes the card form's place. */
export const NotConfigured: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "Card payments are not configured."
      )
    ).toBeVisible()
  },
}

/** While the SetupIntent is being made. */
export const Preparing: Story = {
  args: { onStart: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("Preparing the card form…")
    ).toBeVisible()
  },
}

/** With keys, the card form drawn for the SetupIntent. */
export const Ready: Story = {
  args: {
    onStart: () =>
      Promise.resolve({
        clientSecret: "seti_1_secret_2",
        publishableKey: "pk",
      }),
    renderCardForm: (setup) => <p>Card form for {setup.clientSecret}</p>,
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Card form for seti_1_secret_2")
    ).toBeVisible()
  },
}
