import { describe, expect, it } from "vitest"

import { sendWebhook } from "./webhook-sender.ts"
import {
  WebhookTargetError,
  isPublicAddress,
  parseTargetUrl,
  resolveTarget,
} from "./webhook-target.ts"

const strict = { allowPrivate: false }

describe("webhook targets (SSRF)", () => {
  it.each([
    ["127.0.0.1", false],
    ["10.1.2.3", false],
    ["172.16.0.9", false],
    ["192.168.1.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["0.0.0.0", false],
    ["::1", false],
    ["fe80::1", false],
    ["fd12:3456::1", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:10.0.0.1", false],
    ["93.184.216.34", true],
    ["2606:4700:4700::1111", true],
  ])("%s is public: %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected)
  })

  it("refuses http, and user names in the URL", () => {
    expect(() => parseTargetUrl("http://example.com/hook", strict)).toThrow(
      "http://example.com/hook"
    )
    expect(() =>
      parseTargetUrl("https://me:pw@example.com/hook", strict)
    ).toThrow(WebhookTargetError)
    expect(
      parseTargetUrl("http://127.0.0.1:9/hook", { allowPrivate: true }).host
    ).toBe("127.0.0.1:9")
  })

  it.each(["127.0.0.1", "10.0.0.7", "169.254.169.254", "[::1]", "localhost"])(
    "refuses %s after resolving it",
    async (host) => {
      await expect(resolveTarget(host, strict)).rejects.toMatchObject({
        reason:
          "This URL leads to a private or local address, which webhooks cannot reach.",
      })
    }
  )

  it("checks again at send time, without connecting", async () => {
    const result = await sendWebhook(
      "https://localhost:1/hook",
      {},
      "{}",
      strict
    )
    expect(result).toMatchObject({
      ok: false,
      status: null,
      error:
        "This URL leads to a private or local address, which webhooks cannot reach.",
    })
  })
})
