import type { FastifyReply, FastifyRequest } from "fastify"

// The browser keeps the refresh token in an HttpOnly cookie scoped to the auth calls, out of
// reach of page scripts (security.md); other clients use the body form of the spec's calls.
export const REFRESH_COOKIE = "ruta_refresh"
const COOKIE_PATH = "/api/v1/auth"

export function setRefreshCookie(
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number
) {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: "strict",
    path: COOKIE_PATH,
    maxAge: maxAgeSeconds,
  })
}

export function clearRefreshCookie(reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH })
}

export function refreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE]
}
