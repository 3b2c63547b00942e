import { screen, userEvent, waitFor, within } from "storybook/test"

/**
 * Opens a select (`@ruta/ui/components/select`) and returns its list of options. In the full
 * run of the stories (every file in one page) a select has twice shown no list after its press,
 * each time in the first story of a file run after one that left a dialog open, and never when
 * those files ran alone. A Radix select closes itself on the window's `blur` and `resize` and on
 * a pointer that moved between its press and release. So a select found closed is opened again,
 * and the log says so, until its list shows (the stories' 10-second wait, `.storybook/preview.tsx`).
 *
 * @param trigger - the select's combobox
 * @param open - how the story opens it: a click on the trigger unless told
 * @returns queries within the open select's listbox
 */
async function openSelect(
  trigger: HTMLElement,
  open: () => Promise<void> = () => userEvent.click(trigger)
) {
  let presses = 0
  return waitFor(async () => {
    if (trigger.getAttribute("aria-expanded") !== "true") {
      if (presses > 0)
        console.warn(
          `The select ${trigger.id} closed as it opened: opening it again`
        )
      presses += 1
      await open()
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
