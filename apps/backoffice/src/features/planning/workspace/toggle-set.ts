/** The set with `id` added, or taken out when it was there. */
export function toggle(set: ReadonlySet<number>, id: number) {
  const next = new Set(set)
  if (!next.delete(id)) next.add(id)
  return next
}
