// A small web page listing what a stand-in received (mail, SMS), newest first, so a person who
// runs the product against the stand-ins from the command line can read what it sent.
import { createServer } from "node:http"

import { listenOnLoopback } from "./listen.ts"

export interface InboxItem {
  /** One line above the text: who sent it to whom, and its subject. */
  heading: string
  text: string
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[
        c
      ]!
  )

/** The page: a heading and the items, each with its text kept as written. */
export function renderInbox(title: string, items: InboxItem[]) {
  const list = items
    .toReversed()
    .map(
      (item) =>
        `<li><h2>${escape(item.heading)}</h2><pre>${escape(item.text)}</pre></li>`
    )
    .join("")
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title><style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}li{border-top:1px solid #ccc;list-style:none;padding:.5rem 0}h2{font-size:1rem;margin:0}pre{white-space:pre-wrap}</style></head><body><h1>${escape(title)}</h1><p>${items.length} received. Reload to see new ones.</p><ol>${list}</ol></body></html>`
}

/** Serves the page at `/` and the items as JSON at `/items.json`; answers its URL and stop. */
export async function startInboxPage(
  title: string,
  items: () => InboxItem[],
  port = 0
) {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname
    if (path === "/items.json") {
      res.writeHead(200, { "content-type": "application/json" })
      res.end(JSON.stringify(items()))
    } else if (path === "/") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" })
      res.end(renderInbox(title, items()))
    } else {
      res.writeHead(404).end()
    }
  })
  const listening = await listenOnLoopback(server, port)
  return {
    url: `http://127.0.0.1:${listening}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
