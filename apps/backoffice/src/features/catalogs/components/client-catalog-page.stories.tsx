import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { fixtures } from "../../../stories/fixtures.ts"
import { getClientCatalogQueryOptions } from "../api/client-catalogs.ts"
import { ClientCatalogPage } from "./client-catalog-page.tsx"

const meta = {
  title: "Back office/Catalogs/ClientCatalogPage",
  component: ClientCatalogPage,
  tags: ["autodocs"],
  decorators: [withApp],
  parameters: {
    queries: [
      [getClientCatalogQueryOptions("skills", 1, 0).queryKey, fixtures.skills],
    ],
  },
  args: {
    clientData: { id_client: 1 },
    kind: "skills",
    title: "Skills",
    subject: "skills",
  },
} satisfies Meta<typeof ClientCatalogPage>

export default meta
type Story = StoryObj<typeof meta>

/** A user of a company sees its catalog. */
export const OfTheCompany: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("cell", { name: "Forklift" })
    ).toBeVisible()
  },
}

/** The provider's own staff, acting for no company, are asked to choose one. */
export const NoCompany: Story = {
  args: { clientData: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("table")).toBeNull()
    await expect(
      canvas.getByText("This screen belongs to a client")
    ).toBeVisible()
  },
}
