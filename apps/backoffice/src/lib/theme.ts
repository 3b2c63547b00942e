import { StorageKey } from "./storage.ts"

export type Theme = "light" | "dark"

export function storedTheme(): Theme {
  return localStorage.getItem(StorageKey.theme) === "dark" ? "dark" : "light"
}

/** Applies the theme to the page and keeps it for the next visit (default light). */
export function applyTheme(theme: Theme) {
  localStorage.setItem(StorageKey.theme, theme)
  document.documentElement.classList.toggle("dark", theme === "dark")
  document.documentElement.style.colorScheme = theme
}
