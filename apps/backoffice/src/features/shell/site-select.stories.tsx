import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, within } from "storybook/test"

import { chooseOption } from "@ruta/ui/stories/select-option"

import { withApp } from "../../stories/app-decorator.tsx"
import { SiteSelect, useSiteChoice } from "./site-select.tsx"

const sites = [
  { id_subsidiary: 1, name: "Acme Centro" },
  { id_subsidiary: 2, name: "Acme Norte" },
]

/** A form's site, starting from the record's own (or the first) and changed by the user. */
function SiteChoice({
  id_subsidiary,
  error,
  onChange,
}: {
  id_subsidiary?: number
  error?: string
  onChange: (value: string) => void
}) {
  const [site, setSite] = useSiteChoice(sites, id_subsidiary)
  return (
    <SiteSelect
      sites={sites}
      value={site}
      onValueChange={(value) => {
        setSite(value)
        onChange(value)
      }}
      error={error}
    />
  )
}

const meta = {
  title: "Back office/Shell/SiteSelect",
  component: SiteChoice,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { onChange: fn() },
} satisfies Meta<typeof SiteChoice>
export default meta

type Story = StoryObj<typeof meta>

/** A new record starts on the user's first site; choosing another gives its id. */
export const FirstSiteThenAnother: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const site = canvas.getByRole("combobox", { name: /Site/ })
    await expect(site).toHaveTextContent("Acme Centro")
    await chooseOption(site, "Acme Norte")
    await expect(args.onChange).toHaveBeenCalledWith("2")
    await expect(site).toHaveTextContent("Acme Norte")
  },
}

/** A record's own site is chosen; the field's message shows under it. */
export const OwnSiteWithMessage: Story = {
  args: { id_subsidiary: 2, error: "Choose a site" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole("combobox", { name: /Site/ })
    ).toHaveTextContent("Acme Norte")
    await expect(canvas.getByText("Choose a site")).toBeVisible()
  },
}
