import { createFileRoute } from "@tanstack/react-router"

import { placeholderRoute } from "../../features/shell/screen-placeholder.tsx"

export const Route = createFileRoute("/main/stop-outcomes")(
  placeholderRoute("stop-outcomes")
)
