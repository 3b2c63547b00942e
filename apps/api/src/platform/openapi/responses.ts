import type { OpenApiDocument, Response } from "./operations.ts"
import { mapOperations } from "./operations.ts"

/** What fastify-swagger writes on a response no route described. */
const UNDESCRIBED = "Default Response"

/**
 * What each status means in this API, for the responses no route described otherwise (the
 * document's text, in English: it is not a message a caller is sent).
 */
export const STATUS_DESCRIPTIONS: Record<string, { description: string }> = {
  "200": {
    description: "Done: the answer is `{ data, message }`.",
  },
  "201": {
    description:
      "Created: the answer is `{ data, message }`, `data` being what was made.",
  },
  "202": {
    description:
      "Accepted: queued to be done later; `Location` is where to follow it.",
  },
  "204": {
    description: "Done, with no body.",
  },
  "400": {
    description:
      "The request is not valid: `message` says why and `details` names each field with its message.",
  },
  "401": {
    description:
      "Not signed in: the access token or API key is missing, expired or revoked.",
  },
  "402": {
    description: "The card was declined or needs an action by its holder.",
  },
  "403": {
    description:
      "Not allowed: the caller's role, the API key's scope or the record's client does not permit it.",
  },
  "404": {
    description: "Not found, or not the caller's to see.",
  },
  "409": {
    description:
      "Conflicts with the current state of the record, or the `Idempotency-Key` was used with " +
      "another body or its first call is still running.",
  },
  "410": {
    description: "Gone: the link has expired or was already used.",
  },
  "429": {
    description:
      "Too many requests: try again after the seconds in `Retry-After`.",
  },
  "501": {
    description:
      "Not configured on this server (the service it needs has no settings).",
  },
  "502": {
    description:
      "An outside service (geocoder, payments, sign-in provider) did not answer as expected.",
  },
  "503": {
    description: "Not ready: a service the API needs does not answer.",
  },
}

/**
 * Describes every response fastify-swagger left as "Default Response" by what its status means
 * here (a generator turns descriptions into documentation comments).
 */
export function describeResponses(document: OpenApiDocument): OpenApiDocument {
  return mapOperations(document, (operation, { path, method }) => {
    const responses = Object.fromEntries(
      Object.entries(operation.responses ?? {}).map(
        ([status, response]): [string, Response] => {
          if (response.description !== UNDESCRIBED) return [status, response]
          const description = STATUS_DESCRIPTIONS[status]?.description
          if (!description)
            throw new Error(
              `${method.toUpperCase()} ${path}: no description for status ${status}`
            )
          return [status, { ...response, description }]
        }
      )
    )
    return { ...operation, responses }
  })
}
