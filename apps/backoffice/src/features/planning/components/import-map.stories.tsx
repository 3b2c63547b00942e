import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { importRows } from "./import-fixtures.ts"
import { ImportMap } from "./import-map.tsx"

const meta = {
  title: "Back office/Planning/ImportMap",
  component: ImportMap,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { rows: importRows },
} satisfies Meta<typeof ImportMap>
export default meta

type Story = StoryObj<typeof meta>

export const FoundRowsOnly: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("region", { name: "Rows found" })
    ).toBeInTheDocument()
  },
}
