/** The languages the API answers in; English is the source of every message. */
export const LANGUAGES = ["en", "es"] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = "en"

const isLanguage = (tag: string): tag is Language =>
  (LANGUAGES as readonly string[]).includes(tag)

// RFC 9110 section 12.5.4: a language range, then an optional weight from 0 to 1.
const WEIGHT = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i

/**
 * The language to answer in, from an `Accept-Language` header: the supported language with the
 * highest weight (`q`, 1 by default; the earlier one on a tie), matched on its primary subtag so
 * "es-ES" and "es-419" are Spanish. A `*` or a header naming no supported language gives English;
 * a weight of 0 refuses a language.
 *
 * @param header - the request's `Accept-Language` value(s), if any
 * @returns "en" or "es"
 */
export function preferredLanguage(
  header: string | readonly string[] | undefined
): Language {
  const value = typeof header === "string" ? header : header?.join(",")
  if (!value) return DEFAULT_LANGUAGE
  const ranges = value.split(",").flatMap((part, index) => {
    const [range = "", ...parameters] = part.trim().split(";")
    const tag = range.trim().toLowerCase().split("-")[0]!
    const weight = parameters.map((p) => WEIGHT.exec(p.trim())).find(Boolean)
    if (!tag || (parameters.length > 0 && !weight)) return []
    return [{ tag, q: weight ? Number(weight[1]) : 1, index }]
  })
  ranges.sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag, q } of ranges) {
    if (q === 0) break
    if (tag === "*") return DEFAULT_LANGUAGE
    if (isLanguage(tag)) return tag
  }
  return DEFAULT_LANGUAGE
}
