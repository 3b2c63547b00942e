// A local stand-in for an SMTP server: it takes mail as nodemailer sends it (EHLO, MAIL FROM,
// RCPT TO, DATA, QUIT), answers each command as a server that accepts it does, and keeps what it
// took, so tests can configure a mail transport (SMTP_URL) and see a mail truly "sent".
import { createServer } from "node:net"
import type { AddressInfo } from "node:net"

export interface TakenMail {
  from: string
  to: string[]
  data: string
}

export async function startSmtpStandIn() {
  const taken: TakenMail[] = []
  const server = createServer((socket) => {
    let buffer = ""
    let mail: TakenMail | null = null
    let inData = false
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply("220 stand-in ESMTP")
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8")
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n")
          if (end < 0) return
          mail!.data = buffer.slice(0, end)
          taken.push(mail!)
          mail = null
          inData = false
          buffer = buffer.slice(end + 5)
          reply("250 2.0.0 queued")
          continue
        }
        const eol = buffer.indexOf("\r\n")
        if (eol < 0) return
        const line = buffer.slice(0, eol)
        buffer = buffer.slice(eol + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === "EHLO" || verb === "HELO") reply("250 stand-in")
        else if (verb === "MAIL") {
          mail = { from: line.slice(10).trim(), to: [], data: "" }
          reply("250 2.1.0 ok")
        } else if (verb === "RCPT") {
          mail?.to.push(line.slice(8).trim())
          reply("250 2.1.5 ok")
        } else if (verb === "DATA") {
          inData = true
          reply("354 go ahead")
        } else if (verb === "QUIT") {
          reply("221 bye")
          socket.end()
        } else if (verb === "RSET" || verb === "NOOP") reply("250 ok")
        else reply("502 5.5.2 not implemented")
      }
    })
    socket.on("error", () => {})
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    taken,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
