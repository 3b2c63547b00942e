import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import type { findRows } from "../api/geocoding.ts"
import type { ImportRow } from "../import/import-row.ts"
import { importRow } from "./import-fixtures.ts"
import { ImportConfirmStep } from "./import-confirm-step.tsx"

/** Looks rows up like the server: "nowhere" is not found, the rest at fixed places. */
const fakeFind = (async (rows, onProgress) => {
  onProgress(0, rows.length)
  const out = rows.map((row, i) =>
    row.found || row.problems.length > 0
      ? row
      : {
          ...row,
          found: {
            ...importRow(i).found!,
            found: !row.address.includes("nowhere"),
            ...(row.address.includes("nowhere")
              ? { latitude: null, longitude: null, address: null }
              : {}),
          },
        }
  )
  onProgress(rows.length, rows.length)
  return out
}) as typeof findRows

const unread = (key: number, address: string) =>
  importRow(key, { address, found: null })

const meta = {
  title: "Back office/Planning/ImportConfirmStep",
  component: ImportConfirmStep,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    rows: [unread(0, "Calle 1"), unread(1, "nowhere 2"), unread(2, "Calle 3")],
    day: "2026-11-25",
    onRowsChange: fn(),
    onFailure: fn(),
    find: fakeFind,
  },
  render: function Render(args) {
    const [rows, setRows] = useState<ImportRow[]>(args.rows)
    return <ImportConfirmStep {...args} rows={rows} onRowsChange={setRows} />
  },
} satisfies Meta<typeof ImportConfirmStep>
export default meta

type Story = StoryObj<typeof meta>

export const FindsThenLeavesOut: Story = {
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(
        canvas.getByText("3 stops, 0 depots, 1 to fix, 0 left out")
      ).toBeInTheDocument()
    )
    await userEvent.click(
      canvas.getByRole("button", { name: "Leave out the 1 rows to fix" })
    )
    await expect(
      canvas.getByText("2 stops, 0 depots, 0 to fix, 1 left out")
    ).toBeInTheDocument()
    await expect(
      within(canvas.getByRole("table")).getByText("Left out")
    ).toBeInTheDocument()
  },
}
