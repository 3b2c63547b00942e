import { describe, expect, it } from "vitest"

import {
  changePasswordFormSchema,
  changePasswordSchema,
  googleCallbackSchema,
  loginSchema,
  loginWithClientSchema,
  recoveryPasswordSchema,
  refreshTokenSchema,
  resetPasswordSchema,
} from "./auth.ts"
import { messagesByPath } from "./test-helpers.ts"

describe("loginSchema", () => {
  it.each([
    [{}, { email: ["Required field."], password: ["Password is required."] }],
    [
      { email: "ana@", password: "short" },
      {
        email: ["Enter a valid email."],
        password: ["It needs to have at least 8 characters."],
      },
    ],
    [{ email: "ana@example.com", password: "12345678" }, {}],
  ])("%j gives %j", (body, expected) => {
    expect(messagesByPath(loginSchema, body)).toEqual(expected)
  })

  it("drops keys the body does not define", () => {
    const parsed = loginSchema.parse({
      email: "ana@example.com",
      password: "12345678",
      role: "SuperAdmin",
    })
    expect(parsed).toEqual({ email: "ana@example.com", password: "12345678" })
  })
})

describe("changePasswordSchema", () => {
  it.each([
    [
      {},
      {
        current_password: ["Password is required."],
        password: ["A new password is required."],
      },
    ],
    [
      { current_password: "", password: "password1" },
      {
        current_password: ["Password is required."],
        password: [
          "Password must include an uppercase letter, a number and a special character.",
        ],
      },
    ],
    // The password in use is checked by the server, not by today's rules.
    [{ current_password: "old", password: "Password1!" }, {}],
  ])("%j gives %j", (body, expected) => {
    expect(messagesByPath(changePasswordSchema, body)).toEqual(expected)
  })

  it("the form also asks for the confirmation", () => {
    expect(
      messagesByPath(changePasswordFormSchema, {
        current_password: "",
        password: "Password1!",
        confirmPassword: "Password2!",
      })
    ).toEqual({
      current_password: ["Password is required."],
      confirmPassword: ["Passwords must match."],
    })
  })
})

describe("resetPasswordSchema", () => {
  it.each([
    [
      {},
      {
        id_user: ["ID is required."],
        password: ["A new password is required."],
      },
    ],
    [
      { id_user: -1, password: "password1" },
      {
        id_user: ["ID has to be a number greater than 0."],
        password: [
          "Password must include an uppercase letter, a number and a special character.",
        ],
      },
    ],
    [{ id_user: 7, password: "Password1!" }, {}],
  ])("%j gives %j", (body, expected) => {
    expect(messagesByPath(resetPasswordSchema, body)).toEqual(expected)
  })
})

describe("recoveryPasswordSchema", () => {
  it.each([
    [{}, { email: ["Required field."] }],
    [{ email: "nope" }, { email: ["Enter a valid email."] }],
    [{ email: "ana@example.com" }, {}],
  ])("%j gives %j", (body, expected) => {
    expect(messagesByPath(recoveryPasswordSchema, body)).toEqual(expected)
  })
})

describe("refreshTokenSchema", () => {
  it.each([
    [{ grant_type: "refresh_token", refresh_token: "abc.def" }, []],
    [{ grant_type: "password", refresh_token: "abc.def" }, ["grant_type"]],
    [{ refresh_token: "abc.def" }, ["grant_type"]],
    [{ grant_type: "refresh_token", refresh_token: "" }, ["refresh_token"]],
    [{ grant_type: "refresh_token" }, ["refresh_token"]],
  ])("%j fails on %j", (body, paths) => {
    expect(Object.keys(messagesByPath(refreshTokenSchema, body))).toEqual(paths)
  })

  it("says 'Required field.' for a missing refresh token", () => {
    expect(
      messagesByPath(refreshTokenSchema, { grant_type: "refresh_token" })
    ).toEqual({ refresh_token: ["Required field."] })
  })
})

describe("loginWithClientSchema", () => {
  it.each([
    [{}, { id_user: ["ID is required."], id_client: ["ID is required."] }],
    [
      { id_user: 1, id_client: -3 },
      { id_client: ["ID has to be a number greater than 0."] },
    ],
    [{ id_user: 1, id_client: 2 }, {}],
  ])("%j gives %j", (body, expected) => {
    expect(messagesByPath(loginWithClientSchema, body)).toEqual(expected)
  })
})

describe("googleCallbackSchema", () => {
  it.each([
    [{}, { code: ["Required field."] }],
    [{ code: " " }, { code: ["Required field."] }],
    [{ code: "4/0AY0e-g7" }, {}],
  ])("%j gives %j", (body, expected) => {
    expect(messagesByPath(googleCallbackSchema, body)).toEqual(expected)
  })
})
