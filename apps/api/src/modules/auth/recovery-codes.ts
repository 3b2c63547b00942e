import { createHash, randomInt } from "node:crypto"

// Letters and digits that cannot be mistaken for one another when copied by hand (no 0/o, 1/l/i).
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"

/** How many recovery codes an enrolment gives; each signs in once. */
export const RECOVERY_CODE_COUNT = 10

/**
 * New recovery codes shown once to the user, as `abcd-2345`: 8 random characters of 31, about
 * 40 bits each, enough against guessing behind the sign-in throttle. Only their hashes are kept.
 */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from(
      { length: 8 },
      () => ALPHABET[randomInt(ALPHABET.length)]
    ).join("")
    return `${chars.slice(0, 4)}-${chars.slice(4)}`
  })
}

/**
 * The stored form of a recovery code: SHA-256 of the code in lower case without its dash or
 * spaces. Random codes need no slow password hash.
 */
export function hashRecoveryCode(code: string): string {
  const normal = code.toLowerCase().replace(/[^a-z0-9]/g, "")
  return createHash("sha256").update(normal).digest("hex")
}
