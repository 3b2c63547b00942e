import * as React from "react"
import * as ToastPrimitive from "@radix-ui/react-toast"
import { cva, type VariantProps } from "class-variance-authority"
import {
  AlertTriangleIcon,
  CheckCircle2Icon,
  InfoIcon,
  XCircleIcon,
  XIcon,
} from "lucide-react"

import { cn } from "../lib/utils"

/** How long a toast stays, in milliseconds (the product spec's snackbar time). */
const TOAST_DURATION_MS = 6000

const toastVariants = cva(
  [
    "pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border bg-popover py-3 pr-10 pl-4 text-popover-foreground shadow-lg",
    "before:absolute before:inset-y-0 before:left-0 before:w-1",
    "motion-safe:data-[state=open]:animate-[toast-in_200ms_ease-out]",
    "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)",
  ],
  {
    variants: {
      severity: {
        success: "before:bg-success [&_[data-slot=toast-icon]]:text-success",
        info: "before:bg-info [&_[data-slot=toast-icon]]:text-info",
        warning: "before:bg-warning [&_[data-slot=toast-icon]]:text-warning",
        error:
          "before:bg-destructive [&_[data-slot=toast-icon]]:text-destructive",
      },
    },
    defaultVariants: { severity: "success" },
  }
)

type ToastSeverity = NonNullable<VariantProps<typeof toastVariants>["severity"]>

const iconBySeverity: Record<ToastSeverity, React.ReactNode> = {
  success: <CheckCircle2Icon />,
  info: <InfoIcon />,
  warning: <AlertTriangleIcon />,
  error: <XCircleIcon />,
}

type ToastOptions = {
  title: React.ReactNode
  description?: React.ReactNode
  /** Defaults to success, as in the product spec. */
  severity?: ToastSeverity
  duration?: number
}

type ToastItem = ToastOptions & { id: number }

type ToastContextValue = {
  toast: (options: ToastOptions) => number
  dismiss: (id: number) => void
}

const ToastContext = React.createContext<ToastContextValue | null>(null)

function Toast({
  className,
  severity,
  title,
  description,
  closeLabel,
  ...props
}: Omit<React.ComponentProps<typeof ToastPrimitive.Root>, "title"> &
  VariantProps<typeof toastVariants> & {
    title: React.ReactNode
    description?: React.ReactNode
    closeLabel: string
  }) {
  const tone = severity ?? "success"
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-severity={tone}
      type={
        tone === "error" || tone === "warning" ? "foreground" : "background"
      }
      className={cn(toastVariants({ severity, className }))}
      {...props}
    >
      <span
        data-slot="toast-icon"
        className="mt-0.5 flex shrink-0 [&_svg]:size-5"
        aria-hidden="true"
      >
        {iconBySeverity[tone]}
      </span>
      <div className="grid min-w-0 gap-0.5">
        <ToastPrimitive.Title className="text-sm font-medium">
          {title}
        </ToastPrimitive.Title>
        {description && (
          <ToastPrimitive.Description className="text-sm break-words text-muted-foreground">
            {description}
          </ToastPrimitive.Description>
        )}
      </div>
      <ToastPrimitive.Close
        aria-label={closeLabel}
        title={closeLabel}
        className="absolute top-2.5 right-2.5 inline-flex size-7 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40"
      >
        <XIcon className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  )
}

let nextToastId = 1

/**
 * Holds the toasts of an app and shows them at the bottom right. Call
 * `useToast().toast(...)` anywhere below it.
 */
function ToastProvider({
  children,
  viewportLabel,
  closeLabel,
  duration = TOAST_DURATION_MS,
  initialToasts = [],
}: {
  children?: React.ReactNode
  /** Names the toast region for screen readers, e.g. "Notifications ({hotkey})". */
  viewportLabel: string
  closeLabel: string
  duration?: number
  initialToasts?: ToastOptions[]
}) {
  const [toasts, setToasts] = React.useState<ToastItem[]>(() =>
    initialToasts.map((options) => ({ ...options, id: nextToastId++ }))
  )
  const toast = React.useCallback((options: ToastOptions) => {
    const id = nextToastId++
    setToasts((list) => [...list, { ...options, id }])
    return id
  }, [])
  const dismiss = React.useCallback((id: number) => {
    setToasts((list) => list.filter((item) => item.id !== id))
  }, [])
  const value = React.useMemo(() => ({ toast, dismiss }), [toast, dismiss])

  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider
        duration={duration}
        swipeDirection="right"
        label={viewportLabel}
      >
        {children}
        {toasts.map((item) => (
          <Toast
            key={item.id}
            severity={item.severity}
            title={item.title}
            description={item.description}
            duration={item.duration}
            closeLabel={closeLabel}
            onOpenChange={(open) => {
              if (!open) dismiss(item.id)
            }}
          />
        ))}
        <ToastPrimitive.Viewport
          data-slot="toast-viewport"
          label={viewportLabel}
          className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full max-w-sm flex-col gap-2 p-4 outline-none sm:p-6"
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  )
}

/**
 * Shows and dismisses toasts.
 *
 * @returns `toast(options)`, which returns the new toast's id, and `dismiss(id)`
 */
function useToast() {
  const context = React.useContext(ToastContext)
  if (!context) throw new Error("useToast must be used inside <ToastProvider>")
  return context
}

export {
  Toast,
  ToastProvider,
  useToast,
  toastVariants,
  TOAST_DURATION_MS,
  type ToastOptions,
  type ToastSeverity,
}
