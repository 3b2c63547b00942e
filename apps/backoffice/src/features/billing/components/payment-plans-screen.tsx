import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { useQuery } from "@tanstack/react-query"
import { Plus } from "lucide-react"
import { PlanPrice } from "@ruta/billing/components/plan-price"
import type { PaymentPlan } from "@ruta/validation/billing"

import { useTableLabels } from "../../../lib/use-table-labels.ts"
import { useAbility } from "../../shell/ability-context.tsx"
import { useRowActions } from "../../shell/row-actions.ts"
import { useRowEditor } from "../../shell/row-editor.ts"
import {
  DeleteConfirmation,
  useDeleteConfirmation,
} from "../../shell/delete-confirmation.tsx"
import { ListScreenHeader } from "../../shell/list-screen-header.tsx"
import { ActiveStatus } from "../../shell/status-label.tsx"
import {
  createPaymentPlan,
  deletePaymentPlan,
  getPaymentPlansQueryOptions,
  paymentPlansKey,
  updatePaymentPlan,
} from "../api/payment-plans.ts"
import type { PaymentPlanRow } from "../api/payment-plans.ts"
import { PaymentPlanDialog } from "./payment-plan-dialog.tsx"

const helper = createDataTableColumnHelper<PaymentPlanRow>()

/**
 * The provider's payment plans, for administrators: every plan in its order with its band and
 * prices, where it is offered and whether it is active; create, edit and delete (spec section 4:
 * saving closes the plan's dialog, a deletion its confirmation).
 */
export function PaymentPlansScreen() {
  const { t } = useLingui()
  const ability = useAbility()
  const actions = useRowActions("paymentPlans")
  const labels = useTableLabels()
  const plans = useQuery(getPaymentPlansQueryOptions())
  const editor = useRowEditor(
    paymentPlansKey,
    (plan: PaymentPlanRow | null, values: PaymentPlan) =>
      plan
        ? updatePaymentPlan(plan.id_payment_plan, values)
        : createPaymentPlan(values)
  )
  const deletion = useDeleteConfirmation({
    remove: (plan: PaymentPlanRow) => deletePaymentPlan(plan.id_payment_plan),
    queryKey: paymentPlansKey,
  })

  return (
    <section className="grid gap-4">
      <ListScreenHeader title={t`Payment plans`}>
        {ability.can("create", "paymentPlans") && (
          <Button onClick={() => editor.edit()}>
            <Plus /> <Trans>New payment plan</Trans>
          </Button>
        )}
      </ListScreenHeader>
      <DataTable
        columns={[
          helper.accessor("order", { header: t`Order` }),
          helper.accessor("name", { header: t`Name` }),
          helper.display({
            id: "price",
            header: t`Price`,
            cell: (info) => <PlanPrice plan={info.row.original} />,
          }),
          helper.display({
            id: "offered",
            header: t`Offered on`,
            cell: (info) => <OfferedOn plan={info.row.original} />,
          }),
          helper.accessor("active", {
            header: t`Status`,
            cell: (info) => <ActiveStatus active={info.getValue()} />,
          }),
        ]}
        data={plans.data ?? []}
        getRowId={(plan) => String(plan.id_payment_plan)}
        loading={plans.isFetching}
        labels={labels}
        caption={t`Payment plans`}
        empty={t`No payment plans yet.`}
        rowActions={(plan) =>
          actions({
            edit: () => editor.edit(plan),
            remove: () => deletion.ask(plan),
          })
        }
      />
      {editor.open && (
        <PaymentPlanDialog
          plan={editor.row}
          onClose={editor.close}
          onSave={editor.save}
        />
      )}
      <DeleteConfirmation
        {...deletion.dialog}
        title={t`Delete ${deletion.item?.name ?? ""}?`}
        description={t`Clients choose among the active plans; this cannot be undone.`}
      />
    </section>
  )
}

function OfferedOn({ plan }: { plan: PaymentPlanRow }) {
  return (
    <ul className="grid gap-0.5 text-sm">
      <li>
        {plan.isMobile ? (
          <Trans>Mobile subscription page</Trans>
        ) : (
          <Trans>Back office</Trans>
        )}
      </li>
      {plan.show_on_website && (
        <li className="text-muted-foreground">
          <Trans>Website</Trans>
        </li>
      )}
    </ul>
  )
}
