import * as React from "react"

/**
 * Whether an element's content is larger than the element, so that it
 * scrolls: followed as the element or its content change size.
 *
 * @param ref - the scrolling element
 * @returns true while the content overflows the element
 */
function useScrolls(ref: React.RefObject<HTMLElement | null>) {
  const [scrolls, setScrolls] = React.useState(false)
  React.useEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () =>
      setScrolls(
        element.scrollWidth > element.clientWidth ||
          element.scrollHeight > element.clientHeight
      )
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    for (const child of element.children) observer.observe(child)
    return () => observer.disconnect()
  }, [ref])
  return scrolls
}

export { useScrolls }
