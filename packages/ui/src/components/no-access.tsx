import * as React from "react"
import { LockKeyholeIcon } from "lucide-react"

import { cn } from "../lib/utils"
import { EmptyState } from "./empty-state"

function NoAccess({
  className,
  title,
  description,
  action,
  ...props
}: Omit<React.ComponentProps<"div">, "title"> & {
  /** The product's text is 'No access'; it comes translated from the app. */
  title: React.ReactNode
  description?: React.ReactNode
  action?: React.ReactNode
}) {
  return (
    <EmptyState
      data-slot="no-access"
      role="alert"
      size="lg"
      icon={<LockKeyholeIcon />}
      title={title}
      description={description}
      action={action}
      className={cn(className)}
      {...props}
    />
  )
}

export { NoAccess }
