import type { Meta, StoryObj } from "@storybook/react-vite"

import { withApp } from "../../stories/app-decorator.tsx"
import { ActiveStatus } from "./status-label.tsx"

const meta = {
  title: "Back office/Shell/ActiveStatus",
  component: ActiveStatus,
  tags: ["autodocs"],
  decorators: [withApp],
} satisfies Meta<typeof ActiveStatus>

export default meta
type Story = StoryObj<typeof meta>

export const Active: Story = { args: { active: true } }
export const Inactive: Story = { args: { active: false } }
