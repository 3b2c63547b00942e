import type { Crumb } from "@ruta/ui/lib/breadcrumbs"

/**
 * The breadcrumbs in the UI's language: each crumb whose last path segment `titleOf` knows (a
 * menu screen, a client, a site, a role…) says those words; anything else keeps the words of its
 * path.
 */
export function translatedCrumbs(
  crumbs: Crumb[],
  titleOf: (segment: string) => string | undefined
): Crumb[] {
  return crumbs.map((crumb) => {
    // A crumb's link may end with its id (`/main/clients/client/12`): its segment is the word.
    const segment =
      crumb.href
        .split("/")
        .filter((part) => part && !/^\d+$/.test(part))
        .at(-1) ?? ""
    const title = titleOf(segment)
    return title ? { ...crumb, label: title } : crumb
  })
}
