import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"

import { envelope } from "../../platform/lib/envelope.ts"
import { MULTIPART_EXTENSION } from "../../platform/openapi/multipart-body.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  idParams,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { routeSchema } from "../planning/planning.schemas.ts"
import type { FileStorage } from "../../platform/storage/storage.ts"
import { keepFilesOnlyIfDone } from "../../platform/storage/storage.ts"
import {
  MAX_PROOF_FILE_BYTES,
  PROOF_FILE_FIELDS,
  checkProofUploads,
  fileTooLarge,
  tooManyFiles,
} from "../proof/proof-uploads.ts"
import type { TravelSource } from "../travel/travel-source.ts"
import { acceptMultipart } from "../../platform/http/multipart.ts"
import {
  arriveStop,
  completeStop,
  driverDay,
  startRoute,
} from "./driver-day.service.ts"
import {
  arrivalBodySchema,
  arrivalSchema,
  completedSchema,
  completionSchema,
  dayQuery,
  driverDaySchema,
} from "./driver-day.schemas.ts"

const routeSchemaOf = { tags: ["Driver"], ...authorizedRoute }

const proofFiles = {
  [`${PROOF_FILE_FIELDS.photos}[]`]: {
    mediaTypes: ["image/jpeg"],
    description:
      "Up to 3 photos, one part each: JPEG (judged by content), at most 1 MB; stored without Exif.",
  },
  [PROOF_FILE_FIELDS.signature]: {
    mediaTypes: ["image/png"],
    description:
      "The recipient's signature: PNG (judged by content), at most 1 MB.",
  },
}

/** The driver's view: their day's routes, starting a route, completing its stops. */
export const driverDayRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  travel: TravelSource
  storage: FileStorage
  /** Past this many metres from its stop, a completion is flagged (COMPLETION_DISTANCE_M). */
  farMetres: number
}> = async (app, { authorize, travel, storage, farMetres }) => {
  app.addHook("onRequest", app.authenticate)
  // A completion with proof is one multipart request: its fields, its photos and its signature.
  // One request per visit suits the phone's offline queue, which replays visits in order: each
  // item is whole on its own and carries one idempotency key, and the server stores its files and
  // completes the visit in one transaction, or, refusing it, keeps nothing (no uploads waiting
  // for a completion that may never come). Its photos are small (the phone sends 400 KB at most).
  await acceptMultipart(app, {
    maxFileBytes: MAX_PROOF_FILE_BYTES,
    maxFiles: 4,
    tooLarge: fileTooLarge,
    typed: {
      failed: "flag",
      id_stop_outcome: "number",
      latitude: "number",
      longitude: "number",
      accuracy: "number",
    },
  })
  app.setErrorHandler((error) => {
    // More files than 3 photos and a signature: said in the proof's words (the parent handler
    // answers it).
    if ((error as { code?: unknown }).code === "FST_FILES_LIMIT")
      throw tooManyFiles()
    throw error
  })

  app.get(
    "/driver/day",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "The caller's routes of a day (and any started, not completed) with their stops, and the stop outcomes",
        querystring: dayQuery,
        response: { 200: envelope(driverDaySchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => ({
        data: await driverDay(
          auth,
          new Date(request.query.from),
          new Date(request.query.to)
        ),
        message: "OK",
      }))
  )

  app.post(
    "/driver/routes/:id/start",
    {
      schema: {
        ...routeSchemaOf,
        summary: "Start the caller's route (it is then On route)",
        params: idParams,
        response: { 200: envelope(routeSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => ({
        data: await startRoute(auth, request.params.id),
        message: "Route started.",
      }))
  )

  app.post(
    "/driver/stops/:id/arrive",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Record that the caller is at a stop of their route (when, and where the phone was), once per arrival key",
        params: idParams,
        body: arrivalBodySchema,
        response: { 200: envelope(arrivalSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => ({
        data: await arriveStop(auth, request.params.id, request.body),
        message: "Arrival recorded.",
      }))
  )

  app.post(
    "/driver/stops/:id/complete",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Complete (or fail) a stop of the caller's route, once per completion key",
        description:
          "JSON, or multipart/form-data with the proof: photos (`photos[]`) and the " +
          "signature (`signature`). A completion without what the client's proof settings " +
          "require is refused and the visit stays open.",
        params: idParams,
        body: completionSchema,
        response: { 200: envelope(completedSchema), ...rowErrors },
        [MULTIPART_EXTENSION]: { files: proofFiles },
      },
    },
    async (request) => {
      const uploads = checkProofUploads(request.uploadLists)
      return keepFilesOnlyIfDone(storage, (written) =>
        authorize(request, async (auth) => ({
          data: await completeStop(
            auth,
            request.params.id,
            request.body,
            travel,
            { uploads, saving: { storage, written, farMetres } }
          ),
          message: "Stop completed.",
        }))
      )
    }
  )
}
