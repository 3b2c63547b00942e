import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent } from "storybook/test"

import { pick } from "../stories/locale"
import { FieldDescription, FieldError, Label, RequiredMark } from "./label"
import { inputVariants } from "./text-field"

const meta = {
  title: "UI/Label",
  component: Label,
  tags: ["autodocs"],
  render: (_args, { globals }) => (
    <div className="grid max-w-sm gap-1.5">
      <Label htmlFor="plate">
        {pick(globals, "Plate number", "Matrícula")}
        <RequiredMark />
      </Label>
      <input
        id="plate"
        aria-describedby="plate-hint plate-error"
        className={inputVariants()}
      />
      <FieldDescription id="plate-hint">
        {pick(
          globals,
          "As printed on the registration.",
          "Tal como figura en el permiso."
        )}
      </FieldDescription>
      <FieldError id="plate-error">
        {pick(
          globals,
          "Plate number is required",
          "La matrícula es obligatoria"
        )}
      </FieldError>
    </div>
  ),
} satisfies Meta<typeof Label>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText("Plate number"))
    await expect(
      canvas.getByRole("textbox", { name: /Plate number/ })
    ).toHaveFocus()
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Plate number is required"
    )
  },
}
