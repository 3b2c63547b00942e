import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { expectToast, refusedSave } from "../../../stories/refusal.ts"
import { paymentPlans } from "./billing-fixtures.ts"
import { PaymentPlanDialog } from "./payment-plan-dialog.tsx"

const meta = {
  title: "Back office/Billing/PaymentPlanDialog",
  component: PaymentPlanDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { plan: null, onClose: fn(), onSave: fn(async () => {}) },
} satisfies Meta<typeof PaymentPlanDialog>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body)

/** A new plan typed in dollars is saved in cents; an empty end means no end. */
export const Creates: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement)
    await userEvent.type(await page.findByLabelText(/^Name/), "Fleet")
    await userEvent.clear(page.getByLabelText(/^From addresses/))
    await userEvent.type(page.getByLabelText(/^From addresses/), "5000")
    await userEvent.type(page.getByLabelText(/^Minimum payment/), "499.5")
    await userEvent.type(page.getByLabelText(/^Price per address/), "0.02")
    await userEvent.type(
      page.getByLabelText(/^Descriptions/),
      "Dedicated support{enter}Custom reports"
    )
    await userEvent.click(page.getByLabelText("Shown on the website"))
    await userEvent.click(page.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith({
      name: "Fleet",
      from_addresses: 5000,
      to_addresses: null,
      minimum_payment: 49950,
      address_price: 2,
      order: 0,
      descriptions: ["Dedicated support", "Custom reports"],
      isMobile: false,
      show_on_website: false,
      active: true,
    })
  },
}

/** Editing shows the plan's dollars, and the form's rules say what is wrong. */
export const ShowsTheRules: Story = {
  args: { plan: paymentPlans[0]! },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement)
    const minimum = await page.findByLabelText(/^Minimum payment/)
    await expect(minimum).toHaveValue("49.00")
    await userEvent.clear(minimum)
    await userEvent.type(minimum, "-5")
    await userEvent.clear(page.getByLabelText(/^To addresses/))
    await userEvent.type(page.getByLabelText(/^To addresses/), "abc")
    await userEvent.click(page.getByRole("button", { name: "Save" }))
    // The messages may render once empty while the form validates again.
    await waitFor(() =>
      expect(page.getByText("Field only accepts numbers.")).toBeVisible()
    )
    await waitFor(() =>
      expect(
        page.getByText("Value needs to be an integer number")
      ).toBeVisible()
    )
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  args: { plan: paymentPlans[1]! },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement)
    await expect(
      await page.findByRole("dialog", { name: "Editar el plan Growth" })
    ).toBeInTheDocument()
    await userEvent.clear(page.getByLabelText(/^Hasta direcciones/))
    await userEvent.type(page.getByLabelText(/^Hasta direcciones/), "10")
    await userEvent.click(page.getByRole("button", { name: "Guardar" }))
    // The message may render once empty while the form validates again.
    await waitFor(() =>
      expect(
        page.getByText("El rango debe terminar en su inicio o después.")
      ).toBeVisible()
    )
  },
}

/** The server refuses the save: each field's message shows on it, one of no field in a toast. */
export const RefusedByTheServer: Story = {
  args: {
    plan: paymentPlans[0]!,
    onSave: refusedSave([
      { field: "name", message: "A plan with this name exists." },
      { field: "order", message: "Another plan has this order." },
      { field: "id_payment_plan", message: "This plan was deleted." },
    ]),
  },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement)
    await userEvent.click(await page.findByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalled()
    // The messages may render once empty while the form validates again.
    await waitFor(() =>
      expect(page.getByText("A plan with this name exists.")).toBeVisible()
    )
    await waitFor(() =>
      expect(page.getByText("Another plan has this order.")).toBeVisible()
    )
    await expectToast("This plan was deleted.")
    await expect(page.getByLabelText(/^Name/)).toHaveValue(
      paymentPlans[0]!.name
    )
  },
}
