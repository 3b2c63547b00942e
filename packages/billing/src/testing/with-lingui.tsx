import { setupI18n } from "@lingui/core"
import { I18nProvider } from "@lingui/react"
import type { Decorator } from "@storybook/react-vite"

// The package has no catalog of its own: each app extracts and translates its messages. Its
// stories show the source (English) texts; each app's stories check its own translations.
const i18n = setupI18n({ locale: "en", messages: { en: {} } })

/** Gives a billing story the Lingui context the apps give these components. */
export const withLingui: Decorator = (Story) => (
  <I18nProvider i18n={i18n}>
    <Story />
  </I18nProvider>
)
