import { lookup } from "node:dns/promises"
import type { LookupAddress } from "node:dns"
import { isIP } from "node:net"

import ipaddr from "ipaddr.js"

/**
 * The IPv4 addresses an IPv6 address leads to, when it embeds them: IPv4-mapped (::ffff:0:0/96)
 * and its RFC 6145 variant (::ffff:0:0:0/96), IPv4-compatible (::/96), NAT64 (64:ff9b::/96),
 * 6to4 (2002::/16, the relay's IPv4 in bits 16-47) and Teredo (2001::/32, the server in bits
 * 32-63 and the client, inverted, in the last 32 bits). Empty when it embeds none.
 */
export function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] {
  const p = address.parts
  const v4 = (high: number, low: number) =>
    new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff])
  const range = address.range()
  if (
    range === "ipv4Mapped" ||
    range === "rfc6145" ||
    range === "rfc6052" ||
    p.slice(0, 6).every((x) => x === 0)
  )
    return [v4(p[6]!, p[7]!)]
  if (range === "6to4") return [v4(p[1]!, p[2]!)]
  if (range === "teredo")
    return [v4(p[2]!, p[3]!), v4(p[6]! ^ 0xffff, p[7]! ^ 0xffff)]
  return []
}

/** 2000::/3, the only IPv6 space allocated for global unicast. */
const globalUnicast = ipaddr.IPv6.parse("2000::")
/** RFC 9780's dummy prefix, not globally reachable and newer than the library's table. */
const dummyPrefix = ipaddr.IPv6.parse("100:0:0:1::")
/** RFC 8215's local-use translation prefix: whatever it embeds, it is never global. */
const localNat64 = ipaddr.IPv6.parse("64:ff9b:1::")

/**
 * Whether a webhook may be sent to this address (SSRF). It decides by what the address reaches,
 * not how it is written: IPv6 forms that embed an IPv4 address are judged by that address, and
 * only ordinary global unicast passes; every special-purpose range of the IANA IPv4 and IPv6
 * registries (loopback, private, link-local with the cloud metadata service, shared address
 * space, documentation, benchmarking, site-local, discard-only, reserved, multicast, ...) is
 * refused, by the ranges `ipaddr.js` names.
 */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false
  const parsed = ipaddr.parse(address)
  if (parsed.kind() === "ipv4") return parsed.range() === "unicast"
  const v6 = parsed as ipaddr.IPv6
  if (v6.match(localNat64, 48)) return false
  const embedded = embeddedIPv4(v6)
  if (embedded.length > 0)
    return embedded.every((v4) => v4.range() === "unicast")
  return (
    v6.range() === "unicast" &&
    v6.match(globalUnicast, 3) &&
    !v6.match(dummyPrefix, 64)
  )
}

export class WebhookTargetError extends Error {
  constructor(
    message: string,
    /** The English sentence for the API's answer (translated like every message). */
    public readonly reason: string,
    /** Whether the URL can never be sent to as it is (false: a look-up that may work later). */
    public readonly permanent = true
  ) {
    super(message)
  }
}

export interface TargetPolicy {
  /** WEBHOOKS_ALLOW_PRIVATE: loopback and private addresses, and http, for tests and on-premise. */
  allowPrivate: boolean
}

/** The URL of an endpoint, or the reason it is refused (checked before any DNS look-up). */
export function parseTargetUrl(text: string, policy: TargetPolicy): URL {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new WebhookTargetError(
      text,
      "Enter a full URL, starting with https://."
    )
  }
  const schemes = policy.allowPrivate ? ["https:", "http:"] : ["https:"]
  if (!schemes.includes(url.protocol))
    throw new WebhookTargetError(text, "Use an https URL.")
  if (url.username || url.password)
    throw new WebhookTargetError(
      text,
      "A webhook URL cannot hold a user name or password."
    )
  return url
}

/**
 * The addresses of `host`, every one of them allowed, or the reason the host is refused. It is
 * called when an endpoint is saved and again when each delivery connects (the connection uses
 * the addresses checked here), so a name that later resolves to a private address is refused
 * too.
 */
export async function resolveTarget(
  host: string,
  policy: TargetPolicy
): Promise<LookupAddress[]> {
  const bare = host.replace(/^\[|\]$/g, "")
  let addresses: LookupAddress[]
  if (isIP(bare)) addresses = [{ address: bare, family: isIP(bare) }]
  else {
    try {
      addresses = await lookup(bare, { all: true, verbatim: true })
    } catch {
      throw new WebhookTargetError(
        host,
        "This URL's host name could not be found.",
        false
      )
    }
  }
  if (
    !policy.allowPrivate &&
    (addresses.length === 0 ||
      addresses.some((a) => !isPublicAddress(a.address)))
  )
    throw new WebhookTargetError(
      host,
      "This URL leads to a private or local address, which webhooks cannot reach."
    )
  return addresses
}
