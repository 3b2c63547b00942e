/**
 * Shortens a file name for display: more than 15 characters become the first
 * 15 followed by an ellipsis.
 *
 * @param name - the file name
 * @param max - how many characters to keep (15 in the product spec)
 * @returns the name, shortened when needed
 */
function truncateFileName(name: string, max = 15) {
  const chars = Array.from(name)
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : name
}

export { truncateFileName }
