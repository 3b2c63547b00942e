// Every story file runs in one page (`isolate: false` in vitest.config.ts), so a story starts in
// the document the stories before it leave behind, other files' stories included. Storybook
// unmounts a story's React tree when the next one starts; what React does not own stays. This
// puts the document back as it was before the first story, before every story, and names what
// it had to remove, so the story that leaves it can be fixed.

/** What the page is made of when the stories begin; anything else a story left. */
interface CleanDocument {
  htmlAttributes: Map<string, string>
  bodyAttributes: Map<string, string>
  bodyChildren: Set<Element>
  headChildren: Set<Element>
}

function attributesOf(element: Element) {
  return new Map(
    Array.from(element.attributes, (attribute) => [
      attribute.name,
      attribute.value,
    ])
  )
}

function takeClean(): CleanDocument {
  return {
    htmlAttributes: attributesOf(document.documentElement),
    bodyAttributes: attributesOf(document.body),
    bodyChildren: new Set(document.body.children),
    headChildren: new Set(document.head.children),
  }
}

/**
 * Storybook's accessibility addon sets `filter: none` on `<body>` for every story (its vision
 * simulator, off): not a story's leftover.
 */
function sameStyle(value: string, clean: string | undefined) {
  const without = (style: string | undefined) =>
    (style ?? "").replace(/(^|;)\s*filter:\s*none;?/, "$1").trim()
  return without(value) === without(clean)
}

/** Puts an element's attributes back; returns what differed, as `name="value"`. */
function restoreAttributes(
  element: Element,
  clean: Map<string, string>,
  keep: ReadonlySet<string>
): string[] {
  const changed: string[] = []
  for (const { name, value } of Array.from(element.attributes)) {
    if (keep.has(name) || clean.get(name) === value) continue
    if (name === "style" && sameStyle(value, clean.get(name))) continue
    changed.push(`${name}="${value}"`)
    if (clean.has(name)) element.setAttribute(name, clean.get(name)!)
    else element.removeAttribute(name)
  }
  for (const [name, value] of clean) {
    if (keep.has(name) || element.hasAttribute(name)) continue
    changed.push(`${name} (removed)`)
    element.setAttribute(name, value)
  }
  return changed
}

function describe(element: Element) {
  const text = element.outerHTML.replace(/\s+/g, " ")
  return text.length > 160 ? `${text.slice(0, 160)}…` : text
}

/**
 * A style, script or link element Vite or a story's modules add to `<head>` while loading
 * stays: it belongs to a module, which loads once in the shared page.
 */
function isModuleAsset(element: Element) {
  return (
    element.hasAttribute("data-vite-dev-id") ||
    element.tagName === "SCRIPT" ||
    element.tagName === "LINK" ||
    element.tagName === "META"
  )
}

let clean: CleanDocument | undefined

/**
 * Restores the document the stories began with: `<html>`'s and `<body>`'s attributes (a modal's
 * `pointer-events: none` and scroll lock, `aria-hidden`), nodes left in `<body>` (portals, focus
 * guards, live regions), styles added to `<head>` at run time, focus, selection and scroll.
 * `<html>`'s `class` and `lang` are left to the theme decorator, which sets them per story.
 *
 * @param canvas - the element the coming story renders into, which Storybook has already added
 * @returns one line per thing it removed or restored; empty when the document was clean
 */
export function cleanDocument(canvas: Element): string[] {
  clean ??= takeClean()
  clean.bodyChildren.delete(canvas)
  const left: string[] = []
  for (const change of restoreAttributes(
    document.documentElement,
    clean.htmlAttributes,
    new Set(["class", "lang"])
  ))
    left.push(`<html ${change}>`)
  for (const change of restoreAttributes(
    document.body,
    clean.bodyAttributes,
    new Set()
  ))
    left.push(`<body ${change}>`)
  for (const child of Array.from(document.body.children)) {
    if (child === canvas || clean.bodyChildren.has(child)) continue
    // Recharts keeps a hidden span for measuring labels and makes it again when it is gone.
    if (child.id !== "recharts_measurement_span")
      left.push(`in <body>: ${describe(child)}`)
    child.remove()
  }
  for (const child of Array.from(document.head.children)) {
    if (clean.headChildren.has(child) || isModuleAsset(child)) continue
    left.push(`in <head>: ${describe(child)}`)
    child.remove()
  }
  const focused = document.activeElement
  if (focused instanceof HTMLElement && focused !== document.body) {
    left.push(`focus on ${describe(focused)}`)
    focused.blur()
  }
  document.getSelection()?.removeAllRanges()
  if (window.scrollX !== 0 || window.scrollY !== 0) {
    left.push(`scrolled to ${window.scrollX},${window.scrollY}`)
    window.scrollTo(0, 0)
  }
  return left
}
