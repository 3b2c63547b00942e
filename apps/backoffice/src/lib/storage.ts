// The storage keys of spec section 3. Tokens live in session storage "encrypted with a fixed
// key", as the spec says: that is obfuscation, not protection (docs/architecture.md). The refresh
// token is not kept here at all: the server keeps it in an HttpOnly cookie.
export const StorageKey = {
  accessToken: "ruta.accessToken",
  permissions: "ruta.permissions",
  allSubsidiaries: "ruta.allSubsidiaries",
  language: "ruta.language",
  theme: "ruta.theme",
  subsidiary: "ruta.subsidiary",
  /** The driver as last signed in on this phone: who the app opens for without a connection. */
  lastDriver: "ruta.lastDriver",
} as const

const FIXED_KEY = "ruta-back-office"

function xor(text: string): string {
  let out = ""
  for (let i = 0; i < text.length; i++) {
    out += String.fromCharCode(
      text.charCodeAt(i) ^ FIXED_KEY.charCodeAt(i % FIXED_KEY.length)
    )
  }
  return out
}

export function writeSecret(key: string, value: string) {
  sessionStorage.setItem(key, btoa(xor(value)))
}

export function readSecret(key: string): string | null {
  const stored = sessionStorage.getItem(key)
  if (stored === null) return null
  try {
    return xor(atob(stored))
  } catch {
    return null
  }
}

export function readJson<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key)
    return text === null ? null : (JSON.parse(text) as T)
  } catch {
    return null
  }
}

export function writeJson(key: string, value: unknown) {
  localStorage.setItem(key, JSON.stringify(value))
}
