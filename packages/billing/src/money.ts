/** An amount of cents as US dollars in the user's language ("$49.90", "US$49.90"). */
export function formatUsd(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100)
}

/** Cents as the plain dollars a form field shows ("49.90"), for editing. */
export function dollarsText(cents: number): string {
  return (cents / 100).toFixed(2)
}
