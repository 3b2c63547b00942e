import { messages, thousands } from "./messages.ts"
import type { MessageKey } from "./messages.ts"
import * as value from "./values.ts"

/** Every message of messages.ts in Spanish; the test fails when one is missing. */
export const messagesEs: Record<MessageKey, string> = {
  required: "Campo obligatorio.",
  invalidDate: "Fecha no válida",
  dateOutOfRange: " seleccionada está fuera de rango.",
  alphanumericWithSpaces:
    "Solo letras, números y espacios (sin espacios al inicio ni al final)",
  lettersOnly: "Solo se permiten letras y espacios",
  noLeadingOrTrailingSpaces: "Sin espacios al inicio ni al final",
  noSpecialCharacters: "No se permiten caracteres especiales",
  integer: "El valor debe ser un número entero",
  startDateBeforeToday: "La fecha de inicio no puede ser anterior a hoy",
  endDateBeforeStartDate:
    "La fecha de fin debe ser igual o posterior a la fecha de inicio",
  phoneFormat:
    "El número de teléfono no puede tener guiones, espacios ni paréntesis.",
  phoneRequired: "Escribe un número de teléfono válido.",
  email: "Escribe un correo electrónico válido.",
  descriptionTooShort: "La descripción es demasiado corta",
  descriptionRequired: "La descripción es obligatoria",
  amountMin: "La cantidad debe ser 0 o mayor.",
  quantityRequired: "La cantidad es obligatoria.",
  spotsNumber: "El campo solo acepta números.",
  spotsMin: "La cantidad debe ser igual o mayor que cero.",
  passwordMin: "Debe tener al menos 8 caracteres.",
  passwordRequired: "La contraseña es obligatoria.",
  idMin: "El ID debe ser un número mayor que 0.",
  idRequired: "El ID es obligatorio.",
  newPasswordRequired: "La nueva contraseña es obligatoria.",
  confirmPasswordRequired: "Debes confirmar tu contraseña.",
  newPasswordMin: "La contraseña debe tener al menos 8 caracteres.",
  passwordsMustMatch: "Las contraseñas deben coincidir.",
  newPasswordStrength:
    "La contraseña debe incluir una mayúscula, un número y un carácter especial.",
  roleNameRequired: "El nombre es obligatorio",
  headerMatchingRequired: "Seleccionar una opción es obligatorio",
  calculatorTotalTooHigh: "El total no puede ser mayor que 100,000.",
  url: "Debe ser una URL válida.",
  positive: "Debe ser un número positivo.",
  latitude: "La latitud debe estar entre -90 y 90.",
  longitude: "La longitud debe estar entre -180 y 180.",
  addressRequired: "Escribe una dirección o coordenadas.",
  tooManyStops: `Una optimización admite como máximo ${thousands(value.stopsPerOptimization.max)} paradas.`,
  timeLimitRange: `El tiempo límite es de ${value.timeLimit.min} a ${value.timeLimit.max} segundos.`,
  tooManyWindows: `Una parada tiene como máximo ${value.timeWindowsPerStop.max} ventanas horarias.`,
  allowedDay:
    "Escribe un día como mon, tue, wed, thu, fri, sat o sun, o como una fecha (AAAA-MM-DD).",
  horizonDays: `Una optimización planifica de ${value.horizonDays.min} a ${value.horizonDays.max} días.`,
  visitWeekdays: "Elige los días de las visitas.",
  visitMonthDay: "Elige un día del mes del 1 al 31.",
  visitNth:
    "Elige el primer, segundo, tercer, cuarto o último día de la semana del mes.",
  visitEveryWeeks: `Las visitas son cada ${value.visitEveryWeeks.min} a ${value.visitEveryWeeks.max} semanas.`,
  visitExceptions: `Una regla de visitas omite como máximo ${value.visitExceptions.max} fechas.`,
  visitWindow: "La ventana de una visita termina después de empezar.",
  visitPlanRoutes: `Empieza con ${value.visitPlanRoutes.min} a ${value.visitPlanRoutes.max} rutas por día.`,
  stableTerritories: `Los territorios estables pesan de ${value.stableTerritories.min} a ${value.stableTerritories.max} segundos.`,
  twoFactorCode:
    "Escribe el código de 6 dígitos de tu aplicación de autenticación.",
  recoveryCode: "Escribe un código de recuperación: 8 letras y números.",
  bandEnd: "El rango debe terminar en su inicio o después.",
  proofPhotos: `Elige de ${value.proofPhotos.min} a ${value.proofPhotos.max} fotos.`,
  unknownPlaceholder:
    "Marcador desconocido. Usa {customer}, {company}, {window}, {driver_first_name} o {tracking_link}.",
  smsTooLong: `Un SMS puede tener como máximo ${value.smsSegments.max} segmentos.`,
  quietHoursOrder: "Las horas de silencio deben terminar después de empezar.",
  timeOfDay: "Escribe una hora como HH:MM.",
  windowMinutes: `La ventana es de ${value.etaWindow.min} a ${value.etaWindow.max} minutos a cada lado de la hora estimada.`,
  timeZone: "Elige una zona horaria válida.",
  ratingRange: `Elige una calificación de ${value.rating.min} a ${value.rating.max}.`,
  approachingMinutes: `Escribe de ${value.approachingMinutes.min} a ${value.approachingMinutes.max} minutos (0: solo cuando termine la visita anterior).`,
  positionStops: `Escribe de ${value.positionStops.min} a ${value.positionStops.max} paradas.`,
  updateAfterMinutes: `Escribe de ${value.updateAfterMinutes.min} a ${value.updateAfterMinutes.max} minutos.`,
  maxUpdates: `Escribe de ${value.maxUpdates.min} a ${value.maxUpdates.max} avisos (0: ninguno).`,
  minVisits: `Escribe de ${value.learningMinVisits.min} a ${value.learningMinVisits.max} visitas.`,
  windowDays: `Escribe de ${value.learningWindowDays.min} a ${value.learningWindowDays.max} días.`,
}

const byEnglish = new Map<string, string>(
  (Object.keys(messages) as MessageKey[]).map((key) => [
    messages[key],
    messagesEs[key],
  ])
)

// The messages built from a template, with the value kept.
const templates: [RegExp, (value: string) => string][] = [
  [/^Max (\d+) characters$/, (n) => `Máximo ${n} caracteres`],
  [/^Max (\d+)$/, (n) => `Máximo ${n}`],
  [/^Min (\d+) characters$/, (n) => `Mínimo ${n} caracteres`],
  [/^Must be one of: (.*)\.$/, (values) => `Debe ser uno de: ${values}.`],
  [
    /^(.*) selected is out of range\.$/,
    (label) => `${label}${messagesEs.dateOutOfRange}`,
  ],
]

/**
 * A validation message in the user's language; English (the spec's wording) is the source.
 *
 * @param message - a message produced by this package's schemas
 * @param locale - "en" or "es"
 * @returns the message in that language, or unchanged when it is not one of ours
 */
export function translateMessage(message: string, locale: string): string {
  if (locale !== "es") return message
  const direct = byEnglish.get(message)
  if (direct) return direct
  for (const [pattern, render] of templates) {
    const match = pattern.exec(message)
    if (match) return render(match[1]!)
  }
  return message
}
