import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { DeliveryProof } from "./delivery-proof.tsx"

const pixel =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='40' height='40'><rect width='40' height='40' fill='%23cbd5e1'/></svg>"

const meta = {
  title: "Back office/Tracking/DeliveryProof",
  component: DeliveryProof,
  tags: ["autodocs"],
  decorators: [withApp],
  parameters: { viewport: { defaultViewport: "mobile1" } },
  args: {
    proof: {
      recipient_name: "Lucía Pérez",
      completed_at: "2026-11-23T16:52:00.000Z",
      signature: { mime: "image/png", url: pixel },
      photos: [{ mime: "image/jpeg", url: pixel }],
    },
    timeZone: "America/Mexico_City",
  },
} satisfies Meta<typeof DeliveryProof>
export default meta

type Story = StoryObj<typeof meta>

export const WithSignatureAndPhoto: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Received by Lucía Pérez")).toBeVisible()
    await expect(canvas.getByRole("img", { name: "Signature" })).toBeVisible()
    await expect(
      canvas.getByRole("img", { name: "Delivery photo 1" })
    ).toBeVisible()
  },
}
