import { expect, fn, waitFor, within } from "storybook/test"

/**
 * A save the server refuses with status 400 and these fields' messages (the API's `details`; the
 * first one is also its message), as `unwrap` throws it.
 */
export const refusedSave = (details: { field: string; message: string }[]) =>
  fn(() =>
    Promise.reject(
      Object.assign(new Error(details[0]?.message), {
        statusCode: 400,
        details,
      })
    )
  )

/** Waits for a toast with this text to be shown (it slides in). */
export const expectToast = (text: string) =>
  waitFor(() => expect(within(document.body).getByText(text)).toBeVisible())
