import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn } from "storybook/test"

import { chooseOption } from "@ruta/ui/stories/select-option"

import { withApp } from "../../stories/app-decorator.tsx"
import { SiteFilter } from "./site-filter.tsx"

const meta = {
  title: "Back office/Shell/SiteFilter",
  component: SiteFilter,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    sites: [
      { id_subsidiary: 1, name: "Acme Centro" },
      { id_subsidiary: 2, name: "Acme Norte" },
    ],
    value: undefined,
    onChange: fn(),
  },
} satisfies Meta<typeof SiteFilter>
export default meta

type Story = StoryObj<typeof meta>

export const AllSites: Story = {
  play: async ({ canvas, args }) => {
    await chooseOption(
      canvas.getByRole("combobox", { name: "Site" }),
      "Acme Norte"
    )
    await expect(args.onChange).toHaveBeenCalledWith(2)
  },
}

/** One site: nothing to choose, nothing shown. */
export const OneSite: Story = {
  args: { sites: [{ id_subsidiary: 1, name: "Acme Centro" }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("combobox")).not.toBeInTheDocument()
  },
}
