import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { ContextType } from "@ruta/permissions/context-types"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import { notFound } from "../../platform/lib/errors.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import { idParams, rowErrors } from "../../platform/authorization/schemas.ts"
import { refuseDriverCarClash } from "../planning/car-days.ts"
import {
  carSchema,
  carSkillSchema,
  createCarsRepository,
} from "./cars.repository.ts"
import { invalid, routeSchema, skillsBody, userBody } from "./cars.schemas.ts"
import { loadCar, loadUserOf, readers } from "./cars.access.ts"

/** Cars (spec section 7, "Cars"): a site's vehicles, their skills and their driver. */

/** A car's skills and its driver. */
export const carAssignmentRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
}> = async (app, { authorize }) => {
  app.addHook("onRequest", app.authenticate)

  app.get(
    "/cars/:id/skills",
    {
      schema: {
        ...routeSchema,
        summary: "A car's skills",
        params: idParams,
        response: { 200: envelope(z.array(carSkillSchema)), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => ({
        data: (await loadCar(auth, request.params.id, readers)).skills,
        message: "OK",
      }))
  )

  app.put(
    "/cars/:id/skills",
    {
      schema: {
        ...routeSchema,
        summary: "Replace a car's skills",
        params: idParams,
        body: skillsBody,
        response: { 200: envelope(z.array(carSkillSchema)), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const car = await loadCar(auth, request.params.id, [
          [A.manageSkills, S.cars],
          [A.edit, S.cars],
        ])
        const repo = createCarsRepository(auth.tx)
        const asked = [...new Set(request.body.skills)]
        const found = await repo.skillsOfClient(car.id_client, asked)
        if (found.length !== asked.length) throw notFound("Skill not found.")
        await repo.setSkills(car.id_car, car.id_client, asked)
        const after = (await repo.findById(car.id_car))!.skills
        await auth.audit({
          id_client: car.id_client,
          action: "car.skills",
          entity: "car",
          entityId: car.id_car,
          before: car.skills,
          after,
        })
        return { data: after, message: "Skills saved." }
      })
  )

  app.put(
    "/cars/:id/user",
    {
      schema: {
        ...routeSchema,
        summary:
          "Assign the car to a driver (null: none); 409 when another route has the car on one of the driver's days",
        params: idParams,
        body: userBody,
        response: { 200: envelope(carSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const car = await loadCar(auth, request.params.id, [
          [A.assignCar, S.users],
          [A.edit, S.cars],
        ])
        const { id_user } = request.body
        if (id_user !== null) {
          const driver = await loadUserOf(auth, id_user, car.id_client)
          if (driver.id_context_type !== ContextType.DRIVER)
            throw invalid("id_user", "Only drivers are assigned a car.")
          await refuseDriverCarClash(auth.tx, car.id_car, id_user)
        }
        const repo = createCarsRepository(auth.tx)
        await repo.assignDriver(car.id_car, id_user)
        const after = (await repo.findById(car.id_car))!
        await auth.audit({
          id_client: car.id_client,
          action: "car.driver",
          entity: "car",
          entityId: car.id_car,
          before: { id_user: car.id_user },
          after: { id_user: after.id_user },
        })
        return { data: after, message: "Car assignment saved." }
      })
  )
}
