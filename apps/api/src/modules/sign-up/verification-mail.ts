import type { Language } from "../../platform/lib/accept-language.ts"
import type { MailText } from "../auth/recovery-mail.ts"

export interface VerificationMailValues {
  /** The person who signed up. */
  name: string
  /** The company's name. */
  company: string
  /** The confirmation link. */
  link: string
  /** How long the link works, in hours. */
  hours: number
}

/** The mail that confirms a sign-up's email address, in the language of the sign-up page. */
export function verificationMail(
  language: Language,
  { name, company, link, hours }: VerificationMailValues
): MailText {
  if (language === "es") {
    return {
      subject: "Confirma tu correo electrónico para Ruta",
      text:
        `Hola, ${name}:\n\nSe creó la cuenta de ${company} en Ruta con este correo electrónico. ` +
        `Para confirmarlo y poder iniciar sesión, abre este enlace en las próximas ${hours} horas:\n\n${link}\n\n` +
        "Si no fuiste tú, ignora este mensaje: la cuenta no se usará sin esta confirmación.\n",
    }
  }
  return {
    subject: "Confirm your email address for Ruta",
    text:
      `Hello ${name},\n\nThe Ruta account of ${company} was created with this email address. ` +
      `To confirm it and sign in, open this link within ${hours} hours:\n\n${link}\n\n` +
      "If it was not you, ignore this message: the account cannot be used without this confirmation.\n",
  }
}
