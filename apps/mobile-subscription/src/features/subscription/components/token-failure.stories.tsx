import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { withMobileApp } from "../../../stories/app-decorator.tsx"
import { TokenFailure } from "./token-failure.tsx"

const meta = {
  title: "Mobile subscription/TokenFailure",
  component: TokenFailure,
  tags: ["autodocs"],
  decorators: [withMobileApp],
  args: {
    failure: {
      statusCode: 410,
      code: "SUBSCRIPTION_LINK_USED",
      message:
        "This subscription link was already used. Ask your provider for a new one.",
    },
  },
} satisfies Meta<typeof TokenFailure>

export default meta
type Story = StoryObj<typeof meta>

export const Used: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "This link was already used"
    )
    await expect(canvas.getByText(/Ask your provider/)).toBeVisible()
  },
}

export const Expired: Story = {
  args: {
    failure: {
      statusCode: 410,
      code: "SUBSCRIPTION_LINK_EXPIRED",
      message:
        "This subscription link has expired. Ask your provider for a new one.",
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("This link has expired")
    ).toBeVisible()
  },
}

/** A token we never issued (401), in Spanish: the API's sentence comes in Spanish too. */
export const ForgedInSpanish: Story = {
  globals: { locale: "es" },
  args: {
    failure: {
      statusCode: 401,
      code: "INVALID_TOKEN",
      message:
        "Este enlace de suscripción no es válido. Pide uno nuevo a tu proveedor.",
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("Este enlace no es válido")
    ).toBeVisible()
  },
}
