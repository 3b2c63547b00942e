import { describe, expect, it } from "vitest"

import { apiError } from "./api.ts"

describe("apiError", () => {
  it("keeps the API's status, code and message", () => {
    const error = apiError(410, {
      statusCode: 410,
      code: "SUBSCRIPTION_LINK_USED",
      message: "This subscription link was already used.",
    })
    expect(error.failure).toEqual({
      statusCode: 410,
      code: "SUBSCRIPTION_LINK_USED",
      message: "This subscription link was already used.",
    })
  })

  it("falls back to the HTTP status when the body is not the API's", () => {
    expect(apiError(502, null).failure).toEqual({
      statusCode: 502,
      message: "HTTP 502",
    })
  })
})
