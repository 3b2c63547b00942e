import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"

import { openSelect } from "@ruta/ui/stories/select-option"

import { useState } from "react"

import { withApp } from "../../../stories/app-decorator.tsx"
import { CompleteStopDialog } from "./complete-stop-dialog.tsx"
import { cameraPhoto, drawStroke } from "../proof/story-helpers.ts"
import type { VisitReport } from "../use-driver-day.ts"
import { outcomes } from "./driver-fixtures.ts"

const meta = {
  title: "Back office/Driver/CompleteStopDialog",
  component: CompleteStopDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    stopName: "Farmacia 3",
    failed: false,
    outcomes,
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof CompleteStopDialog>
export default meta

type Story = StoryObj<typeof meta>

export const Complete: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole("dialog")
    await expect(dialog).toHaveTextContent("Complete Farmacia 3")
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Complete stop" })
    )
    await expect(args.onConfirm).toHaveBeenCalledWith({
      failed: false,
      id_stop_outcome: null,
      note: "",
      recipient_name: "",
      signature: null,
      photos: [],
    })
  },
}

const everything = { recipient_name: true, signature: true, photos: 1 }

/**
 * The client requires a name, a signature and a photo: Complete says what is missing, in the
 * server's words, and sends nothing until the driver has given them all.
 */
export const ProofRequired: Story = {
  args: {
    proof: {
      completed: everything,
      failed: { recipient_name: false, signature: false, photos: 0 },
    },
  },
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole("dialog"))
    const complete = dialog.getByRole("button", { name: "Complete stop" })
    await userEvent.click(complete)
    await expect(
      dialog.getByText("This client requires proof to complete this visit.")
    ).toBeInTheDocument()
    await expect(
      dialog.getByText("Write the name of the person who received it.")
    ).toBeInTheDocument()
    await expect(
      dialog.getByText("Get the recipient's signature.")
    ).toBeInTheDocument()
    await expect(dialog.getByText("Take a photo.")).toBeInTheDocument()
    await expect(args.onConfirm).not.toHaveBeenCalled()

    await userEvent.click(
      dialog.getByRole("textbox", { name: /Recipient's name/ })
    )
    await userEvent.paste("Lucía Pérez")
    drawStroke(dialog.getByRole("img", { name: /Signature pad/ }))
    await dialog.findByRole("img", { name: "Signature, signed" })
    const input = document.querySelector<HTMLInputElement>(
      "[role=dialog] input[type=file]"
    )!
    await userEvent.upload(input, await cameraPhoto(400, 300))
    await dialog.findByRole("img", { name: "Photo 1" }, { timeout: 10_000 })
    await waitFor(() =>
      expect(dialog.queryByRole("alert")).not.toBeInTheDocument()
    )
    await userEvent.click(complete)
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    const report = (args.onConfirm as ReturnType<typeof fn>).mock
      .lastCall![0] as VisitReport
    await expect(report.recipient_name).toBe("Lucía Pérez")
    await expect(report.signature?.type).toBe("image/png")
    await expect(report.photos.map((p) => p.type)).toEqual(["image/jpeg"])
  },
}

/** In Spanish, a failed visit asks only for what the client requires of it. */
export const FailedProofInSpanish: Story = {
  args: {
    failed: true,
    outcomes: [],
    proof: {
      completed: everything,
      failed: { recipient_name: false, signature: false, photos: 2 },
    },
  },
  globals: { locale: "es" },
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole("dialog"))
    await expect(dialog.queryByRole("textbox", { name: /Nombre/ })).toBeNull()
    await userEvent.click(
      dialog.getByRole("button", { name: "Marcar como fallida" })
    )
    await expect(
      dialog.getByText(
        "Este cliente exige una prueba para registrar una visita que no se pudo completar."
      )
    ).toBeInTheDocument()
    await expect(dialog.getByText("Toma al menos 2 fotos.")).toBeInTheDocument()
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

/** A failed visit needs its reason, and is offered only the failure outcomes. */
export const Failed: Story = {
  args: { failed: true },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole("dialog")
    await expect(
      within(dialog).getByRole("combobox", { name: /Outcome/ })
    ).toHaveTextContent("Choose why it failed")
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Mark as failed" })
    )
    await expect(
      await within(dialog).findByText("Choose why the visit failed.")
    ).toBeInTheDocument()
    await expect(args.onConfirm).not.toHaveBeenCalled()
    const outcomes = await openSelect(
      within(dialog).getByRole("combobox", { name: /Outcome/ })
    )
    await expect(
      outcomes.queryByRole("option", { name: "Delivered" })
    ).toBeNull()
    await userEvent.click(outcomes.getByRole("option", { name: "Nobody home" }))
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Mark as failed" })
    )
    await expect(args.onConfirm).toHaveBeenCalledWith({
      failed: true,
      id_stop_outcome: 2,
      note: "",
      recipient_name: "",
      signature: null,
      photos: [],
    })
  },
}

/** Completing offers the completion outcomes only. */
export const CompleteOffersCompletions: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole("dialog")
    const outcomes = await openSelect(
      within(dialog).getByRole("combobox", { name: /Outcome/ })
    )
    await expect(
      outcomes.getByRole("option", { name: "Delivered" })
    ).toBeInTheDocument()
    await expect(
      outcomes.queryByRole("option", { name: "Nobody home" })
    ).toBeNull()
  },
}

/** In Spanish the product's names are translated; a name the client typed shows as typed. */
export const OutcomeNamesInSpanish: Story = {
  args: { failed: true },
  globals: { locale: "es" },
  play: async () => {
    const dialog = within(document.body).getByRole("dialog")
    const outcomes = await openSelect(within(dialog).getByRole("combobox"))
    await expect(
      outcomes.getByRole("option", { name: "Nadie en casa" })
    ).toBeInTheDocument()
    await expect(
      outcomes.getByRole("option", { name: "Portería" })
    ).toBeInTheDocument()
  },
}

/** Closed with its errors showing and opened again, it starts clean. */
export const ReopensClean: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(true)
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open again
        </button>
        <CompleteStopDialog {...args} open={open} onOpenChange={setOpen} />
      </>
    )
  },
  args: { failed: true },
  play: async ({ canvas }) => {
    const body = within(document.body)
    await userEvent.click(body.getByRole("button", { name: "Mark as failed" }))
    await expect(
      await body.findByText("Choose why the visit failed.")
    ).toBeInTheDocument()
    await userEvent.click(body.getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull())
    await userEvent.click(canvas.getByRole("button", { name: "Open again" }))
    await expect(await body.findByRole("dialog")).toBeInTheDocument()
    await expect(body.queryByText("Choose why the visit failed.")).toBeNull()
  },
}
