import { z } from "zod"

import { pageSize } from "./values.ts"

/** Spec section 9: lists start at page 0. */
export const FIRST_PAGE = 0

/** A list's page number in a query string (`page`): from 0, the first page unless given. */
export const pageQuerySchema = z.coerce
  .number()
  .int()
  .min(0)
  .default(FIRST_PAGE)

/** A list's page size in a query string (`size`, `pageSize`): the declared bounds and default. */
export const pageSizeQuerySchema = z.coerce
  .number()
  .int()
  .min(pageSize.min)
  .max(pageSize.max)
  .default(pageSize.default)
