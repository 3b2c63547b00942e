import { describe, expect, it } from "vitest"

import {
  dateOutOfRange,
  maxCharacters,
  messages,
  minCharacters,
  oneOf,
} from "./messages.ts"
import { messagesEs, translateMessage } from "./messages-es.ts"

describe("Spanish validation messages", () => {
  it.each(Object.entries(messages))("translates %s", (key, english) => {
    const spanish = messagesEs[key as keyof typeof messages]
    expect(spanish).toBeTruthy()
    expect(spanish).not.toBe(english)
    expect(translateMessage(english, "es")).toBe(spanish)
  })

  it.each([
    [maxCharacters(100), "Máximo 100 caracteres"],
    [minCharacters(3), "Mínimo 3 caracteres"],
    [oneOf(["a", "b"]), "Debe ser uno de: a, b."],
    [
      dateOutOfRange("Start date"),
      "Start date seleccionada está fuera de rango.",
    ],
  ])("keeps the value of %s", (english, spanish) => {
    expect(translateMessage(english, "es")).toBe(spanish)
  })

  it("leaves English and unknown messages as they are", () => {
    expect(translateMessage(messages.required, "en")).toBe("Required field.")
    expect(translateMessage("Something else", "es")).toBe("Something else")
  })
})
