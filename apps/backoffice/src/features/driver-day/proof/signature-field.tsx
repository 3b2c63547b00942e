import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import {
  FieldError,
  Label,
  RequiredMark,
  useFieldIds,
} from "@ruta/ui/components/label"
import { Eraser } from "lucide-react"
import { useEffect, useRef } from "react"
import SignaturePad from "signature_pad"

import { useStableCallback } from "../../../lib/use-stable-callback.ts"

/** The signature pad's height on the phone, in CSS pixels. */
const PAD_HEIGHT = 180

/** The canvas as a PNG file. */
const pngOf = (canvas: HTMLCanvasElement) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"))

/**
 * The recipient signs with a finger, a stylus or a mouse (pointer events) on a white pad, in
 * the light and the dark theme alike, so the PNG kept reads the same on the planner's screen.
 * Each stroke hands the whole signature on as a PNG; clearing hands on null.
 */
export function SignatureField({
  value,
  onChange,
  required,
  error,
}: {
  value: Blob | null
  onChange: (png: Blob | null) => void
  required?: boolean
  error?: string
}) {
  const { t } = useLingui()
  const canvas = useRef<HTMLCanvasElement>(null)
  const pad = useRef<SignaturePad | null>(null)
  const changed = useStableCallback(onChange)
  const ids = useFieldIds(undefined, false, Boolean(error))

  useEffect(() => {
    const element = canvas.current!
    const signature = new SignaturePad(element, {
      backgroundColor: "rgb(255, 255, 255)",
      penColor: "rgb(17, 24, 39)",
    })
    pad.current = signature
    // Sharp on high-density screens: the canvas has as many pixels as the screen shows.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1)
      const strokes = signature.toData()
      element.width = element.offsetWidth * ratio
      element.height = element.offsetHeight * ratio
      element.getContext("2d")!.scale(ratio, ratio)
      signature.clear()
      signature.fromData(strokes)
    }
    fit()
    const resized = new ResizeObserver(fit)
    resized.observe(element)
    const ended = () => void pngOf(element).then(changed)
    signature.addEventListener("endStroke", ended)
    return () => {
      resized.disconnect()
      signature.removeEventListener("endStroke", ended)
      signature.off()
    }
  }, [changed])

  // A signature given back empty (the dialog reset) wipes the pad.
  useEffect(() => {
    if (value === null && pad.current && !pad.current.isEmpty())
      pad.current.clear()
  }, [value])

  return (
    <div className="grid gap-1.5" data-slot="signature-field">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={ids.inputId}>
          <Trans>Signature</Trans>
          {required && <RequiredMark />}
        </Label>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={value === null}
          onClick={() => {
            pad.current?.clear()
            onChange(null)
          }}
        >
          <Eraser aria-hidden />
          <Trans>Clear</Trans>
        </Button>
      </div>
      <canvas
        ref={canvas}
        id={ids.inputId}
        role="img"
        aria-label={
          value ? t`Signature, signed` : t`Signature pad: sign with your finger`
        }
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        data-signed={value !== null}
        className="w-full touch-none rounded-md border border-input bg-white aria-invalid:border-destructive"
        style={{ height: PAD_HEIGHT }}
      />
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  )
}
