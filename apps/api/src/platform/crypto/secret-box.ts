import {
  createCipheriv,
  createDecipheriv,
  hkdfSync,
  randomBytes,
} from "node:crypto"

/**
 * Seals and opens secrets at rest (authenticator secrets, webhook signing secrets) with AES-256-GCM, under a key derived (HKDF-SHA256)
 * from the server's signing secret: a copy of the database alone does not give the secrets.
 */
export function createSecretBox(serverSecret: Uint8Array) {
  const key = Buffer.from(
    hkdfSync("sha256", serverSecret, "ruta", "totp-secret", 32)
  )
  return {
    seal(plain: string): string {
      const iv = randomBytes(12)
      const cipher = createCipheriv("aes-256-gcm", key, iv)
      const sealed = Buffer.concat([
        cipher.update(plain, "utf8"),
        cipher.final(),
      ])
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url")}`
    },
    open(sealed: string): string {
      const raw = Buffer.from(sealed.replace(/^v1\./, ""), "base64url")
      const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12))
      decipher.setAuthTag(raw.subarray(12, 28))
      return Buffer.concat([
        decipher.update(raw.subarray(28)),
        decipher.final(),
      ]).toString("utf8")
    },
  }
}
export type SecretBox = ReturnType<typeof createSecretBox>
