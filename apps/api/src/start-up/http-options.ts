import type { FastifyHelmetOptions } from "@fastify/helmet"
import type { SwaggerOptions } from "@fastify/swagger"

import type { Config } from "../config.ts"
import { browserSettingsSources } from "../platform/lib/browser-settings.ts"
import { storageOrigin } from "../platform/storage/storage.ts"
import {
  transformDocument,
  transformRoute,
} from "../platform/openapi/document.ts"

/** The pages' Content-Security-Policy: this origin, and what the configured services need. */
export function securityHeaders(config: Config): FastifyHelmetOptions {
  // What the pages' settings load: Google Maps, the base map, the session-recording tag.
  const pages = browserSettingsSources(config)
  // Proof photos and signatures, when they come from an S3 bucket's presigned URLs.
  const fileOrigin = [storageOrigin(config)].filter((o) => o !== null)
  // Stripe.js and its card fields, where card payments are configured (docs/billing.md).
  const stripe = config.STRIPE_PUBLISHABLE_KEY
    ? {
        script: ["https://js.stripe.com"],
        frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
        connect: ["https://api.stripe.com"],
      }
    : { script: [], frame: [], connect: [] }
  return {
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "base-uri": ["'none'"],
        "object-src": ["'none'"],
        "frame-ancestors": ["'none'"],
        "frame-src": ["'self'", ...stripe.frame],
        "img-src": ["'self'", "data:", "blob:", ...pages.img, ...fileOrigin],
        "script-src": ["'self'", ...pages.script, ...stripe.script],
        "connect-src": ["'self'", ...pages.connect, ...stripe.connect],
        "worker-src": ["'self'", "blob:"],
        // The embedded default serves plain http on localhost; TLS ends at a proxy in production.
        "upgrade-insecure-requests": null,
      },
    },
  }
}

/** The OpenAPI document's head: its title, servers and security schemes. */
export function openApiOptions(apiPrefix: string): SwaggerOptions {
  return {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Ruta API",
        version: "1.0.0",
        description:
          "Route planning and delivery optimization. Every response is `{ data, message }`; " +
          "every error is `{ statusCode, code, message, details? }`.",
      },
      servers: [{ url: apiPrefix }],
      components: {
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          apiKey: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "rk_…",
            description:
              "An API key made in Settings → Integrations (docs/integrations.md): " +
              "`Authorization: Bearer rk_…`. It acts with the role and site chosen for it.",
          },
        },
      },
    },
    transform: transformRoute(apiPrefix),
    transformObject: transformDocument,
  }
}
