import { describe, expect, it } from "vitest"

import { allActions, allSubjects } from "./catalog.ts"
import { actionLabels, subjectLabels } from "./labels.ts"

describe("permission labels", () => {
  it.each([
    ["subject", allSubjects, subjectLabels],
    ["action", allActions, actionLabels],
  ] as const)("name every %s in English and Spanish", (_, names, labels) => {
    for (const name of names) {
      const label = (labels as Record<string, { en: string; es: string }>)[name]
      expect(label?.en, name).toBeTruthy()
      expect(label?.es, name).toBeTruthy()
    }
  })
})
