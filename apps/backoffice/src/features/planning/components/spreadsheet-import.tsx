import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { FileDrop } from "@ruta/ui/components/file-drop"
import { Select } from "@ruta/ui/components/select"
import { truncateFileName } from "@ruta/ui/lib/file-name"
import { messages } from "@ruta/validation/messages"
import { translateMessage } from "../../../lib/validation-messages.ts"
import { useState } from "react"

import { useFieldLabels } from "../import/field-labels.ts"
import type { ImportRow } from "../import/import-row.ts"
import type { Field, HeaderMatch } from "../spreadsheet/header-matching.ts"
import {
  FIELDS,
  duplicateHeaders,
  missingFields,
  rowsToImport,
  suggestMatch,
} from "../spreadsheet/header-matching.ts"
import type { ReadFailure, SheetRows } from "../spreadsheet/read-spreadsheet.ts"
import { readSpreadsheet } from "../spreadsheet/read-spreadsheet.ts"

const TEMPLATE =
  "data:text/csv;charset=utf-8," +
  encodeURIComponent(
    "Name,Address,Latitude,Longitude,Depot,Type,Duration,Window start,Window end,Pieces,Weight,Volume,Phone,Email,Instructions\n" +
      'Depot,"Av. Central 1, Centro, Ciudad de México",19.4326,-99.1332,yes,,,,,,,,,,\n' +
      'Ana López,"Calle Madero 17, Centro, Ciudad de México",,,,Delivery,15,09:00,12:00,2,10.5,0.2,+525512345678,ana@example.com,Ring twice\n' +
      "Bruno Díaz,,19.3726,-99.1732,,Pickup,10,,,1,,,,,\n"
  )

/** The fields always shown for matching; the others sit under "More columns". */
const MAIN_FIELDS: Field[] = ["address", "latitude", "longitude", "name"]
const MORE_FIELDS = FIELDS.filter((f) => !MAIN_FIELDS.includes(f))

/**
 * A spreadsheet's rows as import rows: the file read in a web worker (`.xlsx`, every sheet, or
 * `.csv`), its headers matched to the stop fields (suggested from English and Spanish names, and
 * remembered for the next upload), then its rows handed over with their row numbers and problems.
 */
