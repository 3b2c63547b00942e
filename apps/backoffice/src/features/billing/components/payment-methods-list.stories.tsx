import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { visaCard } from "./billing-fixtures.ts"
import { PaymentMethodsList } from "./payment-methods-list.tsx"

const meta = {
  title: "Back office/Billing/PaymentMethodsList",
  component: PaymentMethodsList,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    methods: [
      visaCard,
      {
        id: "pm_2",
        brand: "mastercard",
        last4: "4444",
        isDefault: false,
        exp_month: 12,
        exp_year: 2027,
      },
    ],
    onMakeDefault: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof PaymentMethodsList>

export default meta
type Story = StoryObj<typeof meta>

export const Cards: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("VISA ending in 4242")).toBeVisible()
    await expect(canvas.getByText("Expires 04/29")).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Make default" }))
    await expect(args.onMakeDefault).toHaveBeenCalledWith(args.methods[1])
    await userEvent.click(
      canvas.getByRole("button", { name: "Remove the card ending in 4242" })
    )
    await expect(args.onRemove).toHaveBeenCalledWith(args.methods[0])
  },
}

export const NoCards: Story = {
  args: { methods: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No cards yet.")).toBeVisible()
  },
}
