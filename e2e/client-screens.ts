/** The back office's screens a client user opens from the menu, and the account page. */
export const CLIENT_SCREENS = [
  "dashboard",
  "users",
  "roles",
  "optimizations",
  "new-optimization",
  "routes",
  "address-book",
  "depots",
  "cars",
  "skills",
  "stop-outcomes",
  "settings",
  "account",
]
