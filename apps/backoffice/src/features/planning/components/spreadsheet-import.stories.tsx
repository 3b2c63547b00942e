import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import type { readSpreadsheet } from "../spreadsheet/read-spreadsheet.ts"
import { SpreadsheetImport } from "./spreadsheet-import.tsx"

const onRows = fn()

/** Chooses a file (its content does not matter: the stories' `read` answers). */
const upload = (canvasElement: HTMLElement, name: string) =>
  userEvent.upload(
    canvasElement.querySelector("input[type=file]") as HTMLInputElement,
    new File(["x"], name)
  )

const meta = {
  title: "Back office/Planning/SpreadsheetImport",
  component: SpreadsheetImport,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    onRows,
    day: "2026-11-25",
    remembered: {},
    onRemember: fn(),
    // The stories read a fixed sheet instead of a real file.
    read: (async () => ({
      sheets: [
        {
          name: "Stops",
          rows: [
            ["Nombre", "Dirección", "Lat", "Longitud", "Nombre"],
            ["Ana", "Calle Madero 17", "19.4346", "-99.1292", ""],
            ["Bruno", "Insurgentes Sur 1602", "", "", ""],
          ],
        },
      ],
    })) as typeof readSpreadsheet,
  },
} satisfies Meta<typeof SpreadsheetImport>
export default meta

type Story = StoryObj<typeof meta>

export const MatchesSpanishHeaders: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await upload(canvasElement, "stops.xlsx")
    await waitFor(() =>
      expect(
        canvas.getByRole("button", { name: "Use 2 rows" })
      ).toBeInTheDocument()
    )
    await userEvent.click(canvas.getByRole("button", { name: "Use 2 rows" }))
    await expect(
      canvas.getByText(/These headers appear more than once: Nombre/)
    ).toBeInTheDocument()
    await expect(args.onRemember).toHaveBeenCalledWith({
      name: "Nombre",
      address: "Dirección",
      latitude: "Lat",
      longitude: "Longitud",
    })
    const rows = onRows.mock.lastCall![0] as {
      line: number
      name: string
      address: string
      point: unknown
    }[]
    await expect(rows.map((r) => [r.line, r.name, r.address, r.point])).toEqual(
      [
        [
          2,
          "Ana",
          "Calle Madero 17",
          { latitude: 19.4346, longitude: -99.1292 },
        ],
        [3, "Bruno", "Insurgentes Sur 1602", null],
      ]
    )
  },
}

export const NotASpreadsheet: Story = {
  args: {
    read: (async () => ({
      error: "not-a-spreadsheet",
    })) as typeof readSpreadsheet,
  },
  play: async ({ canvas, canvasElement }) => {
    await upload(canvasElement, "photo.xlsx")
    await waitFor(() =>
      expect(
        canvas.getByText(
          "This file is not a spreadsheet: upload an .xlsx or .csv file."
        )
      ).toBeInTheDocument()
    )
  },
}

export const RememberedMatching: Story = {
  args: { remembered: { address: "Nombre", name: "Dirección" } },
  play: async ({ canvas, canvasElement }) => {
    await upload(canvasElement, "stops.xlsx")
    await waitFor(() =>
      expect(
        canvas.getByRole("combobox", { name: /^Address/ })
      ).toHaveTextContent("Nombre")
    )
  },
}

export const UnreadableFile: Story = {
  args: {
    read: (async () => ({ error: "unreadable" })) as typeof readSpreadsheet,
  },
  play: async ({ canvas, canvasElement }) => {
    await upload(canvasElement, "broken.xlsx")
    await waitFor(() =>
      expect(
        canvas.getByText("The file could not be read as a spreadsheet.")
      ).toBeInTheDocument()
    )
  },
}
