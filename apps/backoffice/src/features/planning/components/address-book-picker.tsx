import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { IconButton } from "@ruta/ui/components/icon-button"
import { TextField } from "@ruta/ui/components/text-field"
import { useQuery } from "@tanstack/react-query"
import { Plus, X } from "lucide-react"
import { useDeferredValue, useState } from "react"

import type { Address } from "../../fleet/api/addresses.ts"
import { getAddressesQueryOptions } from "../../fleet/api/addresses.ts"

/** How many matches the picker offers at once. */
const OFFERED = 8

/**
 * Picks customers from the address book for a typed optimization: search, add, remove. Picked
 * entries keep their place and contact, so they are never looked up again.
 */
export function AddressBookPicker({
  picked,
  onChange,
  entries,
}: {
  picked: Address[]
  onChange: (picked: Address[]) => void
  /** The entries to offer (stories); otherwise the address book's, from the server. */
  entries?: Address[]
}) {
  const { t } = useLingui()
  const [text, setText] = useState("")
  const search = useDeferredValue(text.trim())
  const query = useQuery({
    ...getAddressesQueryOptions({ text: search, page: 0, size: OFFERED }),
    enabled: entries === undefined && search !== "",
  })
  const pickedIds = new Set(picked.map((a) => a.id_address))
  const offered = (
    entries?.filter((a) =>
      `${a.alias} ${a.address}`.toLowerCase().includes(search.toLowerCase())
    ) ??
    query.data?.items ??
    []
  ).filter((a) => search !== "" && !pickedIds.has(a.id_address))
  return (
    <div className="grid gap-2">
      <TextField
        type="search"
        label={t`Add from the address book`}
        placeholder={t`Name or address`}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {offered.length > 0 && (
        <ul aria-label={t`Address book matches`} className="grid gap-1">
          {offered.slice(0, OFFERED).map((entry) => (
            <li key={entry.id_address}>
              <Button
                variant="ghost"
                size="sm"
                className="h-auto w-full justify-start text-left"
                onClick={() => onChange([...picked, entry])}
              >
                <Plus aria-hidden="true" />
                <span className="truncate">
                  {entry.alias ? `${entry.alias} · ` : ""}
                  {entry.address}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {picked.length > 0 && (
        <ul aria-label={t`Picked from the address book`} className="grid gap-1">
          {picked.map((entry) => (
            <li
              key={entry.id_address}
              className="flex items-center gap-2 rounded-md border px-2 py-1 text-sm"
            >
              <span className="flex-1 truncate">
                {entry.alias ? `${entry.alias} · ` : ""}
                {entry.address}
              </span>
              <IconButton
                variant="ghost"
                label={t`Remove ${entry.alias || entry.address}`}
                onClick={() =>
                  onChange(
                    picked.filter((a) => a.id_address !== entry.id_address)
                  )
                }
              >
                <X aria-hidden="true" />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      {search !== "" && offered.length === 0 && !query.isFetching && (
        <p className="text-muted-foreground text-sm">
          <Trans>No address book entry matches.</Trans>
        </p>
      )}
    </div>
  )
}
