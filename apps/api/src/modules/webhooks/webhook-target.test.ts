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
  // Written from the IANA IPv4 and IPv6 Special-Purpose Address Registries, plus every IPv6
  // form that embeds an internal IPv4 address (mapped, compatible, NAT64, 6to4, Teredo).
  it.each([
    // IPv4 special-purpose ranges
    ["0.0.0.0", false], // "this network" 0.0.0.0/8
    ["0.1.2.3", false],
    ["10.1.2.3", false], // private 10/8
    ["100.64.0.1", false], // shared address space 100.64/10
    ["100.127.255.254", false],
    ["127.0.0.1", false], // loopback
    ["127.255.0.9", false],
    ["169.254.169.254", false], // link-local, cloud metadata
    ["169.254.0.1", false],
    ["172.16.0.9", false], // private 172.16/12
    ["172.31.255.255", false],
    ["192.0.0.8", false], // IETF protocol assignments 192.0.0/24
    ["192.0.0.170", false], // NAT64/DNS64 discovery
    ["192.0.2.1", false], // TEST-NET-1
    ["192.88.99.1", false], // deprecated 6to4 relay anycast
    ["192.168.1.1", false], // private 192.168/16
    ["198.18.0.1", false], // benchmarking 198.18/15
    ["198.19.255.1", false],
    ["198.51.100.7", false], // TEST-NET-2
    ["203.0.113.9", false], // TEST-NET-3
    ["224.0.0.1", false], // multicast
    ["239.255.255.250", false],
    ["240.0.0.1", false], // reserved 240/4
    ["255.255.255.255", false], // limited broadcast
    // IPv6 special-purpose ranges
    ["::", false], // unspecified
    ["::1", false], // loopback
    ["100::1", false], // discard-only 100::/64
    ["100:0:0:1::1", false], // dummy prefix 100:0:0:1::/64
    ["2001:db8::1", false], // documentation
    ["3fff::1", false], // documentation 3fff::/20
    ["2001:2::1", false], // benchmarking
    ["2001:10::1", false], // deprecated ORCHID
    ["5f00::1", false], // segment routing SIDs
    ["fc00::1", false], // unique local
    ["fd12:3456::1", false],
    ["fd00:ec2::254", false], // AWS metadata over IPv6
    ["fe80::1", false], // link-local
    ["fec0::1", false], // deprecated site-local
    ["ff02::1", false], // multicast
    ["4000::1", false], // outside 2000::/3, unallocated
    // IPv6 forms of internal IPv4 addresses
    ["::ffff:127.0.0.1", false], // mapped
    ["::ffff:10.0.0.1", false],
    ["::ffff:a9fe:a9fe", false],
    ["::ffff:0:7f00:1", false], // RFC 6145 translated
    ["::7f00:1", false], // compatible
    ["::a9fe:a9fe", false], // what the URL parser makes of [::169.254.169.254]
    ["::10.0.0.1", false],
    ["64:ff9b::a9fe:a9fe", false], // NAT64
    ["64:ff9b::7f00:1", false],
    ["64:ff9b::c0a8:101", false],
    ["64:ff9b:1::a00:1", false], // local-use NAT64 64:ff9b:1::/48
    ["64:ff9b:1::5db8:d822", false],
    ["2002:a9fe:a9fe::1", false], // 6to4
    ["2002:7f00:1::1", false],
    ["2002:c000:201::1", false], // 6to4 of TEST-NET-1
    ["2001:0:4136:e378:8000:63bf:f5ff:fffe", false], // Teredo, client 10.0.0.1
    ["2001:0:7f00:1:8000:63bf:a245:2bdd", false], // Teredo, server 127.0.0.1
    // public addresses, and IPv6 forms of public IPv4 addresses
    ["93.184.216.34", true],
    ["8.8.8.8", true],
    ["1.1.1.1", true],
    ["100.128.0.1", true], // just past shared address space
    ["172.32.0.1", true], // just past 172.16/12
    ["198.20.0.1", true], // just past benchmarking
    ["2606:4700:4700::1111", true],
    ["2a00:1450:4001:81c::200e", true],
    ["::ffff:93.184.216.34", true],
    ["64:ff9b::808:808", true], // NAT64 of 8.8.8.8
    ["2002:5db8:d822::1", true], // 6to4 of 93.184.216.34
    ["2001:0:4136:e378:8000:63bf:a245:2bdd", true], // Teredo, client 93.186.212.34
  ])("%s is public: %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected)
  })

  it.each([
    "[::169.254.169.254]",
    "[64:ff9b::169.254.169.254]",
    "[::ffff:0:127.0.0.1]",
    "[2002:a9fe:a9fe::1]",
    "[fec0::1]",
    "192.0.2.10",
  ])("refuses the URL host %s", async (host) => {
    const url = parseTargetUrl(`https://${host}/hook`, strict)
    await expect(resolveTarget(url.hostname, strict)).rejects.toMatchObject({
      reason:
        "This URL leads to a private or local address, which webhooks cannot reach.",
    })
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
