import { pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core"

import { active, clientColumn } from "../../db/columns.ts"

/** How a stop ended (delivered, nobody home...), per client. */
export const stopOutcomes = pgTable(
  "stop_outcomes",
  {
    id_stop_outcome: serial("id_stop_outcome").primaryKey(),
    id_client: clientColumn(),
    name: text("name").notNull(),
    /** `completed` or `failed` (`StopOutcomeKind`): which visits may end with it (issue 42). */
    kind: text("kind")
      .$type<"completed" | "failed">()
      .notNull()
      .default("completed"),
    /**
     * The key of a name the product gave (`delivered`, `nobody_home`...), which the screens show
     * in the reader's language; null once the client names it themselves.
     */
    preset: text("preset"),
    active: active(),
  },
  (t) => [uniqueIndex("stop_outcomes_client_name_key").on(t.id_client, t.name)]
)
