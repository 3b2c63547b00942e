import { api, unwrap } from "../../../lib/api.ts"

/** A provider administrator turns off another user's two-factor sign-in (a lost phone). */
export function resetTwoFactor(id_user: number) {
  return unwrap(
    api.POST("/users/{id}/two-factor/reset", {
      params: { path: { id: id_user } },
    })
  )
}
