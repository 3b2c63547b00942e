import { describe, expect, it } from "vitest"

import {
  noProofRequired,
  proofSettingsSchema,
  recipientNameSchema,
} from "./proof.ts"
import { messagesByPath, messagesOf } from "./test-helpers.ts"

const nothing = noProofRequired.completed

describe("proofSettingsSchema", () => {
  it("accepts any combination of a name, a signature and 0 to 3 photos", () => {
    const settings = {
      completed: { recipient_name: true, signature: true, photos: 3 },
      failed: { ...nothing, photos: 1 },
    }
    expect(proofSettingsSchema.parse(settings)).toEqual(settings)
    expect(proofSettingsSchema.parse(noProofRequired)).toEqual(noProofRequired)
  })

  it.each([
    [
      { ...nothing, photos: 4 },
      { "completed.photos": ["Choose from 0 to 3 photos."] },
    ],
    [
      { ...nothing, photos: -1 },
      { "completed.photos": ["Choose from 0 to 3 photos."] },
    ],
    [
      { ...nothing, photos: 1.5 },
      { "completed.photos": ["Choose from 0 to 3 photos."] },
    ],
    [
      { ...nothing, signature: undefined },
      { "completed.signature": ["Required field."] },
    ],
  ])("refuses %j", (completed, expected) => {
    expect(
      messagesByPath(proofSettingsSchema, { completed, failed: nothing })
    ).toEqual(expected)
  })

  it("needs both kinds of outcome", () => {
    expect(
      Object.keys(messagesByPath(proofSettingsSchema, { completed: nothing }))
    ).toEqual(["failed"])
  })
})

describe("recipientNameSchema", () => {
  it.each(["", "Ana María O'Neill", "J. Pérez-Núñez", "Zoë 2"])(
    "accepts %j",
    (name) => {
      expect(messagesOf(recipientNameSchema, name)).toEqual([])
    }
  )

  it.each([
    [" Ana", "No leading or trailing spaces"],
    ["Ana <b>", "No special characters allowed"],
    ["x".repeat(101), "Max 100 characters"],
  ])("refuses %j", (name, message) => {
    expect(messagesOf(recipientNameSchema, name)).toEqual([message])
  })
})
