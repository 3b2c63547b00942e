// Which platform route builder registered a route, recorded in the route's config as it is
// registered: a builder takes its paths from the module that calls it (`rows.path`), so the
// record is where the app (and its tests) learn the routes each builder made.
declare module "fastify" {
  interface FastifyContextConfig {
    /** The file of the platform route builder that registered the route. */
    builtBy?: string
  }
}

/** The route config of the routes a builder registers, named by its file's name. */
export function builtBy(file: string): { builtBy: string } {
  return { builtBy: file }
}
