import * as React from "react"

/**
 * Puts focus back where it was before an overlay opened. Radix returns focus
 * to a `Trigger` part; overlays opened from state (a menu item, a top bar
 * button elsewhere) have none, and focus would fall to `<body>`.
 *
 * @returns handlers for Radix's `onOpenAutoFocus` and `onCloseAutoFocus`
 */
function useReturnFocus(handlers: {
  onOpenAutoFocus?: (event: Event) => void
  onCloseAutoFocus?: (event: Event) => void
}) {
  const previous = React.useRef<HTMLElement | null>(null)
  const { onOpenAutoFocus, onCloseAutoFocus } = handlers
  return {
    onOpenAutoFocus: (event: Event) => {
      previous.current =
        document.activeElement instanceof HTMLElement
          ? document.activeElement
          : null
      onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event)
      if (event.defaultPrevented) return
      const target = previous.current
      if (target?.isConnected && target !== document.body) {
        event.preventDefault()
        target.focus()
      }
    },
  }
}

export { useReturnFocus }
