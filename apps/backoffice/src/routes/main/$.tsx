import { createFileRoute, redirect } from "@tanstack/react-router"

// Any other path under main goes to the dashboard (spec section 2).
export const Route = createFileRoute("/main/$")({
  beforeLoad: () => {
    throw redirect({ to: "/main/dashboard" })
  },
})
