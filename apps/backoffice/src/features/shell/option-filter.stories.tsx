import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

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
    await userEvent.click(filter)
    await userEvent.click(
      await within(document.body).findByRole("option", { name: "Refrigerated" })
    )
    await expect(args.onChange).toHaveBeenCalledWith(3)
    await userEvent.click(filter)
    await userEvent.click(
      await within(document.body).findByRole("option", { name: "All" })
    )
    await expect(args.onChange).toHaveBeenLastCalledWith(undefined)
  },
}