export function SpreadsheetImport({
  onRows,
  day,
  timeZone,
  remembered = {},
  onRemember,
  read = readSpreadsheet,
}: {
  onRows: (rows: ImportRow[]) => void
  /** The routes' day, "YYYY-MM-DD", for time windows given as a time only. */
  day: string
  /** The site's zone: a sheet's "09:00" is 09:00 there (the browser's when not given). */
  timeZone?: string | undefined
  /** The headers the company matched last time, by field (suggested first). */
  remembered?: Partial<Record<Field, string>>
  /** Keeps this matching for the company's next upload. */
  onRemember: (matching: Partial<Record<Field, string>>) => void
  read?: typeof readSpreadsheet
}) {
  const { t, i18n } = useLingui()
  const [files, setFiles] = useState<File[]>([])
  const [sheets, setSheets] = useState<SheetRows[] | null>(null)
  const [sheet, setSheet] = useState(0)
  const [match, setMatch] = useState<HeaderMatch | null>(null)
  const [failure, setFailure] = useState<ReadFailure | null>(null)
  const [checked, setChecked] = useState(false)
  const [moreShown, setMoreShown] = useState(false)
  const headers = sheets?.[sheet]?.rows[0] ?? []

  const open = async (chosen: File[]) => {
    setFiles(chosen)
    setSheets(null)
    setFailure(null)
    setChecked(false)
    const file = chosen[0]
    if (!file) return
    const result = await read(file)
    if ("error" in result) {
      setFailure(result.error)
      return
    }
    setSheets(result.sheets)
    setSheet(0)
    setMatch(suggestMatch(result.sheets[0]?.rows[0] ?? [], remembered))
  }
  const chooseSheet = (index: number) => {
    setSheet(index)
    setMatch(suggestMatch(sheets?.[index]?.rows[0] ?? [], remembered))
  }
  const missing = match ? missingFields(match) : []
  const use = () => {
    setChecked(true)
    if (!sheets || !match || missing.length > 0) return
    const names = Object.fromEntries(
      FIELDS.filter((f) => match[f] >= 0).map((f) => [f, headers[match[f]]])
    )
    onRemember(names)
    onRows(rowsToImport(sheets[sheet]!.rows, match, day, timeZone))
  }
  const fieldLabel = useFieldLabels()
  const duplicated = duplicateHeaders(headers)
  const moreMatched = match
    ? MORE_FIELDS.filter((f) => match[f] >= 0).length
    : 0
  const failureText: Record<ReadFailure, string> = {
    empty: t`The file is empty.`,
    "not-a-spreadsheet": t`This file is not a spreadsheet: upload an .xlsx or .csv file.`,
    "too-large": t`The file is larger than 10 MB, the most one upload takes.`,
    "too-many-rows": t`A sheet has more than 10,000 rows, the most one optimization takes.`,
    "too-many-columns": t`A sheet has more than 100 columns.`,
    bomb: t`The file expands to far more than a spreadsheet of 10,000 rows: it was not opened.`,
    unreadable: t`The file could not be read as a spreadsheet.`,
  }
  const matchSelect = (field: Field) => (
    <Select
      key={`${sheet}-${field}`}
      label={fieldLabel[field]}
      required={MAIN_FIELDS.includes(field) && field !== "name"}
      value={String(match![field])}
      onValueChange={(value) => setMatch({ ...match!, [field]: Number(value) })}
      options={[
        { value: "-1", label: t`None` },
        ...headers.map((header, index) => ({
          value: String(index),
          label: header || t`Column ${index + 1}`,
        })),
      ]}
      error={
        checked && missing.includes(field)
          ? translateMessage(messages.headerMatchingRequired, i18n.locale)
          : undefined
      }
    />
  )
  return (
    <div className="grid gap-4">
      <FileDrop
        label={t`Drop an .xlsx or .csv file here, or choose one`}
        hint={
          <a
            href={TEMPLATE}
            download="ruta-addresses.csv"
            className="underline"
          >
            <Trans>Download a template</Trans>
          </a>
        }
        accept=".xlsx,.csv"
        files={files}
        onFilesChange={(chosen) => void open(chosen)}
        removeLabel={(name) => t`Remove ${truncateFileName(name)}`}
        error={failure ? failureText[failure] : undefined}
      />
      {sheets && match && (
        <div className="grid gap-3 sm:grid-cols-2">
          {sheets.length > 1 && (
            <Select
              label={t`Sheet`}
              value={String(sheet)}
              onValueChange={(value) => chooseSheet(Number(value))}
              options={sheets.map((s, index) => ({
                value: String(index),
                label: s.name,
              }))}
            />
          )}
          {duplicated.length > 0 && (
            <p role="alert" className="text-destructive text-sm sm:col-span-2">
              {t`These headers appear more than once: ${duplicated.join(", ")}. Check that each field takes the right column.`}
            </p>
          )}
          {MAIN_FIELDS.map(matchSelect)}
          {/* The other fields' selects are built only when opened: a select costs the page. */}
          <details
            className="sm:col-span-2"
            onToggle={(event) => setMoreShown(event.currentTarget.open)}
          >
            <summary className="cursor-pointer text-sm font-medium">
              <Trans>
                More columns: duration, time window, load, contact (
                {moreMatched} matched)
              </Trans>
            </summary>
            {moreShown && (
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                {MORE_FIELDS.map(matchSelect)}
              </div>
            )}
          </details>
          <Button className="sm:col-span-2 sm:w-fit" onClick={use}>
            {t`Use ${Math.max(0, (sheets[sheet]?.rows.length ?? 1) - 1)} rows`}
          </Button>
        </div>
      )}
    </div>
  )
}
