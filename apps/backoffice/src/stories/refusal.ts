import { expect, fn, userEvent, waitFor, within } from "storybook/test"

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

/**
 * Saves the form on the canvas and expects the server's refusal shown: `onField` next to its
 * field, `inToast` (the message of no field) in a toast.
 */
export async function saveIsRefused(
  canvasElement: HTMLElement,
  onSubmit: unknown,
  onField: string,
  inToast: string
) {
  const canvas = within(canvasElement)
  await userEvent.click(canvas.getByRole("button", { name: "Save" }))
  await expect(onSubmit).toHaveBeenCalled()
  await expect(await canvas.findByText(onField)).toBeVisible()
  await expectToast(inToast)
}
