import { createHash, randomBytes } from "node:crypto"

/** A 256-bit random token for refresh and reset links; only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url")
}

export function hashOpaqueToken(token: string): string {
  return createHash("sha256").update(token).digest("hex")
}
