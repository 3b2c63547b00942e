import { createMongoAbility } from "@casl/ability"
import type { MongoAbility } from "@casl/ability"

import type { Permission } from "./session.ts"

export type AppAbility = MongoAbility<[string, string]>

/** The back office's ability: one rule per active permission (action on subject). */
export function abilityFrom(permissions: Permission[]): AppAbility {
  return createMongoAbility<[string, string]>(
    permissions
      .filter((p) => p.isActive)
      .map((p) => ({ action: p.action, subject: p.subject }))
  )
}
