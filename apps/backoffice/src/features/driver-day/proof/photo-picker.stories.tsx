import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, waitFor } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { PhotoPicker } from "./photo-picker.tsx"
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE } from "./resize-photo.ts"
import { cameraPhoto } from "./story-helpers.ts"

/** The picker as the visit dialog holds it: its photos in state. */
function Stateful(props: Parameters<typeof PhotoPicker>[0]) {
  const [value, setValue] = useState<Blob[]>(props.value)
  return (
    <div className="max-w-[358px]">
      <PhotoPicker
        {...props}
        value={value}
        onChange={(photos) => {
          setValue(photos)
          props.onChange(photos)
        }}
      />
    </div>
  )
}

const meta = {
  title: "Back office/Driver/PhotoPicker",
  component: PhotoPicker,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { value: [], onChange: fn(), required: 1 },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof PhotoPicker>
export default meta

type Story = StoryObj<typeof meta>

/**
 * A 4000 × 3000 camera photo is made 1600 px wide and under 400 KB of JPEG on the phone, and shows
 * as a thumbnail that can be removed.
 */
export const TakesAndResizes: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input =
      canvasElement.querySelector<HTMLInputElement>("input[type=file]")!
    await expect(input).toHaveAttribute("capture", "environment")
    await expect(input).toHaveAttribute("accept", "image/*")
    await userEvent.upload(input, await cameraPhoto())
    await waitFor(() => expect(args.onChange).toHaveBeenCalled(), {
      timeout: 10_000,
    })
    const [photo] = (args.onChange as ReturnType<typeof fn>).mock
      .lastCall![0] as Blob[]
    await expect(photo!.type).toBe("image/jpeg")
    await expect(photo!.size).toBeLessThanOrEqual(PHOTO_MAX_BYTES)
    const bitmap = await createImageBitmap(photo!)
    await expect([bitmap.width, bitmap.height]).toEqual([PHOTO_MAX_SIDE, 1200])
    await expect(
      await canvas.findByRole("img", { name: "Photo 1" })
    ).toBeInTheDocument()
    await userEvent.click(
      canvas.getByRole("button", { name: "Remove photo 1" })
    )
    await expect(args.onChange).toHaveBeenLastCalledWith([])
    await expect(canvas.queryByRole("img")).toBeNull()
  },
}

/** Three photos at most: the camera button says so and stops. */
export const Full: Story = {
  args: {
    value: [1, 2, 3].map(() => new Blob([], { type: "image/jpeg" })),
    required: 0,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("button", { name: "3 photos taken" })
    ).toBeDisabled()
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3)
  },
}

/** A file the phone cannot read as a picture is refused with a message; nothing is kept. */
export const Unreadable: Story = {
  args: { required: 2 },
  globals: { locale: "es" },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText("Fotos (al menos 2)")).toBeInTheDocument()
    const input =
      canvasElement.querySelector<HTMLInputElement>("input[type=file]")!
    await userEvent.upload(
      input,
      new File(["not a photo"], "nota.jpg", { type: "image/jpeg" })
    )
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "no es una foto"
    )
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}
