/**
 * Picks a story string for the toolbar's language (`context.globals.locale`).
 * Stories only: the apps translate with Lingui.
 *
 * @param globals - the story context's globals
 * @param en - the English text
 * @param es - the Spanish text
 * @returns the text for the chosen language
 */
function pick(globals: Record<string, unknown>, en: string, es: string) {
  return globals.locale === "es" ? es : en
}

export { pick }
