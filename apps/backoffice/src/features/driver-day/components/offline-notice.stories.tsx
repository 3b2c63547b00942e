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

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Offline: your changes are kept on this phone and sent when the connection returns."
    )
  },
}
