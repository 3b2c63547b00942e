// A stand-in for Stripe.js, the subset Ruta uses (Elements with a card element, confirmCardSetup),
// for stories and browser tests, where Stripe's own script cannot be loaded. The card element is a
// plain text input. Without `confirm`, confirmCardSetup posts the typed number to the SetupIntent's
// confirm endpoint the way Stripe.js does (https://api.stripe.com/v1/setup_intents/{id}/confirm,
// form-encoded, with the publishable key), which the browser tests route to the local Stripe
// stand-in. The function is self-contained so a browser test can serve its source as Stripe's
// script: `window.Stripe = (key) => (${stripeJsStandIn})(key)`.

/** A SetupIntent confirmation's answer, as Stripe.js resolves it. */
export interface StandInConfirmation {
  error?: { type: string; code?: string; message: string }
  setupIntent?: { id: string; status: string; payment_method: string }
}

export function stripeJsStandIn(
  publishableKey: string,
  confirm?: (
    clientSecret: string,
    cardNumber: string
  ) => Promise<StandInConfirmation>
) {
  type Handler = (event: unknown) => void
  let input: HTMLInputElement | null = null
  const handlers: Record<string, Handler[]> = {}
  const card = {
    mount(target: HTMLElement | string) {
      const host =
        typeof target === "string" ? document.querySelector(target) : target
      input = document.createElement("input")
      input.setAttribute("aria-label", "Card number")
      input.setAttribute("inputmode", "numeric")
      input.setAttribute("autocomplete", "cc-number")
      input.style.width = "100%"
      input.style.background = "transparent"
      input.style.outline = "none"
      input.addEventListener("input", () =>
        (handlers.change ?? []).forEach((handle) =>
          handle({ empty: input!.value === "", complete: false })
        )
      )
      host?.appendChild(input)
      setTimeout(() => (handlers.ready ?? []).forEach((handle) => handle({})))
    },
    on(event: string, handle: Handler) {
      ;(handlers[event] ??= []).push(handle)
      return card
    },
    once(event: string, handle: Handler) {
      return card.on(event, handle)
    },
    off(event: string, handle?: Handler) {
      handlers[event] = (handlers[event] ?? []).filter((h) => h !== handle)
      return card
    },
    update() {},
    focus() {
      input?.focus()
    },
    blur() {
      input?.blur()
    },
    clear() {
      if (input) input.value = ""
    },
    unmount() {
      input?.remove()
    },
    destroy() {
      input?.remove()
    },
  }
  const elements = {
    create: () => card,
    getElement: () => card,
    update() {},
    fetchUpdates: async () => ({}),
  }
  const postConfirm = async (
    clientSecret: string,
    cardNumber: string
  ): Promise<StandInConfirmation> => {
    const id = clientSecret.split("_secret_")[0]
    const body = new URLSearchParams({
      key: publishableKey,
      client_secret: clientSecret,
      "payment_method_data[type]": "card",
      "payment_method_data[card][number]": cardNumber,
    })
    const response = await fetch(
      `https://api.stripe.com/v1/setup_intents/${id}/confirm`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      }
    )
    const json = await response.json()
    return response.ok ? { setupIntent: json } : { error: json.error }
  }
  const unsupported = async () => ({
    error: { type: "invalid_request_error", message: "Not in the stand-in." },
  })
  return {
    elements: () => elements,
    async confirmCardSetup(clientSecret: string) {
      const number = (input?.value ?? "").replace(/\s+/g, "")
      return (confirm ?? postConfirm)(clientSecret, number)
    },
    createToken: unsupported,
    createPaymentMethod: unsupported,
    confirmCardPayment: unsupported,
    _registerWrapper() {},
    registerAppInfo() {},
  }
}
