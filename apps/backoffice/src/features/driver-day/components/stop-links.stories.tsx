import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { detailedStop } from "./driver-fixtures.ts"
import { ContactLinks, NavigationLinks } from "./stop-links.tsx"

const meta = {
  title: "Back office/Driver/StopLinks",
  component: NavigationLinks,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { stop: detailedStop(3) },
} satisfies Meta<typeof NavigationLinks>
export default meta

type Story = StoryObj<typeof meta>

/** Directions in the map app the driver uses. */
export const Directions: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", { name: "Google Maps" })
    ).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=19.43,-99.13"
    )
    await expect(
      canvas.getByRole("link", { name: "Apple Maps" })
    ).toHaveAttribute(
      "href",
      "https://maps.apple.com/?daddr=19.43,-99.13&dirflg=d"
    )
    await expect(canvas.getByRole("link", { name: "Waze" })).toHaveAttribute(
      "href",
      "https://waze.com/ul?ll=19.43,-99.13&navigate=yes"
    )
  },
}

/** Calling, messaging or writing to the stop's contact. */
export const Contact: Story = {
  render: (args) => (
    <ContactLinks stop={args.stop as ReturnType<typeof detailedStop>} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Lucía Pérez")).toBeInTheDocument()
    await expect(
      canvas.getByRole("link", { name: "Call +52 55 1234 5678" })
    ).toHaveAttribute("href", "tel:+52 55 1234 5678")
    await expect(canvas.getByRole("link", { name: "Message" })).toHaveAttribute(
      "href",
      "sms:+52 55 1234 5678"
    )
    await expect(
      canvas.getByRole("link", { name: "lucia@example.com" })
    ).toHaveAttribute("href", "mailto:lucia@example.com")
  },
}

/** A stop with nobody named shows no contact at all. */
export const NoContact: Story = {
  render: (args) => (
    <ContactLinks
      stop={{
        ...(args.stop as ReturnType<typeof detailedStop>),
        first_name: "",
        last_name: "",
        phone_number: "",
        email: "",
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument()
  },
}
