import type { Action, Subject } from "@ruta/permissions/catalog"
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { ContextType } from "@ruta/permissions/context-types"
import { carSchema as carBodySchema } from "@ruta/validation/fleet"
import { messages } from "@ruta/validation/messages"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../lib/envelope.ts"
import { daysOf } from "../planning/car-days.ts"
import { AppError, ErrorCode, conflict, notFound } from "../../lib/errors.ts"
import type { Authorize, Authorized } from "../authorization/authorization.ts"
import {
  authorizedRoute,
  booleanQuery,
  idParams,
  idQuery,
  idSchema,
  pageOf,
  pagingQuery,
  queryFlag,
  rowErrors,
} from "../authorization/schemas.ts"
import type { CatalogName } from "../catalogs/catalogs.data.ts"
import { catalogs, inCatalog } from "../catalogs/catalogs.data.ts"
import { createSubsidiariesRepository } from "../subsidiaries/subsidiaries.repository.ts"
import { createUsersRepository } from "../users/users.repository.ts"
import type { CarOut } from "./cars.repository.ts"
import {
  carSchema,
  carSkillSchema,
  createCarsRepository,
} from "./cars.repository.ts"

const invalid = (field: string, message: string) =>
  new AppError(400, ErrorCode.VALIDATION_ERROR, message, [{ field, message }])

/** A comma-separated list of ids in the query string: `skills=1,2`. */
const idList = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, { error: "A list of ids: 1,2,3" })

const listQuery = z.object({
  ...pagingQuery,
  text: z.string().max(100).optional(),
  id_subsidiary: idQuery.optional(),
  skills: idList.optional(),
  active: booleanQuery.optional(),
})

const availableQuery = z.object({
  start_date: z.iso.date({ error: "Invalid date" }).optional(),
  end_date: z.iso.date({ error: "Invalid date" }).optional(),
  id_subsidiary: idQuery.optional(),
  skills: idList.optional(),
  /** Keep the car of this driver in the list (editing their assignment). */
  id_user: idQuery.optional(),
  /** Keep the car of this route in the list (editing the route). */
  id_route: idQuery.optional(),
})

const skillsBody = z.object({ skills: z.array(idSchema).max(100) })
const userBody = z.object({ id_user: idSchema.nullable() })

const tags = ["Cars"]
const routeSchema = { tags, ...authorizedRoute }

const readers: [Action, Subject][] = [
  [A.menuCars, S.sideMenu],
  [A.create, S.cars],
  [A.edit, S.cars],
  [A.assignCar, S.users],
]

const ids = (list: string | undefined) =>
  list === undefined ? undefined : [...new Set(list.split(",").map(Number))]

async function loadCar(
  auth: Authorized,
  id: number,
  pairs: [Action, Subject][]
): Promise<CarOut> {
  auth.requireAny(pairs)
  const car = await createCarsRepository(auth.tx).findById(id)
  const row = car && {
    id_client: car.id_client,
    id_subsidiary: car.id_subsidiary,
  }
  // A site user sees their own sites' cars only: any other id answers as missing.
  if (
    !car ||
    !row ||
    (auth.sites !== null &&
      (car.id_subsidiary === null ||
        !auth.sites.includes(car.id_subsidiary))) ||
    !pairs.some(([a, s]) => auth.can(a, s, row))
  )
    throw notFound("Car not found.")
  return car
}

/** The site a car is put in: one the caller may create or edit cars in. */
async function loadSite(auth: Authorized, id: number, action: Action) {
  const site = await createSubsidiariesRepository(auth.tx).findById(id)
  if (
    !site ||
    (auth.sites !== null && !auth.sites.includes(site.id_subsidiary)) ||
    !auth.can(action, S.cars, site)
  )
    throw invalid("id_subsidiary", "Site not found.")
  return site
}

/** Make, model and type must be catalog entries, and the model one of the make's. */
function checkCatalogs(body: z.infer<typeof carBodySchema>) {
  const fields: [keyof typeof body, CatalogName][] = [
    ["id_car_make", "car-makes"],
    ["id_car_model", "car-models"],
    ["id_car_type", "car-types"],
    ["id_unit_of_distance", "units-of-distance"],
    ["id_unit_of_measure", "units-of-measure"],
    ["id_unit_of_weight", "units-of-weight"],
  ]
  for (const [field, catalog] of fields)
    if (!inCatalog(catalog, body[field] as number))
      throw invalid(field, "Required field.")
  const model = catalogs["car-models"].find((m) => m.id === body.id_car_model)
  if (model?.id_car_make !== body.id_car_make)
    throw invalid("id_car_model", "The model is not one of the make's.")
}

/** Cars (spec section 7, "Cars"): a site's vehicles, their skills and their driver. */
export const carsRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
}> = async (app, { authorize }) => {
  app.addHook("onRequest", app.authenticate)

  app.get(
    "/cars",
    {
      schema: {
        ...routeSchema,
        summary:
          "Cars of the sites the caller sees, by site, skills (all of them) and text",
        querystring: listQuery,
        response: { 200: envelope(pageOf(carSchema)), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(readers)
        const { page, size, skills, active, ...filter } = request.query
        const data = await createCarsRepository(auth.tx).list(
          {
            ...filter,
            sites: auth.sites,
            skills: ids(skills),
            active: queryFlag(active),
          },
          page,
          size
        )
        return { data, message: "OK" }
      })
  )

  app.get(
    "/cars/available",
    {
      schema: {
        ...routeSchema,
        summary:
          "Cars free for a period: active, not assigned to another driver, and on no other route those days",
        description:
          "A car drives one route a day: with start_date (and end_date), cars on a route " +
          "(other than id_route) on any of those days are left out.",
        querystring: availableQuery,
        response: { 200: envelope(z.array(carSchema)), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(readers)
        const { start_date, end_date, skills, id_user, id_route, ...filter } =
          request.query
        if (start_date && end_date && end_date < start_date)
          throw invalid("end_date", messages.endDateBeforeStartDate)
        const data = await createCarsRepository(auth.tx).available(
          { ...filter, sites: auth.sites, skills: ids(skills) },
          id_user,
          daysOf(start_date, end_date),
          id_route
        )
        return { data, message: "OK" }
      })
  )

  app.get(
    "/cars/:id",
    {
      schema: {
        ...routeSchema,
        summary: "One car",
        params: idParams,
        response: { 200: envelope(carSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => ({
        data: await loadCar(auth, request.params.id, readers),
        message: "OK",
      }))
  )

  app.post(
    "/cars",
    {
      schema: {
        ...routeSchema,
        summary: "Create a car in a site",
        body: carBodySchema,
        response: { 200: envelope(carSchema), ...rowErrors },
      },
    },
    async (request) =>
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
        summary: "Assign the car to a driver (null: none)",
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
          const driver = await createUsersRepository(auth.tx).findById(id_user)
          const sites = driver?.subsidiaries.map((s) => s.id_subsidiary) ?? []
          if (
            !driver ||
            driver.id_client !== car.id_client ||
            (auth.sites !== null &&
              !sites.some((site) => auth.sites!.includes(site)))
          )
            throw notFound("User not found.")
          if (driver.id_context_type !== ContextType.DRIVER)
            throw invalid("id_user", "Only drivers are assigned a car.")
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
