import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { ChevronDownIcon } from "lucide-react"

import { cn } from "../lib/utils"
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./dropdown-menu"

const topBarVariants = cva(
  "flex h-16 shrink-0 items-center gap-3 px-4 text-topbar-foreground md:px-6",
  {
    variants: {
      variant: {
        default: "border-b bg-topbar",
        primary: "bg-primary text-primary-foreground",
      },
      sticky: {
        true: "sticky top-0 z-40",
        false: "",
      },
    },
    defaultVariants: { variant: "default", sticky: false },
  }
)

function TopBar({
  className,
  variant,
  sticky,
  ...props
}: React.ComponentProps<"header"> & VariantProps<typeof topBarVariants>) {
  return (
    <header
      data-slot="top-bar"
      className={cn(topBarVariants({ variant, sticky, className }))}
      {...props}
    />
  )
}

function TopBarTitle({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="top-bar-title"
      className={cn(
        "flex min-w-0 flex-1 flex-col justify-center gap-0.5 [&_h1]:truncate [&_h1]:text-lg [&_h1]:font-medium",
        className
      )}
      {...props}
    />
  )
}

function TopBarActions({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="top-bar-actions"
      className={cn("flex items-center gap-1", className)}
      {...props}
    />
  )
}

function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const first = parts[0]?.[0] ?? ""
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : ""
  return (first + last).toUpperCase()
}

function Avatar({
  className,
  name,
  src,
  ...props
}: Omit<React.ComponentProps<"span">, "children"> & {
  name: string
  src?: string
}) {
  return (
    <span
      data-slot="avatar"
      className={cn(
        "inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-drawer-selected text-sm font-medium text-drawer-selected-foreground",
        className
      )}
      {...props}
    >
      {src ? (
        <img src={src} alt="" className="size-full object-cover" />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  )
}

type UserMenuItem = {
  id: string
  label: React.ReactNode
  icon?: React.ReactNode
  destructive?: boolean
  separatorBefore?: boolean
  onSelect: () => void
}

function UserMenu({
  className,
  name,
  email,
  avatarUrl,
  menuLabel,
  items,
}: {
  className?: string
  name: string
  email?: string
  avatarUrl?: string
  /** Read after the user's name on the button that opens the menu, e.g. "Account menu". */
  menuLabel: string
  items: UserMenuItem[]
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-slot="user-menu"
        className={cn(
          "flex cursor-pointer items-center gap-2.5 rounded-full py-1 pr-2 pl-1 transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/40 data-[state=open]:bg-accent",
          className
        )}
      >
        <Avatar name={name} src={avatarUrl} />
        <span className="sr-only max-w-40 truncate text-sm font-medium md:not-sr-only">
          {name}
        </span>
        <span className="sr-only">{menuLabel}</span>
        <ChevronDownIcon className="hidden size-4 text-muted-foreground md:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3">
          <Avatar name={name} src={avatarUrl} />
          <span className="grid min-w-0">
            <span className="truncate font-medium">{name}</span>
            {email && (
              <span className="truncate text-xs font-normal text-muted-foreground">
                {email}
              </span>
            )}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.map((item) => (
          <React.Fragment key={item.id}>
            {item.separatorBefore && <DropdownMenuSeparator />}
            <DropdownMenuItem
              variant={item.destructive ? "destructive" : "default"}
              onSelect={item.onSelect}
            >
              {item.icon}
              {item.label}
            </DropdownMenuItem>
          </React.Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

export {
  TopBar,
  TopBarTitle,
  TopBarActions,
  UserMenu,
  Avatar,
  topBarVariants,
  type UserMenuItem,
}
