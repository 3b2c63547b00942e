import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn } from "storybook/test"

import { chooseOption } from "@ruta/ui/stories/select-option"

import { withApp } from "../../stories/app-decorator.tsx"
import { OptionFilter } from "./option-filter.tsx"

const meta = {
  title: "Back office/Shell/OptionFilter",
  component: OptionFilter<number>,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    label: "Skill",
    options: [
      { value: 3, label: "Refrigerated" },
      { value: 7, label: "Heavy load" },
    ],
    value: 7,
    onChange: fn(),
  },
} satisfies Meta<typeof OptionFilter<number>>
export default meta

type Story = StoryObj<typeof meta>

/** Choosing an option hands on its value; "All" hands on none. */
export const Choose: Story = {
  play: async ({ canvas, args }) => {
    const filter = canvas.getByRole("combobox", { name: "Skill" })
    await expect(filter).toHaveTextContent("Heavy load")
    await chooseOption(filter, "Refrigerated")
    await expect(args.onChange).toHaveBeenCalledWith(3)
    await chooseOption(filter, "All")
    await expect(args.onChange).toHaveBeenLastCalledWith(undefined)
  },
}
