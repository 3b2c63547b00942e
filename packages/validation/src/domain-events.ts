/**
 * The business events (docs/architecture.md, "Domain events"), in the order the back office's
 * webhook form lists them. The API records each with a trigger; an endpoint subscribes to some.
 */
export const DOMAIN_EVENT_TYPES = [
  "optimization.created",
  "optimization.optimized",
  "route.started",
  "route.completed",
  "route.eta_updated",
  "stop.arrived",
  "stop.completed",
  "stop.failed",
  "vroom_job.completed",
] as const
