// A company signs up in the real browser: the form, the confirmation mail through the product's
// SMTP adapter (read from a local SMTP stand-in), the link, the first sign-in, and the new
// company among the administrators' unassigned clients.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { productForSuite, signIn, signInTo } from "./product.ts"
import { startSmtpStandIn } from "@ruta/stand-ins/smtp"

const mailEnv: Record<string, string> = {}
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>
beforeAll(async () => {
  smtp = await startSmtpStandIn()
  mailEnv.SMTP_URL = smtp.url
})
afterAll(() => smtp.stop())
const suite = productForSuite(mailEnv)

const email = "lucia@tacos.example"
const password = "Tacos-2026!"

/** The path and query of the newest confirmation link mailed to `to`. */
async function confirmationLink(to: string, count: number) {
  await expect
    .poll(() => smtp.mails.filter((m) => m.to.includes(to)).length)
    .toBe(count)
  const mail = smtp.mails.filter((m) => m.to.includes(to)).at(-1)!
  const link = new URL(/(\S+\/verify-email\?token=\S+)/.exec(mail.text)![1]!)
  return { mail, path: `${link.pathname}${link.search}` }
}

describe("sign-up", () => {
  it("creates a company's account, confirms its email from the mail, signs in to an empty dashboard, and shows it to administrators", async () => {
    const { context, page } = await suite.newPage()
    await page.goto("/login")
    await page
      .getByRole("button", { name: "Create your company's account" })
      .click()
    await page.waitForURL("**/signup")
    await page.getByLabel("Company name").fill("Tacos Express")
    await page.getByLabel("Your name").fill("Lucía Méndez")
    await page.getByLabel("Work email").fill(email)
    await page.getByLabel(/^Password/).fill("tacos")
    await page.getByRole("button", { name: "Create the account" }).click()
    await page.getByText("Password must be at least 8 characters.").waitFor()
    await page.getByLabel(/^Password/).fill(password)
    await page.getByLabel("Confirm the password").fill(password)
    await page.getByRole("button", { name: "Create the account" }).click()
    await page.getByRole("heading", { name: "Check your email" }).waitFor()
    await page.getByText(email).waitFor()

    const first = await confirmationLink(email, 1)
    expect(first.mail.subject).toBe("Confirm your email address for Ruta")
    expect(first.mail.text).toMatch(/^Hello Lucía Méndez,/)

    // Signing in before opening the link says why, and sends the link again on request.
    await signIn(page, email, password)
    await page
      .getByRole("alert")
      .getByText(
        "Confirm your email address first: open the link we sent to it."
      )
      .waitFor()
    await page.getByRole("button", { name: "Send the link again" }).click()
    await page
      .getByRole("status")
      .getByText(
        "If an account is waiting for this email to be confirmed, we have sent it a new link."
      )
      .waitFor()
    const second = await confirmationLink(email, 2)

    await page.goto(second.path)
    await page
      .getByText("Your email is confirmed. You can sign in now.")
      .waitFor()
    await page.getByRole("button", { name: "Sign in" }).click()
    await page.waitForURL("**/login")
    await signIn(page, email, password)
    await page.waitForURL("**/main/dashboard")
    await page.getByText("No routes in these days").waitFor()
    await page.getByRole("link", { name: "Create an optimization" }).waitFor()
    await context.close()

    const admin = await suite.newPage()
    await signInTo(admin.page, "admin@ruta.demo", "/main/clients")
    await admin.page.getByRole("tab", { name: "Unassigned" }).click()
    await admin.page.getByRole("row", { name: /Tacos Express/ }).waitFor()
    await admin.context.close()
  })

  it("speaks Spanish on the sign-up page, down to the server's refusal of a taken email", async () => {
    const { context, page } = await suite.newPage()
    await page.goto("/signup")
    await page.getByRole("button", { name: "Switch to Spanish" }).click()
    await page
      .getByRole("heading", { name: "Crea la cuenta de tu empresa" })
      .waitFor()
    await page.getByLabel("Nombre de la empresa").fill("Otra Empresa")
    await page.getByLabel("Tu nombre").fill("Ana Ruiz")
    await page
      .getByLabel("Correo electrónico de trabajo")
      .fill("client@acme.demo")
    await page.getByLabel(/^Contraseña/).fill(password)
    await page.getByLabel("Confirma la contraseña").fill(password)
    await page.getByRole("button", { name: "Crear la cuenta" }).click()
    await page.getByText("Este correo electrónico ya está en uso.").waitFor()
    expect(await page.getByLabel("Nombre de la empresa").inputValue()).toBe(
      "Otra Empresa"
    )
    await context.close()
  })
})
