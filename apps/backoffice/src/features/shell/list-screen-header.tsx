import type { ReactNode } from "react"

/** A list screen's header: its title as the page heading, and its actions (such as "New …"). */
export function ListScreenHeader({
  title,
  children,
}: {
  title: ReactNode
  children?: ReactNode
}) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {children}
    </header>
  )
}
