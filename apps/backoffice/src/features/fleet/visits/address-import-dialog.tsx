import { Trans, useLingui } from "@lingui/react/macro"
import { FileDrop } from "@ruta/ui/components/file-drop"
import { addressWithRuleSchema } from "@ruta/validation/visit-rules"
import type { AddressWithRule } from "@ruta/validation/visit-rules"
import { useState } from "react"

import { dayOf } from "../../../lib/local-day.ts"
import { translateMessage } from "../../../lib/validation-messages.ts"
import { SiteSelect, useSiteChoice } from "../../shell/site-select.tsx"
import { FormDialog } from "../../shell/form-dialog.tsx"
import type { AddressRow, CellProblem } from "./address-rows.ts"
import { addressRowsOf } from "./address-rows.ts"

type Point = { latitude: number; longitude: number } | null

/**
 * Imports address-book entries from a spreadsheet (issue 45): name, address or coordinates,
 * contact, and a "Visits" ("Visitas") column with the entry's rule, its windows and duration.
 * Every cell that cannot be read is said by row; the row keeps the rest (a row with an unread
 * Visits cell is saved without a rule). Rows without coordinates are looked up by address.
 */
export function AddressImportDialog({
  sites,
  read,
  find,
  save,
  onClose,
  onImported,
}: {
  sites: { id_subsidiary: number; name: string }[]
  /** The first sheet's rows of a file, or null when it is no spreadsheet. */
  read: (file: File) => Promise<string[][] | null>
  /** Where an address is, or null when it is not found. */
  find: (address: string) => Promise<Point>
  save: (entry: AddressWithRule) => Promise<unknown>
  onClose: () => void
  onImported: (count: number) => void
}) {
  const { t, i18n } = useLingui()
  const [site, setSite] = useSiteChoice(sites)
  const [files, setFiles] = useState<File[]>([])
  const [rows, setRows] = useState<AddressRow[] | null>(null)
  const [unreadable, setUnreadable] = useState(false)
  const [notes, setNotes] = useState<string[]>([])
  const [busy, setBusy] = useState(false)

  const problemText = (line: number, problem: CellProblem) => {
    switch (problem.column) {
      case "visits":
        return t`Row ${line}: Visits "${problem.text}" was not read (write days such as Mon, Thu, or every 2 weeks Mon, or monthly 15); the entry is saved without visits.`
      case "coordinates":
        return t`Row ${line}: the coordinates "${problem.text}" are not a place; the address is looked up instead.`
      case "address":
        return t`Row ${line}: no address and no coordinates; it is not saved.`
    }
  }

  async function choose(chosen: File[]) {
    setFiles(chosen)
    setRows(null)
    setNotes([])
    const [file] = chosen
    if (!file) return
    const sheet = await read(file)
    setUnreadable(sheet === null)
    setRows(sheet ? addressRowsOf(sheet, dayOf(new Date())) : null)
  }

  async function importRows() {
    if (!rows) return
    setBusy(true)
    const said: string[] = []
    let saved = 0
    for (const row of rows) {
      if (row.problems.some((p) => p.column === "address")) continue
      const point: Point =
        row.latitude !== null && row.longitude !== null
          ? { latitude: row.latitude, longitude: row.longitude }
          : await find(row.address).catch(() => null)
      if (!point) {
        said.push(
          t`Row ${row.line}: the address was not found; it is not saved.`
        )
        continue
      }
      const entry = addressWithRuleSchema.safeParse({
        id_subsidiary: Number(site),
        alias: row.alias,
        address: row.address || `${point.latitude},${point.longitude}`,
        ...point,
        first_name: row.first_name,
        phone_number: row.phone_number,
        email: row.email,
        visit_rule: row.visit_rule,
      })
      if (!entry.success) {
        const message = translateMessage(
          entry.error.issues[0]?.message ?? "",
          i18n.locale
        )
        said.push(t`Row ${row.line}: ${message}; it is not saved.`)
        continue
      }
      try {
        await save(entry.data)
        saved++
      } catch {
        said.push(t`Row ${row.line}: the server refused it; it is not saved.`)
      }
    }
    setBusy(false)
    setNotes(said)
    if (said.length === 0) onImported(saved)
    else setRows([])
  }

  const problems = (rows ?? []).flatMap((row) =>
    row.problems.map((p) => problemText(row.line, p))
  )
  const withVisits = (rows ?? []).filter((r) => r.visit_rule).length
  return (
    <FormDialog
      title={t`Import addresses`}
      description={t`An .xlsx or .csv file with a header row: Name, Address, Latitude, Longitude, Visits ("Mon, Thu", "every 2 weeks Mon", "monthly 15"), Windows, Duration, Phone, Email. Spanish headers are read too.`}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault()
        void importRows()
      }}
      busy={busy}
      submitDisabled={!rows || rows.length === 0}
    >
      <SiteSelect sites={sites} value={site} onValueChange={setSite} />
      <FileDrop
        label={t`Drop a spreadsheet here, or choose one`}
        accept=".xlsx,.csv"
        files={files}
        onFilesChange={(chosen) => void choose(chosen)}
        removeLabel={(name) => t`Remove ${name}`}
        error={
          unreadable
            ? t`This file is not a spreadsheet: upload an .xlsx or .csv file.`
            : undefined
        }
      />
      {rows && rows.length > 0 && (
        <p className="text-sm">
          <Trans>
            {rows.length} entries, {withVisits} with recurring visits.
          </Trans>
        </p>
      )}
      {[...problems, ...notes].length > 0 && (
        <ul
          className="grid gap-1 text-sm text-destructive"
          aria-label={t`Rows to check`}
        >
          {[...problems, ...notes].map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </FormDialog>
  )
}
