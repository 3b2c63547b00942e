import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"

import { cn } from "../lib/utils"

const loadingOverlayVariants = cva(
  "inset-0 z-[200] flex flex-col items-center justify-center gap-5 bg-overlay motion-safe:animate-[fade-in_200ms_ease-out]",
  {
    variants: {
      position: {
        fullscreen: "fixed",
        contained: "absolute rounded-[inherit]",
      },
    },
    defaultVariants: { position: "fullscreen" },
  }
)

function LoadingOverlay({
  className,
  position,
  open = true,
  label,
  ...props
}: Omit<React.ComponentProps<"div">, "children"> &
  VariantProps<typeof loadingOverlayVariants> & {
    open?: boolean
    /** Announced to screen readers and shown under the animation. */
    label: string
  }) {
  if (!open) return null
  return (
    <div
      data-slot="loading-overlay"
      role="status"
      aria-live="polite"
      aria-busy="true"
      className={cn(loadingOverlayVariants({ position, className }))}
      {...props}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 96 64"
        className="h-16 w-24 overflow-visible"
      >
        <path
          d="M10 52 C 28 52, 26 14, 48 26 S 70 12, 86 14"
          fill="none"
          strokeWidth="4"
          strokeLinecap="round"
          className="stroke-primary/15"
        />
        <path
          d="M10 52 C 28 52, 26 14, 48 26 S 70 12, 86 14"
          fill="none"
          strokeWidth="4"
          strokeLinecap="round"
          strokeDasharray="120"
          className="stroke-primary motion-safe:animate-route-draw"
        />
        <circle cx="10" cy="52" r="5" className="fill-primary" />
        <g className="motion-safe:animate-pin-bounce">
          <path
            d="M86 2 a8 8 0 0 1 8 8 c0 6 -8 14 -8 14 s-8 -8 -8 -14 a8 8 0 0 1 8 -8 z"
            className="fill-drawer-selected"
          />
          <circle cx="86" cy="10" r="3" className="fill-white" />
        </g>
      </svg>
      <span className="text-sm font-medium text-muted-foreground">{label}</span>
    </div>
  )
}

export { LoadingOverlay, loadingOverlayVariants }
