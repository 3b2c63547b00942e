export type Theme = "light" | "dark"

const THEME_KEY = "ruta.theme"

/** The theme kept from the last visit, else the phone's own preference. */
export function storedTheme(): Theme {
  const stored = localStorage.getItem(THEME_KEY)
  if (stored === "dark" || stored === "light") return stored
  return matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light"
}

/** Applies the theme to the page and keeps it for the next visit. */
export function applyTheme(theme: Theme) {
  localStorage.setItem(THEME_KEY, theme)
  document.documentElement.classList.toggle("dark", theme === "dark")
  document.documentElement.style.colorScheme = theme
}
