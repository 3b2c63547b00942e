// Cars created, edited and deleted, each audited.
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { carSchema as carBodySchema } from "@ruta/validation/fleet"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import { conflict } from "../../platform/lib/errors.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import { idParams, rowErrors } from "../../platform/authorization/schemas.ts"
import { replyCreated } from "../../platform/http/created.ts"
import { carSchema, createCarsRepository } from "./cars.repository.ts"
import { invalid, routeSchema } from "./cars.schemas.ts"
import { checkCatalogs, loadCar, loadSite } from "./cars.access.ts"
import type { ZodApp } from "../../platform/http/zod-app.ts"

/** A car created, edited or deleted. */
export function carEditRoutes(app: ZodApp, authorize: Authorize) {
  app.post(
    "/cars",
    {
      schema: {
        ...routeSchema,
        summary: "Create a car in a site",
        body: carBodySchema,
        response: { 201: envelope(carSchema), ...rowErrors },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        auth.require(A.create, S.cars)
        checkCatalogs(request.body)
        const site = await loadSite(auth, request.body.id_subsidiary, A.create)
        const repo = createCarsRepository(auth.tx)
        if (await repo.plateTaken(site.id_client, request.body.plate))
          throw conflict("A car with this plate already exists.")
        const car = await repo.create(site.id_client, request.body)
        await auth.audit({
          id_client: site.id_client,
          action: "car.create",
          entity: "car",
          entityId: car.id_car,
          after: car,
        })
        replyCreated(reply, `/cars/${car.id_car}`)
        return { data: car, message: "Car created." }
      })
  )

  app.put(
    "/cars/:id",
    {
      schema: {
        ...routeSchema,
        summary: "Edit a car",
        params: idParams,
        body: carBodySchema,
        response: { 200: envelope(carSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadCar(auth, request.params.id, [
          [A.edit, S.cars],
        ])
        checkCatalogs(request.body)
        const site = await loadSite(auth, request.body.id_subsidiary, A.edit)
        if (site.id_client !== before.id_client)
          throw invalid("id_subsidiary", "Site not found.")
        const repo = createCarsRepository(auth.tx)
        if (
          await repo.plateTaken(
            before.id_client,
            request.body.plate,
            before.id_car
          )
        )
          throw conflict("A car with this plate already exists.")
        const after = await repo.update(before.id_car, request.body)
        await auth.audit({
          id_client: before.id_client,
          action: "car.update",
          entity: "car",
          entityId: before.id_car,
          before,
          after,
        })
        return { data: after, message: "Car updated." }
      })
  )

  app.delete(
    "/cars/:id",
    {
      schema: {
        ...routeSchema,
        summary: "Delete a car",
        params: idParams,
        response: { 200: envelope(z.null()), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadCar(auth, request.params.id, [
          [A.delete, S.cars],
        ])
        await createCarsRepository(auth.tx).remove(before.id_car)
        await auth.audit({
          id_client: before.id_client,
          action: "car.delete",
          entity: "car",
          entityId: before.id_car,
          before,
        })
        return { data: null, message: "Car deleted." }
      })
  )
}
