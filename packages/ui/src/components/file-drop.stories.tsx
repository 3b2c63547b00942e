import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor } from "storybook/test"

import { pick } from "../stories/locale"
import { FileDrop } from "./file-drop"

const meta = {
  title: "UI/FileDrop",
  component: FileDrop,
  tags: ["autodocs"],
  args: {
    label: "Drop an Excel file here or browse",
    hint: ".xlsx or .csv, up to 10 MB",
    accept: ".xlsx,.csv",
    removeLabel: (name: string) => `Remove ${name}`,
    onFilesChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDrop>

export default meta
type Story = StoryObj<typeof meta>

const sheet = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  })

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText(/Drop an Excel file/)
    await userEvent.upload(input, sheet("addresses-march-2026.xlsx"))
    await expect(args.onFilesChange).toHaveBeenCalledOnce()
    await expect(canvas.getByText("addresses-march…")).toHaveAttribute(
      "title",
      "addresses-march-2026.xlsx"
    )
    await userEvent.click(
      canvas.getByRole("button", { name: "Remove addresses-march-2026.xlsx" })
    )
    await expect(canvas.queryByText("addresses-march…")).not.toBeInTheDocument()
    await expect(input).toHaveFocus()
  },
}

export const Multiple: Story = {
  args: { multiple: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Drop an Excel file/)
    await userEvent.upload(input, [
      sheet("north.xlsx"),
      sheet("south.csv", 512),
    ])
    await userEvent.upload(input, sheet("east.xlsx"))
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3)
  },
}

export const Dropping: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const zone = canvasElement.querySelector("[data-state]") as HTMLElement
    const transfer = new DataTransfer()
    transfer.items.add(sheet("dropped.xlsx"))
    zone.dispatchEvent(
      new DragEvent("dragover", {
        dataTransfer: transfer,
        bubbles: true,
        cancelable: true,
      })
    )
    await waitFor(() => expect(zone).toHaveAttribute("data-state", "dragging"))
    zone.dispatchEvent(
      new DragEvent("drop", {
        dataTransfer: transfer,
        bubbles: true,
        cancelable: true,
      })
    )
    await expect(args.onFilesChange).toHaveBeenCalledOnce()
    await expect(await canvas.findByText("dropped.xlsx")).toBeVisible()
    await waitFor(() => expect(zone).toHaveAttribute("data-state", "idle"))
  },
}

export const WithError: Story = {
  args: { error: "The file has no header row" },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Drop an Excel file/)
    await expect(input).toHaveAccessibleDescription(
      "The file has no header row"
    )
  },
}

export const Disabled: Story = { args: { disabled: true } }

export const Matrix: Story = {
  render: (args, { globals }) => (
    <div className="grid gap-6">
      <FileDrop
        {...args}
        label={pick(
          globals,
          "Drop a file or browse",
          "Suelta un archivo o busca"
        )}
      />
      <FileDrop
        {...args}
        label={pick(globals, "With a file", "Con un archivo")}
        files={[sheet("customer-addresses-2026.xlsx", 48_200)]}
      />
      <FileDrop
        {...args}
        label={pick(globals, "Invalid", "Inválido")}
        error={pick(
          globals,
          "Unsupported file type",
          "Tipo de archivo no admitido"
        )}
      />
      <FileDrop
        {...args}
        label={pick(globals, "Disabled", "Desactivado")}
        disabled
      />
    </div>
  ),
}
