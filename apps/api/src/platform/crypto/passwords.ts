import { hash, verify } from "@node-rs/argon2"

// OWASP password storage cheat sheet: argon2id, m = 19 MiB, t = 2, p = 1.
const options = {
  // Algorithm.Argon2id: a const enum, which verbatimModuleSyntax cannot import.
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, options)
}

// Verified against when the email is unknown, so both answers take the same time.
const dummyHash = hashPassword("ruta-timing-equaliser")

export async function verifyPassword(
  passwordHash: string | null,
  password: string
): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  return verify(passwordHash, password).catch(() => false)
}
