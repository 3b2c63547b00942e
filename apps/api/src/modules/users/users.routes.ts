import type { Action, Subject } from "@ruta/permissions/catalog"
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { ContextType } from "@ruta/permissions/context-types"
import {
  emailSchema,
  newPasswordSchema,
  phoneSchema,
  requiredSelectSchema,
  textSchema,
} from "@ruta/validation/fields"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import type { DataStore } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { envelope, errorBodySchema } from "../../lib/envelope.ts"
import {
  AppError,
  ErrorCode,
  conflict,
  forbidden,
  notFound,
} from "../../lib/errors.ts"
import { MULTIPART_EXTENSION } from "../../openapi/multipart-body.ts"
import { hashPassword } from "../auth/passwords.ts"
import type { Authorize, Authorized } from "../authorization/authorization.ts"
import { manageableContextTypes } from "../authorization/authorization.ts"
import {
  authorizedRoute,
  bearerSecurity,
  booleanQuery,
  contextTypeSchema,
  idParams,
  idQuery,
  idSchema,
  MAX_ID,
  pageOf,
  pagingQuery,
  queryFlag,
  rowErrors,
  statusBody,
} from "../authorization/schemas.ts"
import { createRolesRepository } from "../roles/roles.repository.ts"
import {
  acceptMultipart,
  PHOTO_MEDIA_TYPES,
  photoPart,
  photoUpload,
} from "./multipart.ts"
import type { UserOut } from "./users.repository.ts"
import {
  createUsersRepository,
  skillSchema,
  userSchema,
} from "./users.repository.ts"

/** The user tabs of spec section 2, by context type. */
export const UserKind = {
  admin: ContextType.SYSTEM,
  client: ContextType.CLIENT,
  site: ContextType.SUBSIDIARY,
  maintainer: ContextType.MANTAINER,
  driver: ContextType.DRIVER,
} as const

const listQuery = z.object({
  ...pagingQuery,
  kind: z.enum(["admin", "client", "site", "maintainer", "driver"]).optional(),
  id_client: idQuery.optional(),
  id_subsidiary: idQuery.optional(),
  term: z.string().max(100).optional(),
  isActive: booleanQuery.optional(),
})
const allSiteQuery = z.object({
  id_client: idQuery.optional(),
})

const userFields = {
  name: textSchema({ max: 100 }),
  email: emailSchema,
  telephone: phoneSchema,
  id_context_type: contextTypeSchema,
  id_role: requiredSelectSchema.refine((id) => id > 0 && id <= MAX_ID, {
    error: "Required field.",
  }),
  /** The client of a client's user; only the provider's staff choose it. */
  id_client: idSchema.optional(),
  /** The sites of a site user or driver. */
  subsidiaries: z.array(idSchema).max(100).optional(),
  /** One site, for forms that choose a single one. */
  id_subsidiary: idSchema.optional(),
  isActive: z.boolean().optional(),
}
/** Create: the user sets their own password at first sign-in (isFirstLogin). */
const createBody = z.object({ ...userFields, password: newPasswordSchema })
const updateBody = z.object({
  ...userFields,
  password: newPasswordSchema.optional(),
})
type UserBody = z.infer<typeof updateBody>

const themeBody = z.object({ theme: z.enum(["light", "dark"]) })
const skillsBody = z.object({
  skills: z.array(idSchema).max(100),
})
const carBody = z.object({ id_car: idSchema.nullable() })

const tags = ["Users"]
const routeSchema = { tags, ...authorizedRoute }
/** Create and edit take the user's photo when the body is multipart. */
const withPhoto = { [MULTIPART_EXTENSION]: { files: { photo: photoPart } } }
/** The photo route's answer: the image as it was uploaded. */
const photoResponse = {
  description: "The photo",
  content: Object.fromEntries(
    PHOTO_MEDIA_TYPES.map((type) => [type, { schema: z.file() }])
  ),
}

/** Who may read users: the users screen, or the users tab of a client or a site. */
const readers: [Action, Subject][] = [
  [A.menuUsers, S.sideMenu],
  [A.tabUsers, S.client],
  [A.tabUsers, S.subsidiary],
]

