import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import type { Address } from "../../fleet/api/addresses.ts"
import { AddressBookPicker } from "./address-book-picker.tsx"

const entry = (id: number, alias: string, address: string): Address => ({
  id_address: id,
  id_client: 1,
  id_subsidiary: 1,
  id_address_type: 1,
  alias,
  address,
  latitude: 19.43,
  longitude: -99.13,
  first_name: "",
  last_name: "",
  email: "",
  phone_number: "",
  createdAt: "2026-11-01T10:00:00.000Z",
  visit_rule: null,
})

const book = [
  entry(1, "Ana López", "Calle Madero 17, Centro"),
  entry(2, "Bruno Díaz", "Insurgentes Sur 1602"),
  entry(3, "Carla Ruiz", "Av. Reforma 222"),
]

const meta = {
  title: "Back office/Planning/AddressBookPicker",
  component: AddressBookPicker,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { picked: [], onChange: () => {}, entries: book },
  render: function Render(args) {
    const [picked, setPicked] = useState<Address[]>([])
    return <AddressBookPicker {...args} picked={picked} onChange={setPicked} />
  },
} satisfies Meta<typeof AddressBookPicker>
export default meta

type Story = StoryObj<typeof meta>

export const PickAndRemove: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByLabelText("Add from the address book"),
      "ana"
    )
    const matches = canvas.getByRole("list", { name: "Address book matches" })
    await userEvent.click(within(matches).getByRole("button"))
    const picked = canvas.getByRole("list", {
      name: "Picked from the address book",
    })
    await expect(picked).toHaveTextContent("Ana López · Calle Madero 17")
    await expect(
      canvas.queryByRole("list", { name: "Address book matches" })
    ).not.toBeInTheDocument()
    await userEvent.click(
      within(picked).getByRole("button", { name: "Remove Ana López" })
    )
    await expect(
      canvas.queryByRole("list", { name: "Picked from the address book" })
    ).not.toBeInTheDocument()
  },
}

export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByLabelText("Add from the address book"),
      "zzz"
    )
    await expect(
      canvas.getByText("No address book entry matches.")
    ).toBeInTheDocument()
  },
}
