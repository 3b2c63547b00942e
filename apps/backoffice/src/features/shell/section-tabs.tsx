import { TabsList, TabsTrigger } from "@ruta/ui/components/tabs"
import type { ReactNode } from "react"

/** A page's section tabs, each shown only where the role allows it. */
export function SectionTabs({
  label,
  sections,
}: {
  /** Names the tab list for screen readers. */
  label: string
  sections: { value: string; label: ReactNode; allowed?: boolean }[]
}) {
  return (
    <TabsList aria-label={label}>
      {sections
        .filter((section) => section.allowed !== false)
        .map((section) => (
          <TabsTrigger key={section.value} value={section.value}>
            {section.label}
          </TabsTrigger>
        ))}
    </TabsList>
  )
}
