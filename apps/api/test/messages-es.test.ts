// The Spanish catalogue of the API's messages is complete and has no stale entries: every
// sentence of src/ that a caller may read has a translation, and every entry still occurs there.
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

import { PermissionMessage } from "@ruta/permissions/messages"
import { messages } from "@ruta/validation/messages"
import ts from "typescript"
import { describe, expect, it } from "vitest"

import {
  apiMessagesEs,
  apiMessageTemplatesEs,
  localiseMessage,
  templatePattern,
} from "../src/platform/lib/messages-es.ts"

const SRC = fileURLToPath(new URL("../src/", import.meta.url))
// The catalogue itself holds every sentence, in both languages: it is what the scan checks.
const CATALOGUE = path.join(SRC, "platform", "lib", "messages-es.ts")

/** Where a template literal's values go in the text we compare and report. */
const VALUE = "${}"

/**
 * Sentences of src/ that no caller reads, each with the reason. Any other sentence needs a
 * Spanish entry.
 */
const notUserFacing = new Map([
  ["Demo-pass-2026!", "the demo accounts' password, typed as it is"],
  [
    "Stop that process, or set RUTA_DATA_DIR to another folder.",
    "a start-up error for whoever runs the server",
  ],
  [
    `Ruta is running at ${VALUE} (${VALUE})${VALUE}.`,
    "the start-up line on the server's console",
  ],
  [
    `Ruta worker is running: ${VALUE} optimize run(s) at a time.`,
    "the start-up line on the worker's console",
  ],
  [
    "The webhook queue has not started.",
    "an internal error for the log: the caller gets the generic 500 message",
  ],
  [
    "The notification queue has not started.",
    "an internal error for the log: the caller gets the generic 500 message",
  ],
  [
    `The job of run ${VALUE} was refused.`,
    "an internal error for the log: the caller gets the generic 500 message",
  ],
  [
    "The job queue has stopped.",
    "a readiness probe's cause, for the log: the caller reads the check's failure",
  ],
  [
    `The ${VALUE} queue is missing.`,
    "a readiness probe's cause, for the log: the caller reads the check's failure",
  ],
  [
    `No answer in ${VALUE} ms.`,
    "a readiness probe's cause, for the log: the caller reads the check's failure",
  ],
])

// OpenAPI text (route summaries, schema descriptions) is for developers reading the document,
// and a metric's help for whoever reads the metrics.
const DOCUMENTATION_PROPERTIES = new Set(["summary", "description", "help"])

interface Literal {
  /** The text, with `${}` where a template literal has a value. */
  text: string
  /** Where it is, for the failure message. */
  at: string
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    const source =
      file.endsWith(".ts") &&
      !/\.(test|d)\.ts$/.test(file) &&
      file !== CATALOGUE
    return source ? [file] : []
  })
}

/** The text of a string or template literal, or null for any other node. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return node.text
  if (ts.isTemplateExpression(node))
    return (
      node.head.text +
      node.templateSpans.map((span) => VALUE + span.literal.text).join("")
    )
  return null
}

const propertyName = (node: ts.Node | undefined) =>
  node && ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)
    ? node.name.text
    : null

/** The property a literal is the value of, through `a ? "x" : "y"`, `b ?? "x"` and parentheses. */
function propertyOf(node: ts.Node): string | null {
  let parent = node.parent
  while (
    parent &&
    (ts.isConditionalExpression(parent) ||
      ts.isParenthesizedExpression(parent) ||
      (ts.isBinaryExpression(parent) &&
        parent.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken))
  )
    parent = parent.parent
  return propertyName(parent)
}

const isSentence = (text: string) => /^[A-Z][\s\S]{3,}[.!?]$/.test(text)

/**
 * The literals of src/ a caller may read: sentences (a capital, then a full stop, question or
 * exclamation mark) and any value of a `message` property, leaving out OpenAPI text.
 */
