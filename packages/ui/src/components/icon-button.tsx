import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"

import { cn } from "../lib/utils"

const iconButtonVariants = cva(
  [
    "inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full transition-[color,background-color,box-shadow]",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0",
    // Focus
    "outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40",
    // Disabled
    "disabled:pointer-events-none disabled:opacity-50",
  ],
  {
    variants: {
      variant: {
        ghost: "text-muted-foreground hover:bg-accent hover:text-foreground",
        default:
          "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
        outline: "border border-input bg-card text-foreground hover:bg-accent",
        destructive:
          "text-destructive hover:bg-destructive/10 focus-visible:ring-destructive/40",
      },
      size: {
        sm: "size-8 [&_svg:not([class*='size-'])]:size-4",
        default: "size-9 [&_svg:not([class*='size-'])]:size-[18px]",
        lg: "size-11 [&_svg:not([class*='size-'])]:size-5",
      },
    },
    defaultVariants: {
      variant: "ghost",
      size: "default",
    },
  }
)

function IconButton({
  className,
  variant,
  size,
  label,
  type = "button",
  ...props
}: Omit<React.ComponentProps<"button">, "aria-label"> &
  VariantProps<typeof iconButtonVariants> & {
    /** The accessible name, also shown as a tooltip: the icon alone says nothing to a screen reader. */
    label: string
  }) {
  return (
    <button
      data-slot="icon-button"
      type={type}
      aria-label={label}
      title={label}
      className={cn(iconButtonVariants({ variant, size, className }))}
      {...props}
    />
  )
}

export { IconButton, iconButtonVariants }
