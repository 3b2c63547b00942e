/** Whether a payload value is kept: empty, null and undefined values go; false stays. */
const kept = (value: unknown) =>
  value !== undefined && value !== null && value !== ""

/** A payload without its empty, null and undefined values (spec section 7). */
export function compact<T extends Record<string, unknown>>(
  payload: T
): Partial<T> {
  return Object.fromEntries(
    Object.entries(payload).filter(([, value]) => kept(value))
  ) as Partial<T>
}

/**
 * A payload as multipart form data (spec section 7): arrays as `key[]`, files as they are, nested
 * objects as JSON text; empty, null and undefined values removed, false kept.
 */
export function toFormData(payload: Record<string, unknown>): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(compact(payload))) {
    if (value instanceof Blob) form.append(key, value)
    else if (Array.isArray(value)) {
      for (const item of value.filter(kept)) {
        form.append(
          `${key}[]`,
          typeof item === "object" ? JSON.stringify(item) : String(item)
        )
      }
    } else if (typeof value === "object")
      form.append(key, JSON.stringify(value))
    else form.append(key, String(value))
  }
  return form
}
