import type { Meta, StoryObj } from "@storybook/react-vite"
import { CopyIcon, PencilIcon, Trash2Icon } from "lucide-react"
import { expect, fn, screen, userEvent, waitFor } from "storybook/test"

import { pick } from "../stories/locale"
import { Button } from "./button"
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./dropdown-menu"

function Demo({
  globals,
  onSelect,
}: {
  globals: Record<string, unknown>
  onSelect: (id: string) => void
}) {
  const t = (en: string, es: string) => pick(globals, en, es)
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">{t("Actions", "Acciones")}</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel className="text-xs text-muted-foreground">
          {t("Route North 012", "Ruta Norte 012")}
        </DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => onSelect("edit")}>
          <PencilIcon />
          {t("Edit", "Editar")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onSelect("duplicate")}>
          <CopyIcon />
          {t("Duplicate", "Duplicar")}
        </DropdownMenuItem>
        <DropdownMenuItem disabled>{t("Archive", "Archivar")}</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          onSelect={() => onSelect("delete")}
        >
          <Trash2Icon />
          {t("Delete", "Eliminar")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

const meta = {
  title: "UI/DropdownMenu",
  component: Demo,
  tags: ["autodocs"],
  args: { globals: {}, onSelect: fn() },
  // `globals` is the toolbar state, passed in by `render`, not a control.
  argTypes: { globals: { table: { disable: true } } },
  render: (args, { globals }) => <Demo {...args} globals={globals} />,
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Actions" })
    trigger.focus()
    await userEvent.keyboard("{Enter}")
    await screen.findByRole("menu")
    await waitFor(() =>
      expect(screen.getByRole("menuitem", { name: "Edit" })).toHaveFocus()
    )
    await userEvent.keyboard("{ArrowDown}")
    await expect(
      screen.getByRole("menuitem", { name: "Duplicate" })
    ).toHaveFocus()
    // The disabled item is skipped.
    await userEvent.keyboard("{ArrowDown}")
    await expect(screen.getByRole("menuitem", { name: "Delete" })).toHaveFocus()
    await userEvent.keyboard("{Enter}")
    await expect(args.onSelect).toHaveBeenCalledWith("delete")
  },
}

export const Open: Story = {
  // Radix hides everything outside an open menu from assistive technology while
  // focus is trapped inside it; axe flags the trigger left in the hidden part.
  parameters: {
    a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Actions" }))
    await screen.findByRole("menu")
  },
}
