import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { Progress } from "@ruta/ui/components/progress"
import { Select } from "@ruta/ui/components/select"
import { TextArea } from "@ruta/ui/components/text-area"
import { Tabs, TabsList, TabsTrigger } from "@ruta/ui/components/tabs"
import { TextField } from "@ruta/ui/components/text-field"
import { createFileRoute, useNavigate } from "@tanstack/react-router"
import { useState } from "react"

import type { AddressLine } from "../../features/planning/address-lines.ts"
import { parseAddressLines } from "../../features/planning/address-lines.ts"
import type { Geocoded } from "../../features/planning/api/geocoding.ts"
import { findAddresses } from "../../features/planning/api/geocoding.ts"
import {
  createOptimization,
  createRoute,
  optimizationsKey,
} from "../../features/planning/api/optimizations.ts"
import { AddressResults } from "../../features/planning/components/address-results.tsx"
import { SpreadsheetImport } from "../../features/planning/components/spreadsheet-import.tsx"
import { ClientRequired } from "../../features/shell/client-required.tsx"
import { ListScreenHeader } from "../../features/shell/list-screen-header.tsx"
import { useServerOutcome } from "../../lib/use-server-mutation.ts"

export const Route = createFileRoute("/main/new-optimization")({
  staticData: { screen: "new-optimization" },
  component: NewOptimizationPage,
})

function NewOptimizationPage() {
  const { user } = Route.useRouteContext()
  if (!user.clientData) return <ClientRequired />
  return (
    <NewOptimization
      sites={user.clientData.subsidiaries}
      id_client={user.clientData.id_client}
    />
  )
}

/**
 * A new optimization from typed addresses or a spreadsheet: a name, a site, the addresses (or
 * coordinates), found before anything is created, then the optimization with its stops and routes.
 */
function NewOptimization({
  sites,
  id_client,
}: {
  sites: { id_subsidiary: number; name: string }[]
  id_client: number
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const outcome = useServerOutcome(optimizationsKey)
  const [name, setName] = useState("")
  const [site, setSite] = useState(String(sites[0]?.id_subsidiary ?? ""))
  const [method, setMethod] = useState<"manual" | "file">("manual")
  const [text, setText] = useState("")
  const [fileLines, setFileLines] = useState<AddressLine[]>([])
  const [routes, setRoutes] = useState("1")
  const [results, setResults] = useState<Geocoded[] | null>(null)
  const [finding, setFinding] = useState<number | null>(null)
  const [creating, setCreating] = useState(false)
  const [errors, setErrors] = useState<{ name?: string; text?: string }>({})
  const lines = method === "manual" ? parseAddressLines(text) : fileLines

  const find = async (lines: AddressLine[]) => {
    if (lines.length === 0) {
      setErrors({ text: t`Required field.` })
      return
    }
    setErrors({})
    setFinding(0)
    const ok = await outcome.settle(async () => {
      const found = await findAddresses(lines, setFinding)
      setResults(found)
      return {
        message: t`${found.filter((r) => r.found).length} of ${found.length} addresses found.`,
      }
    })
    if (!ok) setResults(null)
    setFinding(null)
  }

  const create = async () => {
    if (!name.trim()) {
      setErrors({ name: t`Required field.` })
      return
    }
    const found = (results ?? []).filter((r) => r.found)
    setCreating(true)
    let id: number | null = null
    await outcome.settle(async () => {
      const created = await createOptimization({
        name: name.trim(),
        method: method === "file" ? 2 : 1,
        id_subsidiary: Number(site),
        stops: found.map((r) => ({
          name: r.alias ?? "",
          address: r.address ?? r.requested_address,
          latitude: r.latitude!,
          longitude: r.longitude!,
          id_address: r.id_address,
        })),
      })
      id = created.data.id_optimization
      for (let n = 1; n <= Number(routes); n++)
        await createRoute(created.data.id_optimization, t`Route ${n}`)
      return created
    })
    setCreating(false)
    if (id !== null)
      void navigate({
        to: "/main/optimizations/$id_optimization",
        params: { id_optimization: id },
      })
  }

  const foundCount = results?.filter((r) => r.found).length ?? 0
  return (
    <section className="grid max-w-3xl gap-4">
      <ListScreenHeader title={<Trans>New optimization</Trans>} />
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
        <Select
          label={t`Routes to start with`}
          value={routes}
          onValueChange={setRoutes}
          options={["0", "1", "2", "3", "4", "5"].map((n) => ({
            value: n,
            label: n,
          }))}
        />
      </div>
      <Tabs
        value={method}
        onValueChange={(value) => {
          setMethod(value as "manual" | "file")
          setResults(null)
        }}
      >
        <TabsList aria-label={t`Creation method`}>
          <TabsTrigger value="manual">
            <Trans>Type addresses</Trans>
          </TabsTrigger>
          <TabsTrigger value="file">
            <Trans>Upload a spreadsheet</Trans>
          </TabsTrigger>
        </TabsList>
      </Tabs>
      {method === "file" ? (
        <SpreadsheetImport
          rememberKey={`ruta.headerMatch.${id_client}`}
          onLines={(next) => {
            setFileLines(next)
            setResults(null)
            void find(next)
          }}
        />
      ) : (
        <TextArea
          label={t`Addresses`}
          description={t`One per line: a street address, or "latitude,longitude". Addresses of the address book are used as they are.`}
          required
          rows={8}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setResults(null)
          }}
          error={errors.text}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          loading={finding !== null}
          onClick={() => void find(lines)}
        >
          <Trans>Find addresses</Trans>
        </Button>
        <Button
          disabled={foundCount === 0}
          loading={creating}
          onClick={() => void create()}
        >
          <Trans>Create optimization</Trans>
        </Button>
      </div>
      {finding !== null && (
        <Progress
          value={Math.round((100 * finding) / Math.max(1, lines.length))}
          aria-label={t`Finding addresses`}
        />
      )}
      {results && <AddressResults lines={lines} results={results} />}
    </section>
  )
}
