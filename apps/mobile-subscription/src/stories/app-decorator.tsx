import { i18n } from "@lingui/core"
import { I18nProvider } from "@lingui/react"
import type { Decorator } from "@storybook/react-vite"

import { messages as en } from "../locales/en/messages.ts"
import { messages as es } from "../locales/es/messages.ts"

i18n.load({ en, es })

/**
 * Gives a mobile page story its translations in the toolbar's language, inside a phone-wide
 * column (the page is designed for phones first).
 */
export const withMobileApp: Decorator = (Story, context) => {
  const locale = context.globals.locale === "es" ? "es" : "en"
  if (i18n.locale !== locale) i18n.activate(locale)
  return (
    <I18nProvider i18n={i18n}>
      <div className="mx-auto w-full max-w-[375px] bg-background text-foreground">
        <Story />
      </div>
    </I18nProvider>
  )
}