/** The client and sites a user row belongs to, for ability checks on instances. */
const scopedRow = (user: UserOut) => ({
  id_client: user.id_client,
  id_user: user.id_user,
  id_subsidiary: user.subsidiaries.map((s) => s.id_subsidiary),
})

async function loadUser(
  auth: Authorized,
  id: number,
  pairs: [Action, Subject][]
): Promise<UserOut> {
  auth.requireAny(pairs)
  const user = await createUsersRepository(auth.tx).findById(id)
  const kinds = manageableContextTypes(auth)
  const sites = auth.sites
  if (
    !user ||
    (kinds && !kinds.includes(user.id_context_type)) ||
    // A site user or driver sees only users who share one of their sites.
    (sites !== null &&
      !user.subsidiaries.some((s) => sites.includes(s.id_subsidiary))) ||
    !pairs.some(([a, s]) => auth.can(a, s, scopedRow(user)))
  )
    throw notFound("User not found.")
  if (pairs !== readers) await assertRoleWithin(auth, user.id_role)
  return user
}

const invalid = (field: string, message: string) =>
  new AppError(400, ErrorCode.VALIDATION_ERROR, message, [{ field, message }])

/** 409 for an email that another account (of any client) already uses. */
async function uniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const code =
      (error as { code?: string }).code ??
      (error as { cause?: { code?: string } }).cause?.code
    if (code === "23505") throw conflict("This email is already in use.")
    throw error
  }
}

/**
 * Nobody hands out, or manages an account with, more rights than they hold: every active
 * permission of the role must be one the caller holds too. An administrator who may not edit
 * roles cannot make a super administrator, and a client user cannot manage the provider's staff.
 */
async function assertRoleWithin(auth: Authorized, id_role: number) {
  const granted = await createRolesRepository(auth.tx).listPermissions(id_role)
  const exceeds = granted.some(
    (p) =>
      p.isActive && !auth.ability.can(p.action as Action, p.subject as Subject)
  )
  if (exceeds)
    throw forbidden(
      "You cannot give or manage a role with more permissions than your own."
    )
}

/**
 * Checks what a create or edit body asks for against what the caller may give: the kind of
 * user, the role (of that kind), the client (forced for everyone but the provider's staff) and
 * the sites (of that client, and within a site user's own sites).
 */
async function resolveTarget(auth: Authorized, body: UserBody) {
  const kinds = manageableContextTypes(auth)
  if (kinds && !kinds.includes(body.id_context_type))
    throw forbidden("You may not manage users of this kind.")
  const role = await createRolesRepository(auth.tx).findById(body.id_role)
  if (!role || role.id_context_type !== body.id_context_type)
    throw invalid("id_role", "The role does not match the type of user.")
  await assertRoleWithin(auth, role.id_role)
  const providerKind =
    body.id_context_type === ContextType.SYSTEM ||
    body.id_context_type === ContextType.MANTAINER
  const id_client = providerKind
    ? null
    : auth.staff
      ? (body.id_client ?? null)
      : auth.id_client
  if (!providerKind && id_client === null)
    throw invalid("id_client", "Required field.")
  const asked = [
    ...new Set([
      ...(body.subsidiaries ?? []),
      ...(body.id_subsidiary ? [body.id_subsidiary] : []),
    ]),
  ]
  const confined =
    body.id_context_type === ContextType.SUBSIDIARY ||
    body.id_context_type === ContextType.DRIVER
  let sites: number[] = []
  if (confined && id_client !== null) {
    const found = await createUsersRepository(auth.tx).sitesOfClient(
      id_client,
      asked
    )
    sites = found.map((s) => s.id_subsidiary)
    const outside = auth.sites
      ? sites.some((id) => !auth.sites!.includes(id))
      : false
    if (sites.length !== asked.length || outside)
      throw notFound("Site not found.")
    if (sites.length === 0) throw invalid("subsidiaries", "Required field.")
  }
  return { id_client, sites, role }
}

