import { lookup } from "node:dns/promises"
import type { LookupAddress } from "node:dns"
import { BlockList, isIP } from "node:net"

/**
 * Addresses a webhook never reaches (SSRF): loopback, private networks, link-local (the cloud
 * metadata service, 169.254.169.254, among them), carrier-grade NAT, unspecified, multicast,
 * and their IPv6 forms, IPv4-mapped included.
 */
const forbidden = new BlockList()
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  forbidden.addSubnet(net, prefix, "ipv4")
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["fd00:ec2::254", 128],
] as const)
  forbidden.addSubnet(net, prefix, "ipv6")

/** Whether a webhook may be sent to this address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return false
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
    if (mapped) return isPublicAddress(mapped[1]!)
    return !forbidden.check(address, "ipv6")
  }
  return !forbidden.check(address, "ipv4")
}

export class WebhookTargetError extends Error {
  constructor(
    message: string,
    /** The English sentence for the API's answer (translated like every message). */
    public readonly reason: string
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
        "This URL's host name could not be found."
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
