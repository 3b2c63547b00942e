import { Tabs, TabsContent } from "@ruta/ui/components/tabs"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { SectionTabs } from "./section-tabs.tsx"

const meta = {
  title: "Back office/Shell/SectionTabs",
  component: SectionTabs,
  tags: ["autodocs"],
  decorators: [
    withApp,
    (Story) => (
      <Tabs defaultValue="routes">
        <Story />
        <TabsContent value="routes">The site's routes</TabsContent>
        <TabsContent value="users">The site's users</TabsContent>
      </Tabs>
    ),
  ],
  args: {
    label: "Site sections",
    sections: [
      { value: "configuration", label: "Configuration", allowed: false },
      { value: "routes", label: "Routes" },
      { value: "users", label: "Users", allowed: true },
    ],
  },
} satisfies Meta<typeof SectionTabs>
export default meta

type Story = StoryObj<typeof meta>

/** A section the role does not allow has no tab. */
export const AllowedOnly: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("tablist", { name: "Site sections" })
    await expect(list).toBeVisible()
    await expect(
      canvas.getAllByRole("tab").map((tab) => tab.textContent)
    ).toEqual(["Routes", "Users"])
  },
}
