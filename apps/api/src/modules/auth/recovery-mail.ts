import type { Language } from "../../platform/lib/accept-language.ts"

export interface RecoveryMailValues {
  /** The account holder's name. */
  name: string
  /** The reset link. */
  link: string
  /** How long the link works, in minutes. */
  minutes: number
}

export interface MailText {
  subject: string
  text: string
}

/**
 * The password-reset mail, in the language the recovery was asked for in (the language of the
 * sign-in page that sent it).
 */
export function recoveryMail(
  language: Language,
  { name, link, minutes }: RecoveryMailValues
): MailText {
  if (language === "es") {
    return {
      subject: "Restablece tu contraseña de Ruta",
      text:
        `Hola, ${name}:\n\nAlguien pidió restablecer la contraseña de tu cuenta de Ruta. ` +
        `Para elegir una nueva, abre este enlace en los próximos ${minutes} minutos:\n\n${link}\n\n` +
        "Si no fuiste tú, ignora este mensaje: tu contraseña sigue igual.\n",
    }
  }
  return {
    subject: "Reset your Ruta password",
    text:
      `Hello ${name},\n\nSomeone asked to reset the password of your Ruta account. ` +
      `To choose a new password, open this link within ${minutes} minutes:\n\n${link}\n\n` +
      "If it was not you, ignore this message: your password stays as it is.\n",
  }
}
