import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { Select } from "@ruta/ui/components/select"
import { Steps } from "@ruta/ui/components/steps"
import {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@ruta/ui/components/tabs"
import { TextArea } from "@ruta/ui/components/text-area"
import { TextField } from "@ruta/ui/components/text-field"
import { optimizationInputSchema } from "@ruta/validation/planning"
import { horizonDays } from "@ruta/validation/values"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"

import { dayOf } from "../../../lib/local-day.ts"
import { useServerOutcome } from "../../../lib/use-server-mutation.ts"
import { useClientCountry, useSiteZone } from "../../../lib/use-units.ts"
import { fieldErrors } from "../../auth/field-errors.ts"
import { FormAlert } from "../../auth/form-alert.tsx"
import type { Address } from "../../fleet/api/addresses.ts"
import { parseAddressLines } from "../address-lines.ts"
import { newRoutesOn } from "../new-routes.ts"
import {
  createOptimization,
  headerMatchingQueryOptions,
  optimizationsKey,
  rememberHeaderMatching,
} from "../api/optimizations.ts"
import { addressBookRow } from "../import/address-book-row.ts"
import { refusalByRows } from "../import/creation-refusal.ts"
import { useRowsRefusalText } from "../import/field-labels.ts"
import type { ImportRow } from "../import/import-row.ts"
import { needsAttention, placeOf, toStop } from "../import/import-row.ts"
import { checkRow, useCheckedRows } from "../import/row-check.ts"
import { AddressBookPicker } from "./address-book-picker.tsx"
import { HorizonSelect } from "./horizon-select.tsx"
import { ImportConfirmStep } from "./import-confirm-step.tsx"
import { ImportMap } from "./import-map.tsx"
import { ImportCounts } from "./import-rows-table.tsx"
import { PendingRoutesPicker } from "./pending-routes-picker.tsx"
import { SpreadsheetImport } from "./spreadsheet-import.tsx"

/** Today on the calendar of `timeZone` (the site's), the browser's when not known yet. */
const today = (timeZone?: string) => dayOf(new Date(), timeZone)

/**
 * The new-optimization wizard (spec section 2): name and method, the addresses (typed or a
 * spreadsheet with its header matching), confirm addresses, the pending routes to add the stops
 * to, and a review; the server then creates it all in one transaction.
 *
 * @param onCreated - opens the new optimization
 */
export function NewOptimizationWizard({
  sites,
  onCreated,
}: {
  sites: { id_subsidiary: number; name: string }[]
  onCreated: (id_optimization: number) => void
}) {
  const { t } = useLingui()
  const outcome = useServerOutcome(optimizationsKey)
  const [step, setStep] = useState(0)
  const [name, setName] = useState("")
  const [site, setSite] = useState(String(sites[0]?.id_subsidiary ?? ""))
  const timeZone = useSiteZone(Number(site))
  const [day, setDay] = useState(() => today(timeZone))
  const [horizon, setHorizon] = useState<number>(horizonDays.default)
  const [method, setMethod] = useState<"manual" | "file">("manual")
  const [text, setText] = useState("")
  const [picked, setPicked] = useState<Address[]>([])
  const [rows, setRows] = useState<ImportRow[]>([])
  const [takenIn, setTakenIn] = useState<number[]>([])
  const [newRoutes, setNewRoutes] = useState("1")
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [creating, setCreating] = useState(false)
  const [refusal, setRefusal] = useState<string[]>([])
  const refusalText = useRowsRefusalText()
  const country = useClientCountry()
  // Every row as the server will judge it: phones in E.164, what it would refuse to fix.
  const checked = useCheckedRows(rows, country)
  const matching = useQuery({
    ...headerMatchingQueryOptions(),
    enabled: method === "file",
  })
  const steps = [
    t`Name and method`,
    t`Addresses`,
    t`Confirm addresses`,
    t`Routes`,
    t`Review`,
  ]
  const used = checked.filter((r) => !r.leftOut && placeOf(r))
  const toFix = checked.filter(needsAttention).length

  const nameStep = () => {
    const parsed = optimizationInputSchema.shape.name.safeParse(name.trim())
    if (!parsed.success) {
      setErrors({ name: fieldErrors(parsed.error).form ?? t`Required field.` })
      return
    }
    setErrors({})
    setStep(1)
  }
  const typedStep = () => {
    const typed = parseAddressLines(text)
    const lines = text.split("\n").length
    const fromBook = picked.map((entry, i) =>
      addressBookRow(entry, lines + i, lines + i + 1)
    )
    if (typed.length + fromBook.length === 0) {
      setErrors({ text: t`Required field.` })
      return
    }
    setErrors({})
    setRows([...typed, ...fromBook])
    setStep(2)
  }
  const create = async () => {
    setCreating(true)
    setRefusal([])
    const stops = used.filter((r) => !r.depot)
    const depots = used.filter((r) => r.depot)
    try {
      const created = await createOptimization({
        name: name.trim(),
        method: method === "file" ? 2 : 1,
        id_subsidiary: Number(site),
        horizon_days: horizon,
        stops: stops.map(toStop),
        depots: depots.map((r) => {
          const place = placeOf(r)!
          return {
            name: (r.name || t`Depot row ${r.line}`).slice(0, 100),
            address: place.address.slice(0, 300),
            latitude: place.latitude,
            longitude: place.longitude,
          }
        }),
        routes: takenIn,
        new_routes: newRoutesOn(
          Number(newRoutes),
          day,
          (n) => t`Route ${n}`,
          timeZone
        ),
      })
      outcome.succeeded(created)
      onCreated(created.data.id_optimization)
    } catch (error) {
      // The server's refusal stays in view, each message with the rows it concerns.
      const { byRows, rest } = refusalByRows(error, {
        stops: stops.map((r) => r.line),
        depots: depots.map((r) => r.line),
      })
      setRefusal([...byRows.map(refusalText), ...rest])
    } finally {
      setCreating(false)
    }
  }

  return (
    <div className="grid gap-6">
      <Steps steps={steps} current={step} label={t`New optimization`} />
      {step === 0 && (
        <div className="grid max-w-2xl gap-4">
          <TextField
            label={t`Name`}
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={errors.name}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label={t`Site`}
              value={site}
              onValueChange={setSite}
              options={sites.map((s) => ({
                value: String(s.id_subsidiary),
                label: s.name,
              }))}
            />
            <TextField
              type="date"
              label={t`Day of the routes`}
              description={t`Time windows given as a time only fall on this day.`}
              value={day}
              onChange={(event) =>
                setDay(event.target.value || today(timeZone))
              }
            />
            <HorizonSelect value={horizon} onChange={setHorizon} />
          </div>
          <Tabs
            value={method}
            onValueChange={(value) => setMethod(value as "manual" | "file")}
          >
            <TabsList aria-label={t`Creation method`}>
              <TabsTrigger value="manual">
                <Trans>Type addresses</Trans>
              </TabsTrigger>
              <TabsTrigger value="file">
                <Trans>Upload a spreadsheet</Trans>
              </TabsTrigger>
            </TabsList>
            <TabsContent
              value="manual"
              className="text-muted-foreground text-sm"
            >
              <Trans>Type or paste the addresses, one per line.</Trans>
            </TabsContent>
            <TabsContent value="file" className="text-muted-foreground text-sm">
              <Trans>
                Upload an .xlsx or .csv file of up to 10,000 rows; its columns
                are matched to the stop fields next.
              </Trans>
            </TabsContent>
          </Tabs>
          <Button className="w-fit" onClick={nameStep}>
            <Trans>Next</Trans>
          </Button>
        </div>
      )}
      {step === 1 && (
        <div className="grid max-w-3xl gap-4">
          {method === "file" ? (
            <SpreadsheetImport
              day={day}
              timeZone={timeZone}
              remembered={matching.data}
              onRemember={(names) =>
                void rememberHeaderMatching(names).catch(() => {
                  // Only a suggestion for next time: the upload goes on.
                })
              }
              onRows={(next) => {
                setRows(next)
                setStep(2)
              }}
            />
          ) : (
            <>
              <TextArea
                label={t`Addresses`}
                description={t`One per line: a street address, or "latitude,longitude". Addresses of the address book are used as they are.`}
                rows={8}
                value={text}
                onChange={(event) => setText(event.target.value)}
                error={errors.text}
              />
              <AddressBookPicker picked={picked} onChange={setPicked} />
              <Button className="w-fit" onClick={typedStep}>
                <Trans>Next</Trans>
              </Button>
            </>
          )}
          <Button
            variant="outline"
            className="w-fit"
            onClick={() => setStep(0)}
          >
            <Trans>Back</Trans>
          </Button>
        </div>
      )}
      {step === 2 && (
        <div className="grid gap-4">
          <ImportConfirmStep
            rows={checked}
            day={day}
            id_subsidiary={Number(site)}
            check={(row) => checkRow(row, country)}
            onRowsChange={setRows}
            onFailure={(error) =>
              void outcome.settle(() => Promise.reject(error))
            }
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="outline" onClick={() => setStep(1)}>
              <Trans>Back</Trans>
            </Button>
            <Button
              disabled={toFix > 0 || used.length === 0}
              onClick={() => setStep(3)}
            >
              <Trans>Next</Trans>
            </Button>
          </div>
        </div>
      )}
      {step === 3 && (
        <div className="grid max-w-2xl gap-4">
          <PendingRoutesPicker
            id_subsidiary={Number(site)}
            chosen={takenIn}
            onChange={setTakenIn}
          />
          <Select
            label={t`New routes`}
            value={newRoutes}
            onValueChange={setNewRoutes}
            options={Array.from({ length: 11 }, (_, n) => ({
              value: String(n),
              label: String(n),
            }))}
          />
          <div className="flex gap-3">
            <Button variant="outline" onClick={() => setStep(2)}>
              <Trans>Back</Trans>
            </Button>
            <Button onClick={() => setStep(4)}>
              <Trans>Next</Trans>
            </Button>
          </div>
        </div>
      )}
      {step === 4 && (
        <div className="grid gap-4">
          <dl className="grid max-w-xl grid-cols-2 gap-2 text-sm">
            <dt className="text-muted-foreground">
              <Trans>Name</Trans>
            </dt>
            <dd>{name}</dd>
            <dt className="text-muted-foreground">
              <Trans>Site</Trans>
            </dt>
            <dd>{sites.find((s) => String(s.id_subsidiary) === site)?.name}</dd>
            <dt className="text-muted-foreground">
              <Trans>Days to plan</Trans>
            </dt>
            <dd>{horizon}</dd>
            <dt className="text-muted-foreground">
              <Trans>Routes</Trans>
            </dt>
            <dd>
              <Trans>
                {newRoutes} new, {takenIn.length} pending routes added
              </Trans>
            </dd>
          </dl>
          <ImportCounts rows={checked} />
          <ImportMap rows={checked} />
          {refusal.length > 0 && (
            <FormAlert>
              {refusal.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </FormAlert>
          )}
          <div className="flex gap-3">
            <Button
              variant="outline"
              onClick={() => {
                setRefusal([])
                setStep(3)
              }}
            >
              <Trans>Back</Trans>
            </Button>
            <Button loading={creating} onClick={() => void create()}>
              <Trans>Create optimization</Trans>
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}
