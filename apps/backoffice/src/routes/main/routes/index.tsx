import { createFileRoute } from "@tanstack/react-router"

import { placeholderRoute } from "../../../features/shell/screen-placeholder.tsx"

export const Route = createFileRoute("/main/routes/")(
  placeholderRoute("routes")
)
