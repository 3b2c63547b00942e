import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { RatingsCard } from "./ratings-card.tsx"

const meta = {
  title: "Back office/Dashboard/RatingsCard",
  component: RatingsCard,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    ratings: {
      count: 12,
      average: 4.25,
      by_score: [1, 0, 1, 4, 6],
      latest: [
        {
          id_stop: 7,
          id_optimization: 2,
          stop_name: "Farmacia Centro",
          rating: 5,
          comment: "Muy amable y puntual",
          rated_at: "2026-11-24T18:02:00.000Z",
        },
        {
          id_stop: 9,
          id_optimization: 2,
          stop_name: "Tacos Lucía",
          rating: 1,
          comment: "Llegó dos horas tarde",
          rated_at: "2026-11-24T16:40:00.000Z",
        },
      ],
    },
  },
} satisfies Meta<typeof RatingsCard>
export default meta

type Story = StoryObj<typeof meta>

export const WithComments: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("average-rating")).toHaveTextContent("4.3")
    await expect(canvas.getByText("12 ratings")).toBeVisible()
    await expect(canvas.getByText("Llegó dos horas tarde")).toBeVisible()
    await expect(canvas.getByText("Low rating")).toBeVisible()
  },
}

export const NoRatings: Story = {
  args: {
    ratings: { count: 0, average: null, by_score: [0, 0, 0, 0, 0], latest: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No ratings in these days/)).toBeVisible()
  },
}
