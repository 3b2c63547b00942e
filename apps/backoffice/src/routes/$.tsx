import { createFileRoute, redirect } from "@tanstack/react-router"

// Any other path goes to sign-in (spec section 2).
export const Route = createFileRoute("/$")({
  beforeLoad: () => {
    throw redirect({ to: "/login" })
  },
})
