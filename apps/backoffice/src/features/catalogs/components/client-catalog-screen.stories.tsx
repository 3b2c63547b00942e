import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { fixtures } from "../../../stories/fixtures.ts"
import { getClientCatalogQueryOptions } from "../api/client-catalogs.ts"
import { ClientCatalogScreen } from "./client-catalog-screen.tsx"

const meta = {
  title: "Back office/Catalogs/ClientCatalogScreen",
  component: ClientCatalogScreen,
  tags: ["autodocs"],
  decorators: [withApp],
  parameters: {
    queries: [
      [getClientCatalogQueryOptions("skills", 1, 0).queryKey, fixtures.skills],
    ],
  },
  args: { kind: "skills", id_client: 1, title: "Skills", subject: "skills" },
} satisfies Meta<typeof ClientCatalogScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Skills: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("cell", { name: "Forklift" })).toBeVisible()
    await userEvent.type(canvas.getByRole("searchbox"), "refr")
    await expect(
      await canvas.findByRole("cell", { name: "Refrigerated" })
    ).toBeVisible()
  },
}

/** Stop outcomes show their kind, and the product's names in the reader's language. */
export const StopOutcomesInSpanish: Story = {
  args: {
    kind: "stop-outcomes",
    title: "Resultados de parada",
    subject: "stopOutcomes",
  },
  globals: { locale: "es" },
  parameters: {
    queries: [
      [
        getClientCatalogQueryOptions("stop-outcomes", 1, 0).queryKey,
        [
          {
            id: 1,
            name: "Delivered",
            active: true,
            kind: "completed",
            preset: "delivered",
          },
          {
            id: 2,
            name: "Portería cerrada",
            active: true,
            kind: "failed",
            preset: null,
          },
        ],
      ],
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("cell", { name: "Entregado" })).toBeVisible()
    await expect(
      canvas.getByRole("row", { name: /Portería cerrada Visita fallida/ })
    ).toBeVisible()
    await expect(
      canvas.getByRole("row", { name: /Entregado Visita completada/ })
    ).toBeVisible()
  },
}
