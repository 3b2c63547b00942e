import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { OfflineNotice } from "./offline-notice.tsx"

const meta = {
  title: "Back office/Driver/OfflineNotice",
  component: OfflineNotice,
  tags: ["autodocs"],
  decorators: [withApp],
} satisfies Meta<typeof OfflineNotice>
export default meta

type Story = StoryObj<typeof meta>

export const Offline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Offline: this is the day kept on your phone. Your changes will be sent when the connection returns."
    )
  },
}

export const OfflineInSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Sin conexión: este es el día guardado en tu teléfono. Tus cambios se enviarán cuando vuelva la conexión."
    )
  },
}
