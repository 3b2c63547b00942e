import { Trans, useLingui } from "@lingui/react/macro"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"

import { formatZonedDateTime } from "../../../lib/format.ts"
import { useTableLabels } from "../../../lib/use-table-labels.ts"
import { useSiteZone } from "../../../lib/use-units.ts"
import type { WebhookDelivery } from "../api/integrations.ts"

const helper = createDataTableColumnHelper<WebhookDelivery>()

/**
 * An endpoint's deliveries: status, answer, time (on the clock of the caller's site when they
 * work in one, with its zone when that is not the browser's) and the answer's first 1 KB, with
 * "Send again".
 */
export function DeliveryLog({
  url,
  deliveries,
  canSend,
  onSendAgain,
}: {
  url: string
  deliveries: WebhookDelivery[]
  canSend: boolean
  onSendAgain: (delivery: WebhookDelivery) => void
}) {
  const { t, i18n } = useLingui()
  const labels = useTableLabels()
  const timeZone = useSiteZone()
  const status = {
    pending: t`Waiting to retry`,
    sending: t`Sending`,
    succeeded: t`Delivered`,
    failed: t`Failed`,
  }
  return (
    <section className="grid gap-3">
      <h3 className="font-medium">
        <Trans>Deliveries to {url}</Trans>
      </h3>
      <DataTable
        caption={t`Deliveries to ${url}`}
        labels={labels}
        paging={false}
        data={deliveries}
        getRowId={(d) => String(d.id_delivery)}
        empty={t`Nothing sent yet.`}
        columns={[
          helper.accessor("createdAt", {
            header: t`When`,
            cell: (info) =>
              formatZonedDateTime(info.getValue(), i18n.locale, timeZone),
          }),
          helper.accessor("type", {
            header: t`Event`,
            cell: (info) => <code>{info.getValue()}</code>,
          }),
          helper.accessor("status", {
            header: t`Status`,
            cell: (info) => status[info.getValue() as keyof typeof status],
          }),
          helper.accessor("attempts", { header: t`Attempts` }),
          helper.accessor("response_status", {
            header: t`Answer`,
            cell: (info) => info.getValue() ?? info.row.original.error ?? "—",
          }),
          helper.accessor("response_ms", {
            header: t`Time`,
            cell: (info) =>
              info.getValue() === null ? "—" : t`${info.getValue()} ms`,
          }),
          helper.accessor("response_body", {
            header: t`Answer body`,
            cell: (info) => (
              <code className="line-clamp-2 max-w-xs break-all text-xs">
                {info.getValue() ?? ""}
              </code>
            ),
          }),
        ]}
        rowActions={(delivery) =>
          canSend && delivery.status !== "sending"
            ? [
                {
                  id: "send-again",
                  label: t`Send again`,
                  onSelect: () => onSendAgain(delivery),
                },
              ]
            : []
        }
      />
    </section>
  )
}
