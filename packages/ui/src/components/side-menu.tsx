import * as React from "react"
import * as DialogPrimitive from "@radix-ui/react-dialog"
import { Slot } from "@radix-ui/react-slot"
import { cva, type VariantProps } from "class-variance-authority"

import { useReturnFocus } from "../lib/use-return-focus"
import { cn } from "../lib/utils"

const sideMenuVariants = cva(
  "flex h-full shrink-0 flex-col border-r border-drawer-border bg-drawer text-drawer-foreground transition-[width] duration-200",
  {
    variants: {
      collapsed: {
        false: "w-64",
        true: "w-[4.25rem]",
      },
    },
    defaultVariants: { collapsed: false },
  }
)

const sideMenuItemVariants = cva(
  [
    "group/item flex h-10 w-full cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors outline-none",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-[18px]",
    // Focus
    "focus-visible:ring-2 focus-visible:ring-drawer-selected/70",
  ],
  {
    variants: {
      selected: {
        false:
          "text-drawer-foreground hover:bg-drawer-hover hover:text-white [&_svg]:text-drawer-muted hover:[&_svg]:text-white",
        true: "bg-drawer-selected text-drawer-selected-foreground shadow-[0_4px_14px_-4px] shadow-drawer-selected/60",
      },
    },
    defaultVariants: { selected: false },
  }
)

const SideMenuContext = React.createContext({ collapsed: false })

function SideMenu({
  className,
  collapsed = false,
  label,
  children,
  ...props
}: Omit<React.ComponentProps<"aside">, "aria-label"> &
  VariantProps<typeof sideMenuVariants> & {
    /** Names the navigation landmark, e.g. "Main menu". */
    label: string
  }) {
  const value = React.useMemo(
    () => ({ collapsed: collapsed ?? false }),
    [collapsed]
  )
  return (
    <SideMenuContext.Provider value={value}>
      <aside
        data-slot="side-menu"
        data-collapsed={collapsed || undefined}
        className={cn(sideMenuVariants({ collapsed, className }))}
        {...props}
      >
        <nav aria-label={label} className="flex min-h-0 flex-1 flex-col">
          {children}
        </nav>
      </aside>
    </SideMenuContext.Provider>
  )
}

function SideMenuHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="side-menu-header"
      className={cn(
        "flex h-16 shrink-0 items-center gap-3 border-b border-drawer-border px-4 text-white",
        className
      )}
      {...props}
    />
  )
}

function SideMenuContent({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="side-menu-content"
      className={cn(
        "flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-3 py-4",
        className
      )}
      {...props}
    />
  )
}

function SideMenuFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="side-menu-footer"
      className={cn("shrink-0 border-t border-drawer-border p-3", className)}
      {...props}
    />
  )
}

function SideMenuSection({
  className,
  title,
  children,
  ...props
}: Omit<React.ComponentProps<"div">, "title"> & { title?: React.ReactNode }) {
  const { collapsed } = React.useContext(SideMenuContext)
  const titleId = React.useId()
  return (
    <div
      data-slot="side-menu-section"
      role="group"
      aria-labelledby={title ? titleId : undefined}
      className={cn("grid gap-1", className)}
      {...props}
    >
      {title && (
        <div
          id={titleId}
          className={cn(
            "px-3 pb-1 text-[11px] font-medium tracking-wider text-drawer-muted uppercase",
            collapsed && "sr-only"
          )}
        >
          {title}
        </div>
      )}
      <ul className="grid gap-1">{children}</ul>
    </div>
  )
}

function SideMenuItem({
  className,
  selected = false,
  icon,
  label,
  badge,
  asChild = false,
  children,
  ...props
}: Omit<React.ComponentProps<"a">, "children"> &
  VariantProps<typeof sideMenuItemVariants> & {
    icon?: React.ReactNode
    label: React.ReactNode
    badge?: React.ReactNode
    /** Renders the child element (a router link) with the item's look. */
    asChild?: boolean
    children?: React.ReactElement
  }) {
  const { collapsed } = React.useContext(SideMenuContext)
  const content = (
    <>
      {icon}
      <span className={cn("flex-1 truncate", collapsed && "sr-only")}>
        {label}
      </span>
      {badge && !collapsed && (
        <span className="rounded-full bg-white/15 px-2 py-0.5 text-[11px] tabular-nums">
          {badge}
        </span>
      )}
    </>
  )
  const itemProps = {
    "data-slot": "side-menu-item",
    "data-selected": selected || undefined,
    "aria-current": selected ? ("page" as const) : undefined,
    title: collapsed && typeof label === "string" ? label : undefined,
    className: cn(
      sideMenuItemVariants({ selected }),
      collapsed && "justify-center px-0",
      className
    ),
    ...props,
  }
  return (
    <li>
      {asChild && children ? (
        <Slot {...itemProps}>
          {React.cloneElement(children, undefined, content)}
        </Slot>
      ) : (
        <a {...itemProps}>{content}</a>
      )}
    </li>
  )
}

/**
 * Shows a SideMenu as an off-canvas drawer from the left, for narrow screens.
 * Focus stays inside while it is open; Escape or a tap outside closes it.
 */
function SideMenuSheet({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Names the drawer for screen readers, e.g. "Main menu". */
  title: string
  children: React.ReactNode
}) {
  const focus = useReturnFocus({})
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="side-menu-sheet-overlay"
          className="fixed inset-0 z-50 bg-scrim motion-safe:data-[state=open]:animate-[fade-in_200ms_ease-out]"
        />
        <DialogPrimitive.Content
          data-slot="side-menu-sheet"
          aria-describedby={undefined}
          {...focus}
          className="fixed inset-y-0 left-0 z-50 flex shadow-2xl outline-none motion-safe:data-[state=open]:animate-[sheet-in_200ms_ease-out]"
        >
          <DialogPrimitive.Title className="sr-only">
            {title}
          </DialogPrimitive.Title>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}

export {
  SideMenu,
  SideMenuSheet,
  SideMenuHeader,
  SideMenuContent,
  SideMenuFooter,
  SideMenuSection,
  SideMenuItem,
  sideMenuVariants,
  sideMenuItemVariants,
}
