/** One breadcrumb: the words shown and where it links. */
type Crumb = { label: string; href: string }

const numeric = /^\d+$/

/**
 * Turns a path segment into a label: words split on hyphens, the first letter
 * capitalised and the rest lower-case (`address-book` is "Address book").
 *
 * @param segment - one path segment
 * @returns the label
 */
function crumbLabel(segment: string) {
  const words = decodeURIComponent(segment).split("-").join(" ").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * Builds the back office's breadcrumbs from a path, by the product spec's
 * rules: only paths under `/main/`; the `main` segment is dropped; a trailing
 * numeric id is dropped together with the segment before it; a numeric
 * segment elsewhere is appended to its parent crumb's link.
 *
 * @param pathname - the location's path, e.g. `/main/clients/client/12/subsidiary/5`
 * @returns the crumbs, first to last (empty outside `/main/`)
 */
function breadcrumbsFromPath(pathname: string): Crumb[] {
  const path = pathname.split(/[?#]/)[0] ?? ""
  if (!path.startsWith("/main/")) return []
  const segments = path.split("/").filter(Boolean).slice(1)
  if (segments.length > 0 && numeric.test(segments[segments.length - 1] ?? ""))
    segments.splice(-2, 2)
  const crumbs: Crumb[] = []
  let href = "/main"
  for (const segment of segments) {
    href += `/${segment}`
    const parent = crumbs[crumbs.length - 1]
    if (numeric.test(segment)) {
      if (parent) parent.href = href
      continue
    }
    crumbs.push({ label: crumbLabel(segment), href })
  }
  return crumbs
}

export { breadcrumbsFromPath, crumbLabel, type Crumb }