export const usersRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  store: DataStore
}> = async (app, { authorize, store }) => {
  app.addHook("onRequest", app.authenticate)
  await acceptMultipart(app)

  app.get(
    "/users",
    {
      schema: {
        ...routeSchema,
        summary:
          "Users by kind (client, site, admin, maintainer, driver), filtered and paged",
        querystring: listQuery,
        response: { 200: envelope(pageOf(userSchema)), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(readers)
        const { page, size, kind, isActive, id_client, ...filter } =
          request.query
        const id_context_type = kind ? UserKind[kind] : undefined
        const data = await createUsersRepository(auth.tx).list(
          {
            ...filter,
            id_context_type,
            contextTypes: manageableContextTypes(auth),
            id_client: auth.staff ? id_client : auth.id_client,
            sites: auth.sites,
            isActive: queryFlag(isActive),
          },
          page,
          size
        )
        return { data, message: "OK" }
      })
  )

  app.get(
    "/users/all-site",
    {
      schema: {
        ...routeSchema,
        summary:
          "Site users and drivers of every site the caller may see (all-subsidiaries mode)",
        querystring: allSiteQuery,
        response: { 200: envelope(z.array(userSchema)), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(readers)
        const { items } = await createUsersRepository(auth.tx).list(
          {
            contextTypes: [ContextType.SUBSIDIARY, ContextType.DRIVER],
            id_client: auth.staff ? request.query.id_client : auth.id_client,
            sites: auth.sites,
          },
          0,
          1000
        )
        return { data: items, message: "OK" }
      })
  )

  app.get(
    "/users/:id",
    {
      schema: {
        ...routeSchema,
        summary: "One user",
        params: idParams,
        response: { 200: envelope(userSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => ({
        data: await loadUser(auth, request.params.id, readers),
        message: "OK",
      }))
  )

  app.post(
    "/users",
    {
      schema: {
        ...routeSchema,
        ...withPhoto,
        summary: "Create a user; they set their own password at first sign-in",
        body: createBody,
        response: { 200: envelope(userSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.require(A.create, S.users)
        const body = request.body
        const photo = photoUpload(request)
        const target = await resolveTarget(auth, body)
        auth.ensure(A.create, S.users, {
          id_client: target.id_client,
          id_subsidiary: target.sites,
        })
        const repo = createUsersRepository(auth.tx)
        const id = await uniqueEmail(async () =>
          repo.create({
            id_context_type: body.id_context_type,
            id_role: body.id_role,
            id_client: target.id_client,
            name: body.name,
            email: body.email.toLowerCase(),
            telephone: body.telephone,
            isActive: body.isActive,
            passwordHash: await hashPassword(body.password),
            isFirstLogin: true,
          })
        )
        if (target.id_client !== null)
          await repo.setSites(id, target.id_client, target.sites)
        if (photo) {
          await repo.savePhoto(id, target.id_client, photo.mime, photo.data)
          await repo.update(id, { photo: `/users/${id}/photo` })
        }
        const after = await repo.findById(id)
        await auth.audit({
          id_client: target.id_client,
          action: "user.create",
          entity: "user",
          entityId: id,
          after,
        })
        return { data: after!, message: "User created." }
      })
  )

  app.put(
    "/users/:id",
    {
      schema: {
        ...routeSchema,
        ...withPhoto,
        summary: "Edit a user",
        params: idParams,
        body: updateBody,
        response: { 200: envelope(userSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadUser(auth, request.params.id, [
          [A.edit, S.users],
        ])
        const body = request.body
        const photo = photoUpload(request)
        const self = before.id_user === auth.user.id_user
        // Nobody changes their own role or kind of account: that would raise their own rights.
        if (
          self &&
          (body.id_role !== before.id_role ||
            body.id_context_type !== before.id_context_type)
        )
          throw forbidden("You cannot change the role of your own account.")
        const target = await resolveTarget(auth, body)
        if (target.id_client !== before.id_client)
          throw forbidden("A user cannot move to another client.")
        auth.ensure(A.edit, S.users, {
          id_client: target.id_client,
          id_user: before.id_user,
          id_subsidiary: target.sites,
        })
        const repo = createUsersRepository(auth.tx)
        await uniqueEmail(async () =>
          repo.update(before.id_user, {
            id_context_type: body.id_context_type,
            id_role: body.id_role,
            name: body.name,
            email: body.email.toLowerCase(),
            telephone: body.telephone ?? "",
            ...(body.isActive === undefined || self
              ? {}
              : { isActive: body.isActive }),
            // A password set by someone else is temporary: the user replaces it at next sign-in.
            ...(body.password
              ? {
                  passwordHash: await hashPassword(body.password),
                  isFirstLogin: !self,
                }
              : {}),
          })
        )
        if (target.id_client !== null)
          await repo.setSites(before.id_user, target.id_client, target.sites)
        if (photo) {
          await repo.savePhoto(
            before.id_user,
            target.id_client,
            photo.mime,
            photo.data
          )
          await repo.update(before.id_user, {
            photo: `/users/${before.id_user}/photo`,
          })
        }
        const after = await repo.findById(before.id_user)
        await auth.audit({
          id_client: before.id_client,
          action: "user.update",
          entity: "user",
          entityId: before.id_user,
          before,
          after: { ...after, passwordChanged: Boolean(body.password) },
        })
        return { data: after!, message: "User updated." }
      })
  )

  app.put(
    "/users/:id/status",
    {
      schema: {
        ...routeSchema,
        summary: "Activate or deactivate a user",
        params: idParams,
        body: statusBody,
        response: { 200: envelope(userSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        if (request.params.id === auth.user.id_user)
          throw forbidden("You cannot disable your own account.")
        const before = await loadUser(auth, request.params.id, [
          [A.enableDisable, S.users],
        ])
        const repo = createUsersRepository(auth.tx)
        await repo.update(before.id_user, { isActive: request.body.isActive })
        await auth.audit({
          id_client: before.id_client,
          action: request.body.isActive ? "user.enable" : "user.disable",
          entity: "user",
          entityId: before.id_user,
          before: { isActive: before.isActive },
          after: { isActive: request.body.isActive },
        })
        return {
          data: (await repo.findById(before.id_user))!,
          message: request.body.isActive
            ? "User activated."
            : "User deactivated.",
        }
      })
  )

  app.delete(
    "/users/:id",
    {
      schema: {
        ...routeSchema,
        summary: "Delete a user",
        params: idParams,
        response: { 200: envelope(z.null()), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        if (request.params.id === auth.user.id_user)
          throw forbidden("You cannot delete your own account.")
        const before = await loadUser(auth, request.params.id, [
          [A.delete, S.users],
        ])
        await createUsersRepository(auth.tx).remove(before.id_user)
        await auth.audit({
          id_client: before.id_client,
          action: "user.delete",
          entity: "user",
          entityId: before.id_user,
          before,
        })
        return { data: null, message: "User deleted." }
      })
  )

  app.post(
    "/users/theme",
    {
      schema: {
        // The caller's own row, not through `authorize`: the one-site header means nothing here.
        tags,
        security: bearerSecurity,
        summary: "Save the signed-in user's theme (light or dark)",
        body: themeBody,
        response: {
          200: envelope(z.object({ theme: z.string() })),
          ...rowErrors,
        },
      },
    },
    async (request) => {
      // The caller's own row, found by the id in their verified token; a provider administrator
      // acting for a client is not a row of that client, hence the provider scope.
      await store.withScope(systemScope, (tx) =>
        createUsersRepository(tx).update(request.user!.id_user, {
          theme: request.body.theme,
        })
      )
      return { data: { theme: request.body.theme }, message: "Theme saved." }
    }
  )

  app.get(
    "/users/:id/photo",
    {
      schema: {
        ...routeSchema,
        summary: "A user's photo (PNG, JPEG or WebP)",
        params: idParams,
        response: {
          200: photoResponse,
          404: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const own = request.params.id === request.user!.id_user
      const photo = own
        ? await store.withScope(systemScope, (tx) =>
            createUsersRepository(tx).photo(request.params.id)
          )
        : await authorize(request, async (auth) => {
            await loadUser(auth, request.params.id, readers)
            return createUsersRepository(auth.tx).photo(request.params.id)
          })
      if (!photo) throw notFound("This user has no photo.")
      return reply
        .type(photo.mime)
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", "inline")
        .send(Buffer.from(photo.content) as never)
    }
  )

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
        summary: "Assign a car to a driver (null: none)",
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
