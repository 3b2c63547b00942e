import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { imperialUnits, unitsQuery } from "../../../stories/units.ts"
import { ProposalDialog } from "./proposal-dialog.tsx"
import {
  largeProposal,
  proposal,
  proposalRoutes,
  stopName,
} from "./workspace-fixtures.ts"

const meta = {
  title: "Back office/Planning/ProposalDialog",
  component: ProposalDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    open: true,
    diff: proposal,
    routes: proposalRoutes,
    stopName,
    onApply: fn(),
    onDiscard: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ProposalDialog>
export default meta

type Story = StoryObj<typeof meta>

/** The dialog, once it has faded in. */
const dialog = async () =>
  within(await screen.findByRole("dialog", { name: "Proposal ready" }))

export const Proposal: Story = {
  play: async ({ args }) => {
    const body = await dialog()
    await waitFor(() => expect(screen.getByRole("dialog")).toHaveFocus())
    await expect(body.getByText("42.3 km → 38.9 km")).toBeInTheDocument()
    await expect(body.getByText("3.4 km shorter")).toHaveClass(
      "text-status-on-route-foreground"
    )
    await expect(body.getByText("0 h 30 min less")).toBeInTheDocument()
    const moved = body.getByRole("row", { name: /Customer 3/ })
    await expect(moved).toHaveTextContent("Customer 3Route 1 · #3Route 2 · #2")
    await expect(
      body.getByRole("row", { name: /Customer 7/ })
    ).toHaveTextContent("No route")
    await expect(body.getByRole("row", { name: /^Route 2/ })).toHaveTextContent(
      "3 → 4"
    )
    await userEvent.click(body.getByRole("button", { name: "Apply" }))
    await expect(args.onApply).toHaveBeenCalled()
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

/** The optimization's site counts in miles: the same metres, written in miles. */
export const InMiles: Story = {
  args: { id_subsidiary: 1 },
  parameters: { queries: [unitsQuery(imperialUnits)] },
  play: async () => {
    const body = await dialog()
    await expect(body.getByText("26.3 mi → 24.2 mi")).toBeInTheDocument()
    await expect(body.getByText("2.1 mi shorter")).toBeInTheDocument()
  },
}

export const Discard: Story = {
  play: async ({ args }) => {
    const body = await dialog()
    await userEvent.click(body.getByRole("button", { name: "Discard" }))
    await expect(args.onDiscard).toHaveBeenCalled()
    await expect(args.onApply).not.toHaveBeenCalled()
  },
}

export const EscapeDecidesNothing: Story = {
  play: async ({ args }) => {
    await dialog()
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(args.onClose).toHaveBeenCalled())
    await expect(args.onApply).not.toHaveBeenCalled()
    await expect(args.onDiscard).not.toHaveBeenCalled()
  },
}

export const Applying: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const body = await dialog()
    await expect(body.getByRole("button", { name: "Apply" })).toBeDisabled()
    await expect(body.getByRole("button", { name: "Discard" })).toBeDisabled()
    await userEvent.keyboard("{Escape}")
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

export const ManyMoves: Story = {
  args: { diff: largeProposal },
  play: async () => {
    const body = await dialog()
    const list = body.getByRole("region", { name: "Stops that change" })
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight)
    await expect(within(list).getAllByRole("row")).toHaveLength(61)
  },
}

export const Worse: Story = {
  args: {
    diff: {
      ...proposal,
      before: proposal.after,
      after: proposal.before,
    },
  },
  play: async () => {
    const body = await dialog()
    await expect(body.getByText("3.4 km longer")).toHaveClass(
      "text-destructive"
    )
  },
}
