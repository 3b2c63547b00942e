import type { ReactNode } from "react"

/** A refusal shown under a form's fields, announced as it appears; nothing without one. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null
  return (
    <p role="alert" className="text-sm text-destructive">
      {children}
    </p>
  )
}
