import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, waitFor } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { SignatureField } from "./signature-field.tsx"
import { drawStroke } from "./story-helpers.ts"

/** The pad as the visit dialog holds it: its signature in state. */
function Stateful(props: Parameters<typeof SignatureField>[0]) {
  const [value, setValue] = useState<Blob | null>(props.value)
  return (
    <div className="max-w-[358px]">
      <SignatureField
        {...props}
        value={value}
        onChange={(png) => {
          setValue(png)
          props.onChange(png)
        }}
      />
    </div>
  )
}

const meta = {
  title: "Back office/Driver/SignatureField",
  component: SignatureField,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { value: null, onChange: fn(), required: true },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SignatureField>
export default meta

type Story = StoryObj<typeof meta>

/** A stroke gives a PNG; Clear takes it back. */
export const Signs: Story = {
  play: async ({ canvas, args }) => {
    const pad = canvas.getByRole("img", { name: /Signature pad/ })
    await expect(canvas.getByRole("button", { name: "Clear" })).toBeDisabled()
    drawStroke(pad)
    await waitFor(() => expect(args.onChange).toHaveBeenCalled())
    const png = (args.onChange as ReturnType<typeof fn>).mock
      .lastCall![0] as Blob
    await expect(png.type).toBe("image/png")
    const header = new Uint8Array(await png.slice(0, 4).arrayBuffer())
    await expect([...header]).toEqual([0x89, 0x50, 0x4e, 0x47])
    await expect(
      await canvas.findByRole("img", { name: "Signature, signed" })
    ).toBeInTheDocument()
    await userEvent.click(canvas.getByRole("button", { name: "Clear" }))
    await expect(args.onChange).toHaveBeenLastCalledWith(null)
    await expect(
      canvas.getByRole("img", { name: /Signature pad/ })
    ).toBeInTheDocument()
  },
}

/** Missing when the client requires it: the pad is marked and says so. */
export const Missing: Story = {
  args: { error: "Get the recipient's signature." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Get the recipient's signature."
    )
    await expect(canvas.getByRole("img")).toHaveAttribute(
      "aria-invalid",
      "true"
    )
  },
}

/** In the dark theme the pad stays white paper, so the signature reads the same everywhere. */
export const Dark: Story = {
  globals: { theme: "dark", locale: "es" },
  play: async ({ canvas }) => {
    const pad = canvas.getByRole("img", { name: /Panel de firma/ })
    await expect(getComputedStyle(pad).backgroundColor).toBe(
      "rgb(255, 255, 255)"
    )
    await expect(canvas.getByText("Firma")).toBeInTheDocument()
  },
}
