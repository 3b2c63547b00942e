// The SMTP stand-in as the command line starts it: a mail sent over SMTP is read back from its
// web page, its subject and text decoded.
import { connect } from "node:net"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { services } from "./services.ts"

let started: Awaited<ReturnType<(typeof services)["smtp"]>>
const at = (prefix: string) =>
  started.lines.find((line) => line.startsWith(prefix))!.slice(prefix.length)

beforeAll(async () => {
  started = await services.smtp!(0)
})
afterAll(() => started.stop())

/** Speaks SMTP as a mail client: each command waits for the server's answer. */
async function send(url: string, lines: string[]) {
  const { hostname, port } = new URL(url)
  const socket = connect(Number(port), hostname)
  const answers: string[] = []
  let pending = ""
  let waiting: (() => void) | null = null
  socket.on("data", (chunk) => {
    pending += chunk.toString("utf8")
    if (
      !/\r\n$/.test(pending) ||
      /^\d{3}-/m.test(pending.split("\r\n").at(-2)!)
    )
      return
    answers.push(pending)
    pending = ""
    waiting?.()
  })
  const answer = () =>
    new Promise<void>((resolve) => {
      waiting = resolve
    })
  await answer()
  for (const line of lines) {
    socket.write(`${line}\r\n`)
    await answer()
  }
  socket.end()
  return answers
}

describe("the SMTP stand-in from the command line", () => {
  it("prints where it listens, the product setting, and its web page", () => {
    expect(at("SMTP stand-in listening on ")).toMatch(
      /^smtp:\/\/127\.0\.0\.1:\d+$/
    )
    expect(started.lines).toContain(
      `  SMTP_URL=${at("SMTP stand-in listening on ")}`
    )
    expect(at("Mail received: ")).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
  })

  it("takes a mail over SMTP and lists it, decoded, on its web page", async () => {
    const answers = await send(at("SMTP stand-in listening on "), [
      "EHLO client.test",
      "MAIL FROM:<ruta@example.com>",
      "RCPT TO:<ana@example.com>",
      "DATA",
      [
        "From: Ruta <ruta@example.com>",
        "To: ana@example.com",
        "Subject: =?UTF-8?Q?Tu_entrega_est=C3=A1_en_camino?=",
        "Content-Type: text/plain; charset=utf-8",
        "Content-Transfer-Encoding: quoted-printable",
        "",
        "Llega a las 10:40 <hoy>.",
        ".",
      ].join("\r\n"),
      "QUIT",
    ])
    expect(answers.map((a) => a.slice(0, 3))).toEqual([
      "220",
      "250",
      "250",
      "250",
      "354",
      "250",
      "221",
    ])
    const page = await fetch(at("Mail received: "))
    expect(page.headers.get("content-type")).toMatch(/^text\/html/)
    const html = await page.text()
    expect(html).toContain("1 received.")
    expect(html).toContain(
      "Tu entrega está en camino (from ruta@example.com to ana@example.com)"
    )
    expect(html).toContain("Llega a las 10:40 &lt;hoy&gt;.")
    const items = await fetch(`${at("Mail received: ")}items.json`)
    expect(await items.json()).toEqual([
      {
        heading:
          "Tu entrega está en camino (from ruta@example.com to ana@example.com)",
        text: "Llega a las 10:40 <hoy>.",
      },
    ])
  })
})
