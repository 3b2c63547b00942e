// The API answers in the caller's Accept-Language: its own messages, the error handler's and the
// validation details, in English (the default) or Spanish.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { TestApp } from "./helper.ts"
import { bearer, createTestApp } from "./helper.ts"

let t: TestApp
let client: string
let site: string
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_IP: "1000" })
  client = (await t.login("client@acme.demo")).accessToken
  site = (await t.login("site@acme.demo")).accessToken
})
afterAll(() => t.close())

type Method = "GET" | "POST" | "PUT" | "DELETE"
function call(
  method: Method,
  url: string,
  options: { language?: string; token?: string; payload?: object } = {}
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      ...(options.language ? { "accept-language": options.language } : {}),
      ...(options.token ? bearer(options.token) : {}),
    },
    ...(options.payload ? { payload: options.payload } : {}),
  })
}

let skills = 0
/** Creates a skill with a new name, as the client's user. */
const createSkill = (language?: string) =>
  call("POST", "/skills", {
    language,
    token: client,
    payload: { name: `Language skill ${++skills}` },
  })

describe("Spanish", () => {
  it("answers a success in Spanish, with Content-Language and Vary", async () => {
    const res = await createSkill("es")
    expect(res.statusCode).toBe(201)
    expect(res.json().message).toBe("Habilidad creada.")
    expect(res.json().data.name).toBe(`Language skill ${skills}`)
    expect(res.headers["content-language"]).toBe("es")
    expect(res.headers.vary).toMatch(/\bAccept-Language\b/i)
  })

  it("answers a wrong password (401) in Spanish", async () => {
    const res = await call("POST", "/auth/login", {
      language: "es",
      payload: { email: "site@acme.demo", password: "Wrong-pass-1!" },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({
      statusCode: 401,
      code: "INVALID_CREDENTIALS",
      message: "Correo electrónico o contraseña incorrectos.",
    })
    expect(res.headers["content-language"]).toBe("es")
  })

  it("answers a missing token (401) in Spanish", async () => {
    const res = await call("GET", "/skills/client/1", { language: "es" })
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe("Inicia sesión para continuar.")
  })

  it("answers a refusal (403) in Spanish", async () => {
    const res = await call("POST", "/skills", {
      language: "es",
      token: site,
      payload: { name: "Mine" },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe("No tienes permiso para hacer esto.")
  })

  it("answers a missing row and an unknown route (404) in Spanish", async () => {
    const row = await call("DELETE", "/skills/999999", {
      language: "es",
      token: client,
    })
    expect(row.statusCode).toBe(404)
    expect(row.json().message).toBe("No se encontró la habilidad.")
    const route = await call("GET", "/nowhere?x=1", { language: "es" })
    expect(route.statusCode).toBe(404)
    expect(route.json().message).toBe("No existe la ruta GET /api/v1/nowhere")
    expect(route.headers["content-language"]).toBe("es")
  })

  it("answers a conflict (409) in Spanish", async () => {
    const name = "Language conflict"
    const payload = { name }
    await call("POST", "/skills", { token: client, payload })
    const res = await call("POST", "/skills", {
      language: "es",
      token: client,
      payload,
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe("Ya existe una habilidad con este nombre.")
  })

  it("answers a validation error (400) in Spanish, message and details", async () => {
    const res = await call("POST", "/auth/login", {
      language: "es",
      payload: { email: "not-an-email", password: "" },
    })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.code).toBe("VALIDATION_ERROR")
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: "email", message: "Escribe un correo electrónico válido." },
        { field: "password", message: "La contraseña es obligatoria." },
      ])
    )
    expect(body.message).toBe(body.details[0].message)
  })

  it("keeps the value of a validation message in Spanish", async () => {
    const res = await call("POST", "/skills", {
      language: "es",
      token: client,
      payload: { name: "x".repeat(101) },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().details).toEqual([
      { field: "name", message: "Máximo 100 caracteres" },
    ])
  })

  it("answers a route's own validation error (400 with details) in Spanish", async () => {
    const res = await call("GET", "/addresses/find-one", {
      language: "es",
      token: client,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      statusCode: 400,
      code: "VALIDATION_ERROR",
      message: "Campo obligatorio.",
      details: [{ field: "query", message: "Campo obligatorio." }],
    })
  })

  it("answers too many sign-in attempts (429) in Spanish, seconds kept", async () => {
    const login = (password: string) =>
      call("POST", "/auth/login", {
        language: "es",
        payload: { email: "driver@globex.demo", password },
      })
    for (let i = 0; i < 5; i++) await login(`Nope-${i}-pass!`)
    const res = await login("Demo-pass-2026!")
    expect(res.statusCode).toBe(429)
    const wait = res.headers["retry-after"]
    expect(res.json().message).toBe(
      `Demasiados intentos de inicio de sesión. Vuelve a intentarlo en ${wait} segundos.`
    )
  })
})

describe("choosing the language", () => {
  it("answers in English without Accept-Language", async () => {
    const res = await createSkill()
    expect(res.json().message).toBe("Skill created.")
    expect(res.headers["content-language"]).toBe("en")
    expect(res.headers.vary).toMatch(/\bAccept-Language\b/i)
  })

  it("answers errors in English without Accept-Language", async () => {
    const res = await call("DELETE", "/skills/999999", { token: client })
    expect(res.json().message).toBe("Skill not found.")
    expect(res.headers["content-language"]).toBe("en")
  })

  it.each([
    ["en-US,en;q=0.9", "Skill created."],
    ["es-ES", "Habilidad creada."],
    ["es-419,es;q=0.9", "Habilidad creada."],
    ["fr-FR, es;q=0.5, en;q=0.4", "Habilidad creada."],
    ["en;q=0.5, es;q=0.8", "Habilidad creada."],
    ["es;q=0.2, en", "Skill created."],
    ["es;q=0, *", "Skill created."],
    ["fr, de", "Skill created."],
  ])("Accept-Language %s answers %s", async (header, message) => {
    const res = await createSkill(header)
    expect(res.json().message).toBe(message)
    expect(res.headers["content-language"]).toBe(
      message === "Skill created." ? "en" : "es"
    )
  })
})

describe("Fastify's own errors, in the API's words", () => {
  const raw = (contentType: string, payload: string, language?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/skills",
      headers: {
        ...bearer(client),
        "content-type": contentType,
        ...(language ? { "accept-language": language } : {}),
      },
      payload,
    })

  it.each([
    [
      "broken JSON",
      "application/json",
      "{bad",
      400,
      "FST_ERR_CTP_INVALID_JSON_BODY",
      "The request body is not valid JSON.",
      "El cuerpo de la solicitud no es un JSON válido.",
    ],
    [
      "an empty JSON body",
      "application/json",
      "",
      400,
      "FST_ERR_CTP_EMPTY_JSON_BODY",
      "The request body is empty.",
      "El cuerpo de la solicitud está vacío.",
    ],
    [
      "an unknown content type",
      "text/xml",
      "<skill/>",
      415,
      "FST_ERR_CTP_INVALID_MEDIA_TYPE",
      "This type of content is not accepted.",
      "No se acepta este tipo de contenido.",
    ],
    [
      "a body over the limit",
      "application/json",
      JSON.stringify({ name: "x".repeat(2_000_000) }),
      413,
      "FST_ERR_CTP_BODY_TOO_LARGE",
      "The request is too large.",
      "La solicitud es demasiado grande.",
    ],
  ])(
    "%s",
    async (_case, contentType, payload, status, code, english, spanish) => {
      const en = await raw(contentType, payload)
      expect(en.statusCode).toBe(status)
      expect(en.json()).toEqual({ statusCode: status, code, message: english })
      const es = await raw(contentType, payload, "es")
      expect(es.json().message).toBe(spanish)
    }
  )

  it("answers a photo over 2 MB with the photo rule, as a validation error", async () => {
    const boundary = "----ruta-photo"
    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 0)
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.png"\r\n` +
          "Content-Type: image/png\r\n\r\n"
      ),
      big,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/v1/users/1",
      headers: {
        ...bearer(client),
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "accept-language": "es",
      },
      payload,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      details: [{ field: "photo" }],
    })
    expect(res.json().message).toMatch(/^La foto debe ser/)
  })
})
