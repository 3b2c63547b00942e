import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"

import { TOAST_DURATION_MS, ToastProvider, useToast } from "./toast"

function ShowToast() {
  const { toast } = useToast()
  return <button onClick={() => toast({ title: "Route saved" })}>Show</button>
}

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe("ToastProvider", () => {
  it("keeps a toast for 6000 ms, then closes it", () => {
    vi.useFakeTimers()
    expect(TOAST_DURATION_MS).toBe(6000)
    render(
      <ToastProvider viewportLabel="Notifications" closeLabel="Close">
        <ShowToast />
      </ToastProvider>
    )
    fireEvent.click(screen.getByRole("button", { name: "Show" }))
    expect(screen.getAllByText("Route saved").length).toBeGreaterThan(0)
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100))
    expect(screen.queryAllByText("Route saved").length).toBeGreaterThan(0)
    act(() => vi.advanceTimersByTime(200))
    expect(screen.queryAllByText("Route saved")).toHaveLength(0)
  })

  it("shows success by default", () => {
    render(
      <ToastProvider viewportLabel="Notifications" closeLabel="Close">
        <ShowToast />
      </ToastProvider>
    )
    fireEvent.click(screen.getByRole("button", { name: "Show" }))
    const toast = document.querySelector("[data-slot=toast]")
    expect(toast?.getAttribute("data-severity")).toBe("success")
  })

  it("refuses to be used outside the provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    expect(() => render(<ShowToast />)).toThrow(/ToastProvider/)
  })
})
