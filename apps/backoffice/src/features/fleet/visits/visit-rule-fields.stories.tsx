import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { draftOf } from "./visit-rule-draft.ts"
import type { VisitRuleDraft } from "./visit-rule-draft.ts"
import { VisitRuleFields } from "./visit-rule-fields.tsx"

function Editable({
  kind,
  errors = {},
}: {
  kind: "none" | "weekly" | "monthly_day" | "monthly_weekday"
  errors?: Record<string, string>
}) {
  const [draft, setDraft] = useState<VisitRuleDraft>({
    ...draftOf(null, "2026-11-30"),
    kind,
    weekdays: kind === "none" ? [] : ["mon", "thu"],
    windows: "09:00-12:00",
  })
  return (
    <div className="grid max-w-3xl md:grid-cols-2">
      <VisitRuleFields draft={draft} onChange={setDraft} errors={errors} />
      <output data-testid="draft" className="hidden">
        {JSON.stringify(draft)}
      </output>
    </div>
  )
}

const meta = {
  title: "Back office/Fleet/VisitRuleFields",
  component: Editable,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { kind: "weekly" },
} satisfies Meta<typeof Editable>

export default meta
type Story = StoryObj<typeof meta>

export const NoVisits: Story = { args: { kind: "none" } }

export const Weekly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByLabelText("Fri"))
    await userEvent.click(canvas.getByLabelText("Mon"))
    await userEvent.clear(canvas.getByLabelText(/^Every how many weeks/))
    await userEvent.type(canvas.getByLabelText(/^Every how many weeks/), "2")
    const draft = JSON.parse(canvas.getByTestId("draft").textContent ?? "")
    await expect(draft).toMatchObject({
      weekdays: ["thu", "fri"],
      every_weeks: "2",
    })
  },
}

export const MonthlyOnADay: Story = { args: { kind: "monthly_day" } }

export const MonthlyOnAWeekday: Story = { args: { kind: "monthly_weekday" } }

export const Refused: Story = {
  args: {
    errors: {
      weekdays: "Choose the days of the visits.",
      windows: "Enter a time as HH:MM.",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText("Choose the days of the visits.")
    ).toBeVisible()
    await expect(canvas.getByText("Enter a time as HH:MM.")).toBeVisible()
  },
}
