import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { AlertTriangleIcon, HelpCircleIcon } from "lucide-react"

import { cn } from "../lib/utils"
import { Button } from "./button"
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "./dialog"

const confirmIconVariants = cva(
  "flex size-10 shrink-0 items-center justify-center rounded-full [&_svg]:size-5",
  {
    variants: {
      variant: {
        default: "bg-primary/10 text-primary",
        destructive: "bg-destructive/10 text-destructive",
      },
    },
    defaultVariants: { variant: "default" },
  }
)

function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  variant,
  pending = false,
  children,
  className,
}: VariantProps<typeof confirmIconVariants> & {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: React.ReactNode
  description?: React.ReactNode
  confirmLabel: React.ReactNode
  cancelLabel: React.ReactNode
  /** Runs when the user confirms; the dialog stays open while `pending`. */
  onConfirm: () => void
  pending?: boolean
  children?: React.ReactNode
  className?: string
}) {
  const destructive = variant === "destructive"
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next)
      }}
    >
      <DialogContent
        size="sm"
        role="alertdialog"
        data-slot="confirm-dialog"
        className={cn("gap-5", className)}
      >
        <div className="flex items-start gap-4">
          <span className={confirmIconVariants({ variant })}>
            {destructive ? <AlertTriangleIcon /> : <HelpCircleIcon />}
          </span>
          <DialogHeader className="pt-1 pr-0">
            <DialogTitle>{title}</DialogTitle>
            {description && (
              <DialogDescription>{description}</DialogDescription>
            )}
          </DialogHeader>
        </div>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button
            variant={destructive ? "destructive" : "default"}
            loading={pending}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

export { ConfirmDialog, confirmIconVariants }
