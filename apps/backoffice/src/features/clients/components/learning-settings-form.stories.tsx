import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { expectToast, refusedSave } from "../../../stories/refusal.ts"
import { LearningSettingsForm } from "./learning-settings-form.tsx"

const meta = {
  title: "Back office/Clients/LearningSettingsForm",
  component: LearningSettingsForm,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    initial: {
      service_times: false,
      min_visits: 3,
      window_days: 90,
      travel_profile: false,
    },
    onSubmit: fn(async () => {}),
  },
} satisfies Meta<typeof LearningSettingsForm>

export default meta
type Story = StoryObj<typeof meta>

const TOO_FEW_DAYS = "A learned travel profile needs 14 days of driven routes."

/** The settings are on their way from the server. */
export const Loading: Story = {
  args: { initial: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Loading the learning settings…"
    )
    await expect(canvas.queryByRole("button")).toBeNull()
  },
}

/**
 * The planner turns learned service times on, from 5 visits over 60 days, and saves: the save
 * button waits for the next change.
 */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const save = canvas.getByRole("button", { name: "Save learning settings" })
    const visits = canvas.getByRole("spinbutton", { name: "Minimum visits" })
    await expect(save).toBeDisabled()
    await expect(visits).toBeDisabled()
    await userEvent.click(
      canvas.getByRole("checkbox", { name: /Learn service times/ })
    )
    await userEvent.clear(visits)
    await userEvent.type(visits, "5")
    const days = canvas.getByRole("spinbutton", { name: "Days looked back" })
    await userEvent.clear(days)
    await userEvent.type(days, "60")
    await userEvent.click(save)
    await expect(args.onSubmit).toHaveBeenCalledWith({
      service_times: true,
      min_visits: 5,
      window_days: 60,
      travel_profile: false,
    })
    await expect(save).toBeDisabled()
    await expect(
      canvas.queryByRole("button", { name: "Undo changes" })
    ).toBeNull()
  },
}

/** Undo puts back what was saved. */
export const UndoChanges: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const travel = canvas.getByRole("checkbox", { name: /Learn travel times/ })
    await userEvent.click(travel)
    await expect(travel).toBeChecked()
    await userEvent.click(canvas.getByRole("button", { name: "Undo changes" }))
    await expect(travel).not.toBeChecked()
    await expect(
      canvas.getByRole("button", { name: "Save learning settings" })
    ).toBeDisabled()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** A number out of bounds is refused before it is sent, with the shared message. */
export const OutOfBounds: Story = {
  args: {
    initial: {
      service_times: true,
      min_visits: 3,
      window_days: 90,
      travel_profile: false,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const days = canvas.getByRole("spinbutton", { name: "Days looked back" })
    await userEvent.clear(days)
    await userEvent.type(days, "3")
    await userEvent.click(
      canvas.getByRole("button", { name: "Save learning settings" })
    )
    await expect(await canvas.findByText("Enter 7 to 365 days.")).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/**
 * Learned travel times before the client's drivers drove 14 days: the server refuses, and its
 * message shows on the travel field, which stays ticked; the rest goes to a toast.
 */
export const RefusedBeforeFourteenDays: Story = {
  args: {
    onSubmit: refusedSave([
      { field: "travel_profile", message: TOO_FEW_DAYS },
      { field: "id_client", message: "This client is inactive." },
    ]),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const travel = canvas.getByRole("checkbox", { name: /Learn travel times/ })
    await userEvent.click(travel)
    await userEvent.click(
      canvas.getByRole("button", { name: "Save learning settings" })
    )
    await expect(args.onSubmit).toHaveBeenCalled()
    await expect(await canvas.findByText(TOO_FEW_DAYS)).toBeVisible()
    await expect(travel).toBeChecked()
    await expect(travel).toHaveAttribute("aria-invalid", "true")
    await expectToast("This client is inactive.")
    await expect(
      canvas.getByRole("button", { name: "Save learning settings" })
    ).toBeEnabled()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole("checkbox", { name: /Aprender los tiempos de servicio/ })
    ).not.toBeChecked()
    await expect(
      canvas.getByRole("button", { name: "Guardar el aprendizaje" })
    ).toBeDisabled()
  },
}
