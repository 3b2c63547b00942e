import { Button } from "@ruta/ui/components/button"
import { Plus } from "lucide-react"
import type { ReactNode } from "react"

/** A list screen's header: its title as the page heading, and its actions (such as "New …"). */
export function ListScreenHeader({
  title,
  create,
  children,
}: {
  title: ReactNode
  /** The "New …" button; leave out without the permission to create. */
  create?: { label: ReactNode; onClick: () => void } | undefined
  children?: ReactNode
}) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {create && (
        <Button onClick={create.onClick}>
          <Plus /> {create.label}
        </Button>
      )}
      {children}
    </header>
  )
}
