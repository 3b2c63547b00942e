/**
 * The product's breakpoints in CSS pixels, the same as the `--breakpoint-*` theme
 * values in `styles/globals.css` (which Tailwind needs in rem).
 */
const breakpoints = {
  xs: 0,
  sm: 600,
  md: 960,
  lg: 1280,
  xl: 1440,
  special: 3166,
} as const

type Breakpoint = keyof typeof breakpoints

/**
 * Finds the largest breakpoint whose minimum width fits.
 *
 * @param width - viewport width in CSS pixels
 * @returns the active breakpoint name
 */
function breakpointForWidth(width: number): Breakpoint {
  let active: Breakpoint = "xs"
  for (const [name, min] of Object.entries(breakpoints) as [
    Breakpoint,
    number,
  ][]) {
    if (width >= min) active = name
  }
  return active
}

export { breakpoints, breakpointForWidth, type Breakpoint }
