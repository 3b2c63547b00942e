import { messages } from "@ruta/validation/messages"
import { describe, expect, it } from "vitest"

import {
  loadSpanishValidation,
  translateMessage,
} from "./validation-messages.ts"

describe("the validation messages in the user's language", () => {
  it("stay in English for English, and are in Spanish once the Spanish catalog brought them", async () => {
    expect(translateMessage(messages.required, "en")).toBe("Required field.")
    // Not loaded yet (an English page never loads it): the spec's English rather than nothing.
    expect(translateMessage(messages.required, "es")).toBe("Required field.")
    await loadSpanishValidation()
    expect(translateMessage(messages.required, "es")).toBe("Campo obligatorio.")
    expect(translateMessage("Max 40 characters", "es")).toBe(
      "Máximo 40 caracteres"
    )
    expect(translateMessage(messages.required, "en")).toBe("Required field.")
  })
})
