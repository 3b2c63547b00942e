import { defineConfig } from "@lingui/conf"
import { linguiConfig } from "@ruta/i18n/lingui-config"

export default defineConfig(linguiConfig)
