import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { ContextType } from "@ruta/permissions/context-types"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import type { DataStore } from "../../db/database.ts"
import { envelope } from "../../platform/lib/envelope.ts"
import { notFound } from "../../platform/lib/errors.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import { idParams, rowErrors } from "../../platform/authorization/schemas.ts"
import { refuseDriverCarClash } from "../planning/car-days.ts"
import {
  createUsersRepository,
  skillSchema,
  userSchema,
} from "./users.repository.ts"
import { carBody, routeSchema, skillsBody } from "./users.schemas.ts"
import { invalid, loadUser, readers } from "./users.access.ts"
import { acceptMultipart } from "../../platform/http/multipart.ts"

/** A driver's skills and car. */
export const driverAssignmentRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  store: DataStore
}> = async (app, { authorize }) => {
  app.addHook("onRequest", app.authenticate)
  await acceptMultipart(app)

  app.get(
    "/users/:id/skills",
    {
      schema: {
        ...routeSchema,
        summary: "A driver's skills",
        params: idParams,
        response: { 200: envelope(z.array(skillSchema)), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const user = await loadUser(auth, request.params.id, readers)
        const data = await createUsersRepository(auth.tx).skillsOf(user.id_user)
        return { data, message: "OK" }
      })
  )

  app.put(
    "/users/:id/skills",
    {
      schema: {
        ...routeSchema,
        summary: "Replace a driver's skills",
        params: idParams,
        body: skillsBody,
        response: { 200: envelope(z.array(skillSchema)), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const user = await loadUser(auth, request.params.id, [
          [A.manageSkills, S.users],
        ])
        if (user.id_context_type !== ContextType.DRIVER || !user.id_client)
          throw invalid("id_user", "Only drivers have skills.")
        const repo = createUsersRepository(auth.tx)
        const asked = [...new Set(request.body.skills)]
        const found = await repo.skillsOfClient(user.id_client, asked)
        if (found.length !== asked.length) throw notFound("Skill not found.")
        const before = await repo.skillsOf(user.id_user)
        await repo.setSkills(user.id_user, user.id_client, asked)
        const after = await repo.skillsOf(user.id_user)
        await auth.audit({
          id_client: user.id_client,
          action: "user.skills",
          entity: "user",
          entityId: user.id_user,
          before,
          after,
        })
        return { data: after, message: "Skills saved." }
      })
  )

  app.put(
    "/users/:id/car",
    {
      schema: {
        ...routeSchema,
        summary:
          "Assign a car to a driver (null: none); 409 when another route has the car on one of the driver's days",
        params: idParams,
        body: carBody,
        response: { 200: envelope(userSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const user = await loadUser(auth, request.params.id, [
          [A.assignCar, S.users],
        ])
        if (user.id_context_type !== ContextType.DRIVER || !user.id_client)
          throw invalid("id_user", "Only drivers are assigned a car.")
        const repo = createUsersRepository(auth.tx)
        const { id_car } = request.body
        if (id_car !== null) {
          const car = await repo.carOfClient(user.id_client, id_car)
          // A site user assigns only cars of their own sites.
          if (
            !car ||
            (auth.sites !== null &&
              (car.id_subsidiary === null ||
                !auth.sites.includes(car.id_subsidiary)))
          )
            throw notFound("Car not found.")
          await refuseDriverCarClash(auth.tx, id_car, user.id_user)
        }
        await repo.assignCar(user.id_user, id_car)
        const after = await repo.findById(user.id_user)
        await auth.audit({
          id_client: user.id_client,
          action: "user.car",
          entity: "user",
          entityId: user.id_user,
          before: { car: user.car },
          after: { car: after!.car },
        })
        return { data: after!, message: "Car assignment saved." }
      })
  )
}
