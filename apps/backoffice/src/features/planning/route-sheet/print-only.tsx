import type { ReactNode } from "react"
import { createPortal } from "react-dom"

/**
 * Content for paper only: hidden on screen, and while printing the only thing on the page. It sits
 * beside the app rather than inside it, because the app's scrolling shell would cut a long sheet
 * to its first page.
 */
export function PrintOnly({ children }: { children: ReactNode }) {
  return createPortal(
    <div className="hidden print:block print:[body:has(&)>:not(&)]:hidden">
      {children}
    </div>,
    document.body
  )
}
