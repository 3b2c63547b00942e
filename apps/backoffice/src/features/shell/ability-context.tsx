import { createContext, useContext } from "react"

import { abilityFrom } from "../../lib/ability.ts"
import type { AppAbility } from "../../lib/ability.ts"

export const AbilityContext = createContext<AppAbility>(abilityFrom([]))

export function useAbility(): AppAbility {
  return useContext(AbilityContext)
}
