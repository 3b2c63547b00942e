import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, screen, userEvent, waitFor } from "storybook/test"

import { pick } from "../stories/locale"
import { Button } from "./button"
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog"
import { TextField } from "./text-field"

const meta = {
  title: "UI/Dialog",
  component: DialogContent,
  tags: ["autodocs"],
  args: { size: "default", closeLabel: "Close" },
  argTypes: {
    size: { control: "select", options: ["sm", "default", "lg", "xl"] },
  },
  render: (args, { globals }) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>{pick(globals, "Edit depot", "Editar depósito")}</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogHeader>
          <DialogTitle>
            {pick(globals, "Edit depot", "Editar depósito")}
          </DialogTitle>
          <DialogDescription>
            {pick(
              globals,
              "Changes apply to routes that start here.",
              "Los cambios se aplican a las rutas que salen de aquí."
            )}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <TextField
            label={pick(globals, "Name", "Nombre")}
            defaultValue="Central depot"
          />
          <TextField
            label={pick(globals, "Address", "Dirección")}
            defaultValue="Av. Reforma 222"
          />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">
              {pick(globals, "Cancel", "Cancelar")}
            </Button>
          </DialogClose>
          <Button>{pick(globals, "Save", "Guardar")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Edit depot" })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole("dialog", { name: "Edit depot" })
    await expect(dialog).toHaveAccessibleDescription(
      "Changes apply to routes that start here."
    )
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveFocus())
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
  },
}

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Edit depot" }))
    const dialog = await screen.findByRole("dialog")
    await userEvent.click(screen.getByRole("button", { name: "Close" }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
  },
}

export const FocusTrap: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Edit depot" }))
    const dialog = await screen.findByRole("dialog")
    for (let i = 0; i < 6; i++) {
      await userEvent.tab()
      await expect(dialog).toContainElement(
        document.activeElement as HTMLElement
      )
    }
    await userEvent.keyboard("{Escape}")
  },
}

export const Small: Story = { args: { size: "sm" } }
export const Large: Story = { args: { size: "lg" } }
export const ExtraLarge: Story = { args: { size: "xl" } }
export const WithoutCloseButton: Story = { args: { closeLabel: undefined } }

export const Open: Story = {
  render: (args, { globals }) => (
    <Dialog defaultOpen>
      <DialogContent {...args}>
        <DialogHeader>
          <DialogTitle>
            {pick(globals, "Route saved", "Ruta guardada")}
          </DialogTitle>
          <DialogDescription>
            {pick(
              globals,
              "Drivers see the new order the next time they open the app.",
              "Los conductores verán el nuevo orden al abrir la app."
            )}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{pick(globals, "Done", "Listo")}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
}
