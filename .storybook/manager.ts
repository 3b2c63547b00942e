import { addons } from "storybook/manager-api"
import { create } from "storybook/theming/create"

addons.setConfig({
  theme: create({
    base: "light",
    brandTitle: "Ruta design system",
    colorPrimary: "#163a7a",
    colorSecondary: "#163a7a",
    fontBase: '"Roboto", ui-sans-serif, system-ui, sans-serif',
  }),
})
