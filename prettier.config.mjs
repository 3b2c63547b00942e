/** Prettier settings follow shadcn/ui: no semicolons, double quotes, es5 commas, width 80. */
export default {
  semi: false,
  singleQuote: false,
  trailingComma: "es5",
  printWidth: 80,
}
