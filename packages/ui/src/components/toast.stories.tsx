import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, screen, userEvent, waitFor, within } from "storybook/test"

import { pick } from "../stories/locale"
import { Button } from "./button"
import { ToastProvider, useToast, type ToastSeverity } from "./toast"

const severities: ToastSeverity[] = ["success", "info", "warning", "error"]

function ToastButtons({ globals }: { globals: Record<string, unknown> }) {
  const { toast } = useToast()
  const titles: Record<ToastSeverity, string> = {
    success: pick(globals, "Route saved", "Ruta guardada"),
    info: pick(globals, "Optimization queued", "Optimización en cola"),
    warning: pick(
      globals,
      "Two stops have no coordinates",
      "Dos paradas sin coordenadas"
    ),
    error: pick(
      globals,
      "The route could not be saved",
      "No se pudo guardar la ruta"
    ),
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => toast({ title: titles.success })}>
        {pick(globals, "Default (success)", "Por defecto (éxito)")}
      </Button>
      {severities.map((severity) => (
        <Button
          key={severity}
          variant="outline"
          onClick={() =>
            toast({
              severity,
              title: titles[severity],
              description:
                severity === "error"
                  ? pick(
                      globals,
                      "Check your connection and try again.",
                      "Revisa tu conexión e inténtalo de nuevo."
                    )
                  : undefined,
            })
          }
        >
          {severity}
        </Button>
      ))}
    </div>
  )
}

function ToastDemo({
  globals,
  initial = false,
}: {
  globals: Record<string, unknown>
  initial?: boolean
}) {
  return (
    <ToastProvider
      viewportLabel={pick(
        globals,
        "Notifications ({hotkey})",
        "Notificaciones ({hotkey})"
      )}
      closeLabel={pick(globals, "Close", "Cerrar")}
      initialToasts={
        initial
          ? [
              {
                severity: "success",
                title: pick(globals, "Route saved", "Ruta guardada"),
              },
              {
                severity: "info",
                title: pick(
                  globals,
                  "Optimization queued",
                  "Optimización en cola"
                ),
                description: pick(
                  globals,
                  "You will be notified when it ends.",
                  "Te avisaremos al terminar."
                ),
              },
              {
                severity: "warning",
                title: pick(
                  globals,
                  "Two stops have no coordinates",
                  "Dos paradas sin coordenadas"
                ),
              },
              {
                severity: "error",
                title: pick(
                  globals,
                  "The route could not be saved",
                  "No se pudo guardar la ruta"
                ),
                description: pick(
                  globals,
                  "Check your connection and try again.",
                  "Revisa tu conexión e inténtalo de nuevo."
                ),
              },
            ]
          : []
      }
    >
      <ToastButtons globals={globals} />
    </ToastProvider>
  )
}

const meta = {
  title: "UI/Toast",
  component: ToastDemo,
  tags: ["autodocs"],
  args: { globals: {} },
  // `globals` is the toolbar state, passed in by `render`, not a control.
  argTypes: { globals: { table: { disable: true } } },
  parameters: { layout: "padded" },
  render: (args, { globals }) => <ToastDemo {...args} globals={globals} />,
} satisfies Meta<typeof ToastDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: "Default (success)" })
    )
    const region = screen.getByRole("region", { name: /Notifications/ })
    const toast = await within(region).findByRole("listitem")
    await expect(toast).toHaveAttribute("data-severity", "success")
    await expect(toast).toHaveTextContent("Route saved")
    await userEvent.click(within(toast).getByRole("button", { name: "Close" }))
    await waitFor(() => expect(toast).not.toBeInTheDocument())
  },
}

export const Severities: Story = {
  play: async ({ canvas }) => {
    for (const severity of severities) {
      await userEvent.click(canvas.getByRole("button", { name: severity }))
    }
    const region = screen.getByRole("region", { name: /Notifications/ })
    const toasts = await within(region).findAllByRole("listitem")
    await expect(toasts.map((t) => t.getAttribute("data-severity"))).toEqual(
      severities
    )
  },
}

export const AllSeverities: Story = {
  args: { initial: true },
  play: async () => {
    const region = screen.getByRole("region", { name: /Notifications/ })
    await expect(within(region).getAllByRole("listitem")).toHaveLength(4)
    const viewport =
      region.querySelector("[data-slot=toast-viewport]") ??
      region.querySelector("ol")
    await expect(viewport).toHaveClass("right-0", "bottom-0")
  },
}
