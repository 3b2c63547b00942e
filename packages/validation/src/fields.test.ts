import { describe, expect, it } from "vitest"
import { z } from "zod"

import {
  alphanumericWithSpacesSchema,
  amountSchema,
  dateInRangeSchema,
  dateRangeSchema,
  descriptionSchema,
  emailSchema,
  endDateNotBeforeStart,
  headerMatchSchema,
  idSchema,
  integerSchema,
  isValidDate,
  lettersOnlySchema,
  newPasswordFormSchema,
  newPasswordSchema,
  optionalEmailSchema,
  passwordSchema,
  requiredSelectSchema,
  requiredSelectValueSchema,
  requiredTextSchema,
  spotsSchema,
  startDateSchema,
  textSchema,
  toCalendarDay,
} from "./fields.ts"
import { messagesByPath, messagesOf } from "./test-helpers.ts"

const REQUIRED = "Required field."

describe("requiredTextSchema", () => {
  it.each([
    [undefined, [REQUIRED]],
    [null, [REQUIRED]],
    ["", [REQUIRED]],
    ["   ", [REQUIRED]],
    ["Depot", []],
    [" padded ", []],
  ])("%j gives %j", (value, expected) => {
    expect(messagesOf(requiredTextSchema, value)).toEqual(expected)
  })
})

describe("requiredSelectSchema (numeric ids)", () => {
  it.each([
    [undefined, [REQUIRED]],
    ["", [REQUIRED]],
    [-1, [REQUIRED]],
    [0, []],
    [3, []],
    [1.5, [REQUIRED]],
    [-1e308, [REQUIRED]],
    [1e308, [REQUIRED]],
    [2_147_483_648, [REQUIRED]],
  ])("%j gives %j", (value, expected) => {
    expect(messagesOf(requiredSelectSchema, value)).toEqual(expected)
  })
})

describe("requiredSelectValueSchema (string values)", () => {
  it.each([
    [undefined, [REQUIRED]],
    ["", [REQUIRED]],
    ["-1", [REQUIRED]],
    ["km", []],
  ])("%j gives %j", (value, expected) => {
    expect(messagesOf(requiredSelectValueSchema, value)).toEqual(expected)
  })
})

describe("dateInRangeSchema", () => {
  const schema = dateInRangeSchema({ label: "Start date" })

  it.each([
    [undefined, [REQUIRED]],
    ["", [REQUIRED]],
    ["not a date", ["Invalid date"]],
    ["2023-02-30", ["Invalid date"]],
    ["2023-13-01", ["Invalid date"]],
    ["21/11/2026", ["Invalid date"]],
    ["1899-12-31", ["Start date selected is out of range."]],
    ["2100-01-01", ["Start date selected is out of range."]],
    ["2100-01-01T00:00:00Z", ["Start date selected is out of range."]],
    ["1900-01-01", []],
    ["2099-12-31", []],
    ["2024-02-29", []],
    ["2026-11-21T14:30:00.000Z", []],
    ["2026-11-21T14:30:00-03:00", []],
  ])("%j gives %j", (value, expected) => {
    expect(messagesOf(schema, value)).toEqual(expected)
  })

  it("appends the message to no label at all, leading space included", () => {
    expect(messagesOf(dateInRangeSchema(), "1800-01-01")).toEqual([
      " selected is out of range.",
    ])
  })

  it("takes custom bounds", () => {
    const narrow = dateInRangeSchema({
      label: "Day",
      min: "2026-01-01",
      max: "2026-12-31",
    })
    expect(messagesOf(narrow, "2025-12-31")).toEqual([
      "Day selected is out of range.",
    ])
    expect(messagesOf(narrow, "2026-06-01")).toEqual([])
  })
})

