export interface Crumb {
  label: string
  href: string
}

const isId = (segment: string) => /^\d+$/.test(segment)

const labelOf = (segment: string) =>
  segment
    .split("-")
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase())
    .join(" ")

/**
 * Breadcrumbs by the spec's rules (section 2): only for paths under /main/; the `main` segment is
 * dropped; a trailing numeric id is dropped together with the segment before it; other numeric
 * segments are appended to the parent crumb's link; labels are the segment's words, split on
 * hyphens, first letter capitalised and the rest lower-case.
 */
export function buildBreadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split("/").filter(Boolean)
  if (segments[0] !== "main") return []
  let rest = segments.slice(1)
  if (rest.length >= 2 && isId(rest[rest.length - 1]!)) rest = rest.slice(0, -2)
  const crumbs: Crumb[] = []
  let href = "/main"
  for (const segment of rest) {
    href += `/${segment}`
    const parent = crumbs[crumbs.length - 1]
    if (isId(segment)) {
      if (parent) parent.href = href
      continue
    }
    crumbs.push({ label: labelOf(segment), href })
  }
  return crumbs
}
