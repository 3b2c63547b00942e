import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { checkRow } from "../import/row-check.ts"
import { importRow, importRows, manyImportRows } from "./import-fixtures.ts"
import { ImportCounts, ImportRowsTable } from "./import-rows-table.tsx"

const meta = {
  title: "Back office/Planning/ImportRowsTable",
  component: ImportRowsTable,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { rows: importRows, onEdit: fn(), onLeaveOut: fn() },
  render: (args) => (
    <div className="grid gap-3">
      <ImportCounts rows={args.rows} />
      <ImportRowsTable {...args} />
    </div>
  ),
} satisfies Meta<typeof ImportRowsTable>
export default meta

type Story = StoryObj<typeof meta>

export const EveryState: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText("4 stops, 1 depots, 2 to fix, 1 left out")
    ).toBeInTheDocument()
    await expect(canvas.getByText("Several places match")).toBeInTheDocument()
    await expect(canvas.getByText("Not found")).toBeInTheDocument()
    await expect(
      canvas.getByText(
        "Pieces: not a number 0 or greater · Time window end: not a time or date"
      )
    ).toBeInTheDocument()
    await userEvent.click(canvas.getByLabelText("Only rows to fix"))
    const table = canvas.getByRole("table")
    await expect(within(table).getAllByRole("row")).toHaveLength(3)
    await userEvent.click(
      within(table).getAllByRole("button", { name: "Actions for this row" })[0]!
    )
    await userEvent.click(
      await within(document.body).findByRole("menuitem", { name: "Leave out" })
    )
    await expect(args.onLeaveOut).toHaveBeenCalledWith(
      expect.objectContaining({ line: 5 }),
      true
    )
  },
}

/** Rows checked as the server will: a phone written in E.164, and values it would refuse. */
const checkedRows = [
  importRow(0, { details: { phone_number: "55 9779 2542" } }),
  importRow(1, { details: { phone_number: "55 97", email: "ana@" } }),
].map((row) => checkRow(row, "MX"))

export const CheckedAsTheServerWill: Story = {
  args: { rows: checkedRows },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Phone number: 55 9779 2542 → +525597792542")
    ).toBeInTheDocument()
    await expect(
      canvas.getByText(
        "Email: Enter a valid email. · Phone number: Enter a valid phone number."
      )
    ).toBeInTheDocument()
    await expect(
      canvas.getByText("2 stops, 0 depots, 1 to fix, 0 left out")
    ).toBeInTheDocument()
  },
}

export const CheckedInSpanish: Story = {
  args: { rows: checkedRows },
  globals: { locale: "es" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        "Correo electrónico: Escribe un correo electrónico válido. · Número de teléfono: Escribe un número de teléfono válido."
      )
    ).toBeInTheDocument()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Varios lugares coinciden")
    ).toBeInTheDocument()
  },
}

export const TenThousandRows: Story = {
  args: { rows: manyImportRows(10_000) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("10000 stops, 0 depots, 0 to fix, 0 left out")
    ).toBeInTheDocument()
    await expect(canvas.getAllByRole("row").length).toBeLessThan(80)
  },
}
