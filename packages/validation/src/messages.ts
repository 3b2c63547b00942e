import {
  approachingMinutes,
  etaWindow,
  learningMinVisits,
  learningWindowDays,
  maxUpdates,
  positionStops,
  proofPhotos,
  rating,
  smsSegments,
  stopsPerOptimization,
  timeLimit,
  timeWindowsPerStop,
  updateAfterMinutes,
  horizonDays,
  visitEveryWeeks,
  visitExceptions,
  visitPlanRoutes,
  stableTerritories,
} from "./values.ts"

/** 10000 as "10,000": the messages write numbers in English. */
export const thousands = (n: number) => n.toLocaleString("en-US")

/**
 * The exact validation messages of the product specification, section 5.
 *
 * Strings are copied to the letter, including punctuation and spacing, because
 * the API tests and the forms assert on them. Templates with a value (such as
 * "Max {n} characters") are functions. Messages the specification does not
 * give (the new-password strength rule and the generic fallbacks) are written
 * here and marked as ours.
 */
export const messages = {
  // Shared rules
  required: "Required field.",
  invalidDate: "Invalid date",
  /** Appended to a field label, hence the leading space. */
  dateOutOfRange: " selected is out of range.",
  alphanumericWithSpaces:
    "Only letters, numbers, and spaces (no leading or trailing spaces)",
  lettersOnly: "Only letters and spaces are allowed",
  noLeadingOrTrailingSpaces: "No leading or trailing spaces",
  noSpecialCharacters: "No special characters allowed",
  integer: "Value needs to be an integer number",

  // Dates
  startDateBeforeToday: "The start date cannot be before today",
  endDateBeforeStartDate:
    "The end date must be the same or after the start date",

  // Phone and email
  phoneFormat: "The phone number can't have dash, spaces nor parentheses.",
  phoneRequired: "Enter a valid phone number.",
  email: "Enter a valid email.",

  // Description
  descriptionTooShort: "Description is too short",
  descriptionRequired: "Description is required",

  // Numbers
  amountMin: "Amount has to be 0 or greater.",
  quantityRequired: "Quantity is required.",
  spotsNumber: "Field only accepts numbers.",
  spotsMin: "The amount must be equal to or greater than zero.",

  // Password (sign-in)
  passwordMin: "It needs to have at least 8 characters.",
  passwordRequired: "Password is required.",

  // Id
  idMin: "ID has to be a number greater than 0.",
  idRequired: "ID is required.",

  // New password
  newPasswordRequired: "A new password is required.",
  confirmPasswordRequired: "You are required to confirm your password.",
  newPasswordMin: "Password must be at least 8 characters.",
  passwordsMustMatch: "Passwords must match.",
  /** Ours: the specification names the rule but gives no message. */
  newPasswordStrength:
    "Password must include an uppercase letter, a number and a special character.",

  // Role
  roleNameRequired: "Name is required",

  // Header matching (optimization wizard, Excel upload)
  headerMatchingRequired: "Selecting an option is required",

  // Subscription calculator (ours: the specification gives the limit only)
  calculatorTotalTooHigh: "The total cannot be greater than 100,000.",

  // Generic fallbacks (ours: the specification names them without wording)
  url: "Must be a valid URL.",
  positive: "Must be a positive number.",

  // Coordinates and addresses (ours: the specification names the fields only)
  latitude: "Latitude must be between -90 and 90.",
  longitude: "Longitude must be between -180 and 180.",
  addressRequired: "Enter an address or coordinates.",

  // Planning (ours: the specification sets no wording for these limits)
  tooManyStops: `An optimization holds at most ${thousands(stopsPerOptimization.max)} stops.`,
  timeLimitRange: `The time limit is ${timeLimit.min} to ${timeLimit.max} seconds.`,
  tooManyWindows: `A stop has at most ${timeWindowsPerStop.max} time windows.`,
  allowedDay:
    "Write a day as mon, tue, wed, thu, fri, sat or sun, or as a date (YYYY-MM-DD).",
  horizonDays: `An optimization plans ${horizonDays.min} to ${horizonDays.max} days.`,
  visitWeekdays: "Choose the days of the visits.",
  visitMonthDay: "Choose a day of the month from 1 to 31.",
  visitNth:
    "Choose the first, second, third, fourth or last weekday of the month.",
  visitEveryWeeks: `Visits are every ${visitEveryWeeks.min} to ${visitEveryWeeks.max} weeks.`,
  visitExceptions: `A visit rule skips at most ${visitExceptions.max} dates.`,
  visitWindow: "A visit's window ends after it starts.",
  visitPlanRoutes: `Start with ${visitPlanRoutes.min} to ${visitPlanRoutes.max} routes a day.`,
  stableTerritories: `Stable territories weigh ${stableTerritories.min} to ${stableTerritories.max} seconds.`,

  // Two-factor sign-in (ours)
  twoFactorCode: "Enter the 6-digit code from your authenticator app.",
  recoveryCode: "Enter a recovery code: 8 letters and numbers.",

  // Payment plans (ours)
  bandEnd: "The band must end at or after its start.",

  // Proof of delivery (ours)
  proofPhotos: `Choose from ${proofPhotos.min} to ${proofPhotos.max} photos.`,

  // Customer notifications (ours)
  unknownPlaceholder:
    "Unknown placeholder. Use {customer}, {company}, {window}, {driver_first_name} or {tracking_link}.",
  smsTooLong: `An SMS can be at most ${smsSegments.max} segments long.`,
  quietHoursOrder: "Quiet hours must end after they start.",
  timeOfDay: "Enter a time as HH:MM.",
  windowMinutes: `The window is ${etaWindow.min} to ${etaWindow.max} minutes either side of the ETA.`,
  timeZone: "Choose a valid time zone.",
  ratingRange: `Choose a rating from ${rating.min} to ${rating.max}.`,
  approachingMinutes: `Enter ${approachingMinutes.min} to ${approachingMinutes.max} minutes (0: only when the visit before is done).`,
  positionStops: `Enter ${positionStops.min} to ${positionStops.max} stops.`,
  updateAfterMinutes: `Enter ${updateAfterMinutes.min} to ${updateAfterMinutes.max} minutes.`,
  maxUpdates: `Enter ${maxUpdates.min} to ${maxUpdates.max} updates (0: none).`,

  // Learning from the day (ours)
  minVisits: `Enter ${learningMinVisits.min} to ${learningMinVisits.max} visits.`,
  windowDays: `Enter ${learningWindowDays.min} to ${learningWindowDays.max} days.`,
} as const

/** "Max {n} characters" */
export function maxCharacters(n: number): string {
  return `Max ${n} characters`
}

/** Generic fallback (ours): "Max {n}", for a number. */
export function maxValue(n: number): string {
  return `Max ${n}`
}

/** Generic fallback (ours): "Min {n} characters". */
export function minCharacters(n: number): string {
  return `Min ${n} characters`
}

/**
 * A date out of the date picker's range: the field label followed by the
 * specification's " selected is out of range.".
 */
export function dateOutOfRange(label: string): string {
  return `${label}${messages.dateOutOfRange}`
}

/** Generic fallback (ours): "Must be one of: a, b, c." */
export function oneOf(values: readonly unknown[]): string {
  return `Must be one of: ${values.map(String).join(", ")}.`
}

export type MessageKey = keyof typeof messages
