// What the two-factor stories show: an enrolment and recovery codes as the API answers them, and
// the user's steps through an enrolment.
import { userEvent, within } from "storybook/test"

export const sampleRecoveryCodes = [
  "abcd-2345",
  "efgh-6789",
  "jkmn-pqrs",
  "tuvw-xyz2",
  "a2b3-c4d5",
  "e6f7-g8h9",
  "jk23-mn45",
  "pq67-rs89",
  "tu23-vw45",
  "xy67-za89",
]

// A one-pixel image stands in for the QR code the API draws.
export const sampleEnrolment = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  otpauthUri: "otpauth://totp/Ruta%3Aadmin%40ruta.demo?secret=JBSWY3DPEHPK3PXP",
  qrCode:
    "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiPjxyZWN0IHdpZHRoPSIxIiBoZWlnaHQ9IjEiLz48L3N2Zz4=",
}

/** Types the app's code `123456`, turns two-factor sign-in on and confirms the codes are saved. */
export async function confirmEnrolment(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await userEvent.type(
    await canvas.findByLabelText(/^Code from the app/),
    "123456"
  )
  await userEvent.click(
    canvas.getByRole("button", { name: "Turn on two-factor sign-in" })
  )
  await userEvent.click(
    await canvas.findByRole("button", { name: "I have saved them" })
  )
}
