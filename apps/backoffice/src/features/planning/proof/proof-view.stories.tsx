import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { stopProof } from "../components/planning-fixtures.ts"
import { ProofView } from "./proof-view.tsx"
import { unitsInZone, unitsQuery } from "../../../stories/units.ts"

const meta = {
  title: "Back office/Planning/ProofView",
  component: ProofView,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { proof: stopProof(), id_stop: 3 },
} satisfies Meta<typeof ProofView>
export default meta

type Story = StoryObj<typeof meta>

/** Name, time, place, photos and signature; finished 400 m away, so flagged. */
export const FarFromStop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Lucía Pérez")).toBeInTheDocument()
    await expect(canvas.getByTestId("far-3")).toHaveTextContent(
      "Completed 400 m from the stop"
    )
    await expect(
      canvas.getByRole("link", { name: /19\.43620, -99\.13320/ })
    ).toHaveAttribute("href", expect.stringContaining("query=19.4362,-99.1332"))
    await expect(
      canvas.getAllByRole("img", { name: /Proof photo/ })
    ).toHaveLength(2)
    await expect(
      canvas.getByRole("img", { name: "Signature of Lucía Pérez" })
    ).toBeInTheDocument()
  },
}

/** At the stop, with no photos, signature or position: nothing flagged, and it says so. */
export const AtTheStop: Story = {
  args: {
    proof: stopProof({
      photos: [],
      signature: null,
      latitude: null,
      longitude: null,
      accuracy: null,
      distance_m: null,
      far_from_stop: false,
    }),
  },
  globals: { locale: "es" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId("far-3")).toBeNull()
    await expect(canvas.queryByRole("img")).toBeNull()
    await expect(
      canvas.getByText("El teléfono no dio su ubicación.")
    ).toBeInTheDocument()
  },
}

/** Far in kilometres, in Spanish. */
export const FarInSpanish: Story = {
  args: { proof: stopProof({ distance_m: 2350 }) },
  globals: { locale: "es" },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("far-3")).toHaveTextContent(
      "Completada a 2,4 km de la parada"
    )
  },
}

/** A Tijuana stop seen from a browser elsewhere: the time is Tijuana's, and says so. */
export const OnTheSiteClock: Story = {
  args: { id_subsidiary: 1 },
  parameters: { queries: [unitsQuery(unitsInZone("America/Tijuana"))] },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Nov 25, 2026, 7:12\sAM PST/)
    ).toBeInTheDocument()
  },
}
