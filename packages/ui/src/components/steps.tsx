import { Check } from "lucide-react"

import { cn } from "../lib/utils"

/**
 * Where a planner is in a multi-step flow: each step numbered, the done ones checked, the current
 * one marked for assistive technology (`aria-current="step"`).
 */
function Steps({
  steps,
  current,
  label,
  className,
}: {
  /** The steps' names, in order. */
  steps: readonly string[]
  /** The index of the current step. */
  current: number
  /** What the flow is, for the list's accessible name. */
  label: string
  className?: string
}) {
  return (
    <ol
      aria-label={label}
      data-slot="steps"
      className={cn("flex flex-wrap items-center gap-x-4 gap-y-2", className)}
    >
      {steps.map((step, index) => {
        const done = index < current
        const here = index === current
        return (
          <li
            key={step}
            aria-current={here ? "step" : undefined}
            className={cn(
              "flex items-center gap-2 text-sm",
              here ? "text-foreground font-medium" : "text-muted-foreground"
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                "flex size-6 items-center justify-center rounded-full border text-xs",
                done && "bg-primary text-primary-foreground border-primary",
                here && "border-primary text-primary"
              )}
            >
              {done ? <Check className="size-3.5" /> : index + 1}
            </span>
            {step}
          </li>
        )
      })}
    </ol>
  )
}

export { Steps }
