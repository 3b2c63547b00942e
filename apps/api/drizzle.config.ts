import { defineConfig } from "drizzle-kit"

export default defineConfig({
  dialect: "postgresql",
  // Each module's tables (docs/architecture.md, "Database").
  schema: "./src/modules/*/*.schema.ts",
  out: "./drizzle",
})
