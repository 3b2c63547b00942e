import { Fragment } from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { SlashIcon } from "lucide-react"
import { expect, within } from "storybook/test"

import { breadcrumbsFromPath } from "../lib/breadcrumbs"
import { pick } from "../stories/locale"
import {
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
  Breadcrumbs,
} from "./breadcrumbs"

const meta = {
  title: "UI/Breadcrumbs",
  component: Breadcrumbs,
  tags: ["autodocs"],
  args: { label: "Breadcrumb" },
  render: (args, { globals }) => (
    <Breadcrumbs {...args}>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink href="#clients">
            {pick(globals, "Clients", "Clientes")}
          </BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbLink href="#clients/client/12">
            {pick(globals, "Client", "Cliente")}
          </BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>
            {pick(globals, "Subsidiary", "Sucursal")}
          </BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumbs>
  ),
} satisfies Meta<typeof Breadcrumbs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Breadcrumb" })
    await expect(nav).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Client" })).toHaveAttribute(
      "href",
      "#clients/client/12"
    )
    await expect(canvas.getByText("Subsidiary")).toHaveAttribute(
      "aria-current",
      "page"
    )
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3)
  },
}

export const SingleLevel: Story = {
  render: (args, { globals }) => (
    <Breadcrumbs {...args}>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbPage>{pick(globals, "Dashboard", "Panel")}</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumbs>
  ),
}

export const CustomSeparator: Story = {
  render: (args, { globals }) => (
    <Breadcrumbs {...args}>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink href="#optimizations">
            {pick(globals, "Optimizations", "Optimizaciones")}
          </BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator>
          <SlashIcon />
        </BreadcrumbSeparator>
        <BreadcrumbItem>
          <BreadcrumbPage>
            {pick(globals, "Optimization", "Optimización")}
          </BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumbs>
  ),
}

export const FromPath: Story = {
  render: (args) => {
    const crumbs = breadcrumbsFromPath("/main/clients/client/12/subsidiary/5")
    return (
      <Breadcrumbs {...args}>
        <BreadcrumbList>
          {crumbs.map((crumb, i) => (
            <Fragment key={crumb.href}>
              {i > 0 && <BreadcrumbSeparator />}
              <BreadcrumbItem>
                {i === crumbs.length - 1 ? (
                  <BreadcrumbPage>{crumb.label}</BreadcrumbPage>
                ) : (
                  <BreadcrumbLink href={crumb.href}>
                    {crumb.label}
                  </BreadcrumbLink>
                )}
              </BreadcrumbItem>
            </Fragment>
          ))}
        </BreadcrumbList>
      </Breadcrumbs>
    )
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Breadcrumb" })
    await expect(
      within(nav).getByRole("link", { name: "Clients" })
    ).toHaveAttribute("href", "/main/clients")
    await expect(within(nav).getByText("Client")).toHaveAttribute(
      "aria-current",
      "page"
    )
  },
}