function messageLiterals(): Literal[] {
  const found: Literal[] = []
  for (const file of sourceFiles(SRC)) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, "utf8"),
      ts.ScriptTarget.Latest,
      true
    )
    const visit = (node: ts.Node) => {
      const text = literalText(node)
      if (text !== null) {
        const property = propertyOf(node)
        const documentation =
          property !== null && DOCUMENTATION_PROPERTIES.has(property)
        if (!documentation && (isSentence(text) || property === "message")) {
          const { line } = source.getLineAndCharacterOfPosition(
            node.getStart(source)
          )
          found.push({
            text,
            at: `${path.relative(SRC, file)}:${line + 1}`,
          })
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return found
}

/** A message as it could be sent: each value of a template literal becomes a number. */
const sample = (text: string) => text.replaceAll(VALUE, "7")

const literals = messageLiterals()
const userFacing = literals.filter(({ text }) => !notUserFacing.has(text))

describe("the Spanish catalogue of the API's messages", () => {
  it("finds the API's messages in the source", () => {
    const texts = new Set(literals.map((l) => l.text))
    // A few of each kind: plain sentences, message values without a stop, templates.
    for (const text of [
      "Skill created.",
      "OK",
      "Invalid value",
      `${VALUE} of ${VALUE} addresses found.`,
      `No route ${VALUE} ${VALUE}`,
      `The geocoding service (${VALUE}) could not be reached.`,
    ])
      expect(texts).toContain(text)
    expect(userFacing.length).toBeGreaterThan(100)
  })

  it("translates every sentence a caller may read", () => {
    const missing = userFacing
      .filter(
        ({ text }) => localiseMessage(sample(text), "es") === sample(text)
      )
      .map(({ text, at }) => `${at}  ${JSON.stringify(text)}`)
    expect(missing, "sentences with no Spanish entry").toEqual([])
  })

  it("keeps only entries that still occur in the source", () => {
    const texts = new Set(userFacing.map((l) => l.text))
    const samples = [...texts].map(sample)
    const staleSentences = Object.keys(apiMessagesEs).filter(
      (english) => !texts.has(english)
    )
    const staleTemplates = apiMessageTemplatesEs
      .map(([english]) => english)
      .filter((english) => {
        const pattern = templatePattern(english)
        return !samples.some((text) => pattern.test(text))
      })
    expect([...staleSentences, ...staleTemplates]).toEqual([])
  })

  it("lists no allowed exception that is gone from the source", () => {
    const texts = new Set(literals.map((l) => l.text))
    expect([...notUserFacing.keys()].filter((t) => !texts.has(t))).toEqual([])
  })

  it("gives every entry a Spanish text of its own", () => {
    for (const [english, spanish] of Object.entries(apiMessagesEs)) {
      expect(spanish.trim(), english).not.toBe("")
      expect(spanish, english).not.toBe(english)
    }
  })

  it.each(
    apiMessageTemplatesEs.map(([english, spanish]) => [english, spanish])
  )("keeps every value of %s", (english, spanish) => {
    const names = (text: string) =>
      [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    expect(names(spanish)).toEqual(names(english))
  })
})

describe("localiseMessage", () => {
  it("answers the API's sentences in Spanish", () => {
    expect(localiseMessage("Skill created.", "es")).toBe("Habilidad creada.")
    expect(localiseMessage("Site not found.", "es")).toBe(
      "No se encontró la sucursal."
    )
  })

  it("answers the permission refusals in Spanish", () => {
    for (const refusal of Object.values(PermissionMessage))
      expect(localiseMessage(refusal, "es")).not.toBe(refusal)
    expect(localiseMessage(PermissionMessage.forbidden, "es")).toBe(
      "No tienes permiso para hacer esto."
    )
  })

  it("answers validation messages through the validation package", () => {
    expect(localiseMessage(messages.required, "es")).toBe("Campo obligatorio.")
    expect(localiseMessage("Max 100 characters", "es")).toBe(
      "Máximo 100 caracteres"
    )
  })

  it.each([
    ["3 of 5 addresses found.", "Direcciones encontradas: 3 de 5."],
    ["No route GET /api/v1/nowhere", "No existe la ruta GET /api/v1/nowhere"],
    [
      "Too many requests. Try again in 42 seconds.",
      "Demasiadas solicitudes. Vuelve a intentarlo en 42 segundos.",
    ],
    [
      "The geocoding service (nominatim) did not answer within 5000 ms.",
      "El servicio de geocodificación (nominatim) no respondió en 5000 ms.",
    ],
    [
      "The geocoding service (google) refused the request: REQUEST_DENIED (The provided API key is invalid.).",
      "El servicio de geocodificación (google) rechazó la solicitud: REQUEST_DENIED (The provided API key is invalid.).",
    ],
  ])("keeps the values of %s", (english, spanish) => {
    expect(localiseMessage(english, "es")).toBe(spanish)
  })

  it("leaves English, and messages it does not know, as they are", () => {
    expect(localiseMessage("Skill created.", "en")).toBe("Skill created.")
    expect(localiseMessage("Something new.", "es")).toBe("Something new.")
  })
})
