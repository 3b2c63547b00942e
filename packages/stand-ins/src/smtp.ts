// A local stand-in for an SMTP server (RFC 5321: greeting, EHLO/HELO, MAIL, RCPT, DATA, RSET,
// NOOP, QUIT; no TLS, no auth), so the browser tests read the mail the product really sends
// through its SMTP adapter.
import { createServer } from "node:net"
import type { Socket } from "node:net"

import { listenOnLoopback } from "./listen.ts"

export interface ReceivedMail {
  from: string
  to: string[]
  subject: string
  /** The text body, transfer encoding (quoted-printable or base64) undone. */
  text: string
}

/** Undoes a text part's transfer encoding. */
function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding))
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16))
      )
    return Buffer.from(bytes, "latin1").toString("utf8")
  }
  return body
}

/** Undoes RFC 2047 encoded words in a header (=?UTF-8?Q?…?= and =?UTF-8?B?…?=). */
function decodeHeader(value: string): string {
  return value.replace(
    /=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi,
    (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeBody(text.replace(/_/g, " "), "quoted-printable")
  )
}

function parseMessage(data: string, from: string, to: string[]): ReceivedMail {
  const unstuffed = data.replace(/^\.\./gm, ".")
  const split = unstuffed.indexOf("\r\n\r\n")
  const head = unstuffed.slice(0, split).replace(/\r\n[ \t]+/g, " ")
  const body = unstuffed.slice(split + 4)
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1] ?? ""
  return {
    from,
    to,
    subject: decodeHeader(header("Subject")),
    text: decodeBody(body, header("Content-Transfer-Encoding")),
  }
}

/** Starts the stand-in on a free loopback port; answers its URL, the mail received, and stop. */
export async function startSmtpStandIn(port = 0) {
  const mails: ReceivedMail[] = []
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on("close", () => sockets.delete(socket))
    let buffer = ""
    let from = ""
    let to: string[] = []
    let data: string | null = null
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply("220 smtp.stand-in ESMTP")
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1")
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf("\r\n.\r\n")
          if (end < 0) return
          data += buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          mails.push(parseMessage(data, from, to))
          data = null
          reply("250 2.0.0 queued")
          continue
        }
        const end = buffer.indexOf("\r\n")
        if (end < 0) return
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === "EHLO") reply("250-smtp.stand-in\r\n250 8BITMIME")
        else if (verb === "HELO") reply("250 smtp.stand-in")
        else if (verb === "MAIL") {
          from = /<([^>]*)>/.exec(line)?.[1] ?? ""
          to = []
          reply("250 2.1.0 OK")
        } else if (verb === "RCPT") {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? "")
          reply("250 2.1.5 OK")
        } else if (verb === "DATA") {
          data = ""
          reply("354 End data with <CR><LF>.<CR><LF>")
        } else if (verb === "RSET" || verb === "NOOP") reply("250 OK")
        else if (verb === "QUIT") {
          reply("221 Bye")
          socket.end()
          return
        } else reply("502 5.5.2 Command not implemented")
      }
    })
  })
  const listening = await listenOnLoopback(server, port)
  return {
    url: `smtp://127.0.0.1:${listening}`,
    mails,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(resolve)
      }),
  }
}
