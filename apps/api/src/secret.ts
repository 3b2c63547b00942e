import { randomBytes } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

/**
 * The access-token signing key: JWT_SECRET when set; otherwise a random key kept in the data
 * folder, so that a restart of the zero-setup default keeps everyone signed in.
 */
export function loadSigningSecret(
  jwtSecret: string | undefined,
  dataDir: string
): Uint8Array {
  if (jwtSecret) return new TextEncoder().encode(jwtSecret)
  const file = path.join(dataDir, "jwt-secret")
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 })
  }
  return new TextEncoder().encode(readFileSync(file, "utf8").trim())
}
