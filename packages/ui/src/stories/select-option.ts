import { screen, userEvent, waitFor, within } from "storybook/test"

/**
 * Opens a select (`@ruta/ui/components/select`) from its trigger and returns its list of
 * options. A Radix select closes itself on the window's `blur` and `resize` and on a pointer
 * that moved between its press and release; between stories the test page can do any of these
 * (it resizes for a story's viewport, it moves focus when a story's dialog goes). So a select
 * found closed is opened again, and the story says so in the log, until its list shows (the
 * stories' 10-second wait, `.storybook/preview.tsx`).
 *
 * @param trigger - the select's combobox
 * @returns queries within the open select's listbox
 */
async function openSelect(trigger: HTMLElement) {
  let presses = 0
  return waitFor(async () => {
    if (trigger.getAttribute("aria-expanded") !== "true") {
      if (presses > 0)
        console.warn(
          `The select ${trigger.id} closed as it opened: opening it again`
        )
      presses += 1
      await userEvent.click(trigger)
    }
    return within(screen.getByRole("listbox"))
  })
}

/**
 * Opens a select and picks one of its options by its accessible name.
 *
 * @param trigger - the select's combobox
 * @param name - the option's name, or a pattern it matches
 */
async function chooseOption(trigger: HTMLElement, name: string | RegExp) {
  const listbox = await openSelect(trigger)
  await userEvent.click(listbox.getByRole("option", { name }))
}

export { chooseOption, openSelect }