describe("isValidDate and toCalendarDay", () => {
  it.each([
    ["2026-11-21", true],
    ["2026-11-21T08:00", true],
    ["2026-11-31", false],
    ["2026-1-21", false],
    ["2026-11-21T25:00:00Z", false],
  ])("isValidDate(%j) is %j", (value, expected) => {
    expect(isValidDate(value)).toBe(expected)
  })

  it("formats the local calendar day with padding", () => {
    expect(toCalendarDay(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05")
  })
})

describe("startDateSchema", () => {
  const now = () => new Date(2026, 10, 21, 9, 30)
  const schema = startDateSchema({ label: "Start date", now })

  it.each([
    ["2026-11-20", ["The start date cannot be before today"]],
    ["2026-11-21", []],
    ["2026-11-22", []],
    ["", [REQUIRED]],
    ["nope", ["Invalid date"]],
    ["2100-01-01", ["Start date selected is out of range."]],
  ])("%j gives %j", (value, expected) => {
    expect(messagesOf(schema, value)).toEqual(expected)
  })

  it("reads the clock at validation time, not when built", () => {
    let today = new Date(2026, 10, 21)
    const moving = startDateSchema({ now: () => today })
    expect(messagesOf(moving, "2026-11-21")).toEqual([])
    today = new Date(2026, 10, 22)
    expect(messagesOf(moving, "2026-11-21")).toEqual([
      "The start date cannot be before today",
    ])
  })
})

describe("end date not before start date", () => {
  const schema = z
    .object({ from: dateInRangeSchema(), to: dateInRangeSchema() })
    .superRefine(endDateNotBeforeStart("from", "to"))

  it.each([
    [
      { from: "2026-11-21", to: "2026-11-20" },
      { to: ["The end date must be the same or after the start date"] },
    ],
    [{ from: "2026-11-21", to: "2026-11-21" }, {}],
    [{ from: "2026-11-21", to: "2026-12-01" }, {}],
    [{ from: "2026-11-21", to: "bad" }, { to: ["Invalid date"] }],
  ])("%j gives %j", (value, expected) => {
    expect(messagesByPath(schema, value)).toEqual(expected)
  })

  it("checks start_date against today in dateRangeSchema", () => {
    const byPath = messagesByPath(dateRangeSchema, {
      start_date: "2099-12-31",
      end_date: "2099-12-30",
    })
    expect(byPath).toEqual({
      end_date: ["The end date must be the same or after the start date"],
    })
  })
})

describe("alphanumericWithSpacesSchema", () => {
  const message =
    "Only letters, numbers, and spaces (no leading or trailing spaces)"
  it.each([
    ["", [REQUIRED]],
    ["Route 66", []],
    ["Peña 2", []],
    ["Route  66", []],
    [" Route", [message]],
    ["Route ", [message]],
    ["Route-66", [message]],
    ["Route_66", [message]],
  ])("%j gives %j", (value, expected) => {
    expect(messagesOf(alphanumericWithSpacesSchema, value)).toEqual(expected)
  })
})

describe("lettersOnlySchema", () => {
  it.each([
    ["", [REQUIRED]],
    ["José María", []],
    ["Ana1", ["Only letters and spaces are allowed"]],
    [" Ana", ["No leading or trailing spaces"]],
    ["Ana ", ["No leading or trailing spaces"]],
    [
      " Ana1",
      ["Only letters and spaces are allowed", "No leading or trailing spaces"],
    ],
  ])("%j gives %j", (value, expected) => {
    expect(messagesOf(lettersOnlySchema, value)).toEqual(expected)
  })
})

describe("textSchema", () => {
  const schema = textSchema({ max: 20 })
  it.each([
    ["", [REQUIRED]],
    ["Hello, world! (ok?) a_b-c/d.", ["Max 20 characters"]],
    ["Hi, (ok?) a_b-c/d.", []],
    ["Line one\nline two", []],
    ["50% off", ["No special characters allowed"]],
    ["<script>", ["No special characters allowed"]],
    ["a@b", ["No special characters allowed"]],
    [" hi", ["No leading or trailing spaces"]],
    ["hi\n", ["No leading or trailing spaces"]],
    ["x".repeat(21), ["Max 20 characters"]],
    ["x".repeat(20), []],
  ])("%j gives %j", (value, expected) => {
    expect(messagesOf(schema, value)).toEqual(expected)
  })

  it("has no maximum unless asked", () => {
    expect(messagesOf(textSchema(), "x".repeat(500))).toEqual([])
  })

  it.each([1, 50, 255])("says 'Max %i characters'", (max) => {
    expect(messagesOf(textSchema({ max }), "x".repeat(max + 1))).toEqual([
      `Max ${max} characters`,
    ])
  })
})

describe("integerSchema", () => {
  it.each([
    [3, []],
    [-4, []],
    [0, []],
    [2.5, ["Value needs to be an integer number"]],
    [undefined, [REQUIRED]],
  ])("%j gives %j", (value, expected) => {
    expect(messagesOf(integerSchema, value)).toEqual(expected)
  })
})

describe("emailSchema and optionalEmailSchema", () => {
  it.each([
    [undefined, [REQUIRED]],
    ["", [REQUIRED]],
    ["ana@example.com", []],
    ["ana@", ["Enter a valid email."]],
    ["ana example.com", ["Enter a valid email."]],
  ])("required: %j gives %j", (value, expected) => {
    expect(messagesOf(emailSchema, value)).toEqual(expected)
  })

  it.each([
    [undefined, []],
    ["", []],
    ["ana@example.com", []],
    ["ana@", ["Enter a valid email."]],
  ])("optional: %j gives %j", (value, expected) => {
    expect(messagesOf(optionalEmailSchema, value)).toEqual(expected)
  })
})

describe("descriptionSchema", () => {
  it.each([
    [undefined, ["Description is required"]],
    ["", ["Description is required"]],
    ["   ", ["Description is required"]],
    ["too short", ["Description is too short"]],
    ["long enough", []],
  ])("%j gives %j", (value, expected) => {
    expect(messagesOf(descriptionSchema, value)).toEqual(expected)
  })
})

describe("amountSchema", () => {
  it.each([
    [undefined, ["Quantity is required."]],
    [null, ["Quantity is required."]],
    [Number.NaN, ["Quantity is required."]],
    [-0.5, ["Amount has to be 0 or greater."]],
    [0, []],
    [12.5, []],
  ])("%j gives %j", (value, expected) => {
    expect(messagesOf(amountSchema, value)).toEqual(expected)
  })

  it("accepts a missing value when made optional", () => {
    expect(messagesOf(amountSchema.optional(), undefined)).toEqual([])
  })
})

describe("spotsSchema", () => {
  it.each([
    ["abc", ["Field only accepts numbers."]],
    [undefined, ["Field only accepts numbers."]],
    [-1, ["The amount must be equal to or greater than zero."]],
    [0, []],
    [7, []],
  ])("%j gives %j", (value, expected) => {
    expect(messagesOf(spotsSchema, value)).toEqual(expected)
  })
})

describe("idSchema", () => {
  it.each([
    [undefined, ["ID is required."]],
    [null, ["ID is required."]],
    [-1, ["ID has to be a number greater than 0."]],
    [1.5, ["Value needs to be an integer number"]],
    [0, []],
    [42, []],
  ])("%j gives %j", (value, expected) => {
    expect(messagesOf(idSchema, value)).toEqual(expected)
  })
})

describe("passwordSchema (sign-in)", () => {
  it.each([
    [undefined, ["Password is required."]],
    ["", ["Password is required."]],
    ["short", ["It needs to have at least 8 characters."]],
    ["1234567", ["It needs to have at least 8 characters."]],
    ["12345678", []],
  ])("%j gives %j", (value, expected) => {
    expect(messagesOf(passwordSchema, value)).toEqual(expected)
  })
})

describe("newPasswordSchema", () => {
  const strength =
    "Password must include an uppercase letter, a number and a special character."
  it.each([
    [undefined, ["A new password is required."]],
    ["", ["A new password is required."]],
    ["Ab1!", ["Password must be at least 8 characters."]],
    ["abcdefg1!", [strength]],
    ["Abcdefgh!", [strength]],
    ["Abcdefgh1", [strength]],
    ["Abcdefg 1", [strength]],
    ["abc", ["Password must be at least 8 characters.", strength]],
    ["Abcdefg1!", []],
    ["Ñandú-2026", []],
  ])("%j gives %j", (value, expected) => {
    expect(messagesOf(newPasswordSchema, value)).toEqual(expected)
  })
})

describe("newPasswordFormSchema", () => {
  it.each([
    [
      { password: "Abcdefg1!", confirmPassword: "" },
      { confirmPassword: ["You are required to confirm your password."] },
    ],
    [
      { password: "Abcdefg1!" },
      { confirmPassword: ["You are required to confirm your password."] },
    ],
    [
      { password: "Abcdefg1!", confirmPassword: "Abcdefg1?" },
      { confirmPassword: ["Passwords must match."] },
    ],
    [
      { password: "", confirmPassword: "x" },
      { password: ["A new password is required."] },
    ],
    [
      { password: "abc", confirmPassword: "abd" },
      {
        password: [
          "Password must be at least 8 characters.",
          "Password must include an uppercase letter, a number and a special character.",
        ],
        confirmPassword: ["Passwords must match."],
      },
    ],
    [{ password: "Abcdefg1!", confirmPassword: "Abcdefg1!" }, {}],
  ])("%j gives %j", (value, expected) => {
    expect(messagesByPath(newPasswordFormSchema, value)).toEqual(expected)
  })
})

describe("headerMatchSchema", () => {
  it.each([
    [undefined, ["Selecting an option is required"]],
    ["", ["Selecting an option is required"]],
    ["-1", ["Selecting an option is required"]],
    ["Address", []],
  ])("%j gives %j", (value, expected) => {
    expect(messagesOf(headerMatchSchema, value)).toEqual(expected)
  })
})
