import { addDays } from "../../../lib/local-day.ts"

/**
 * The Monday to Friday after `today` (`YYYY-MM-DD`): the week "Plan next week" offers. On a
 * Monday it is the Monday a week later.
 */
export function nextWorkWeek(today: string): { from: string; to: string } {
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7
  const from = addDays(today, 7 - weekday)
  return { from, to: addDays(from, 4) }
}
