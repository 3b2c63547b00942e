import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { IconButton } from "@ruta/ui/components/icon-button"
import {
  FieldError,
  Label,
  RequiredMark,
  useFieldIds,
} from "@ruta/ui/components/label"
import { Spinner } from "@ruta/ui/components/spinner"
import { MAX_PROOF_PHOTOS } from "@ruta/validation/proof"
import { Camera, X } from "lucide-react"
import { useEffect, useMemo, useRef, useState } from "react"

import { resizePhoto } from "./resize-photo.ts"

/** Object URLs of the photos for their thumbnails, revoked when they go. */
function useThumbnails(photos: Blob[]) {
  const urls = useMemo(
    () => photos.map((p) => URL.createObjectURL(p)),
    [photos]
  )
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls])
  return urls
}

/**
 * Up to three photos from the phone's camera (`capture="environment"`), each made ready on the
 * phone as it is taken (`resizePhoto`: at most 1600 px and 400 KB of JPEG, without its Exif), shown
 * as thumbnails that can be removed.
 */
export function PhotoPicker({
  value,
  onChange,
  required = 0,
  error,
  prepare = resizePhoto,
}: {
  value: Blob[]
  onChange: (photos: Blob[]) => void
  /** How many photos the client requires (0: they are optional). */
  required?: number
  error?: string
  /** Turns a camera file into the photo kept (the stories give their own). */
  prepare?: (file: Blob) => Promise<Blob>
}) {
  const { t } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  const [preparing, setPreparing] = useState(false)
  const [unreadable, setUnreadable] = useState(false)
  const ids = useFieldIds(undefined, false, Boolean(error || unreadable))
  const thumbnails = useThumbnails(value)
  const full = value.length >= MAX_PROOF_PHOTOS

  const taken = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, MAX_PROOF_PHOTOS - value.length)
    if (chosen.length === 0) return
    setPreparing(true)
    setUnreadable(false)
    try {
      const photos = await Promise.all(chosen.map((file) => prepare(file)))
      onChange([...value, ...photos])
    } catch {
      setUnreadable(true)
    } finally {
      setPreparing(false)
      if (input.current) input.current.value = ""
    }
  }

  return (
    <div className="grid gap-1.5" data-slot="photo-picker">
      <Label htmlFor={ids.inputId}>
        {required > 0 ? (
          <Trans>Photos (at least {required})</Trans>
        ) : (
          <Trans>Photos</Trans>
        )}
        {required > 0 && <RequiredMark />}
      </Label>
      {value.length > 0 && (
        <ul aria-label={t`Photos taken`} className="flex flex-wrap gap-2">
          {thumbnails.map((url, index) => (
            <li key={url} className="relative">
              <img
                src={url}
                alt={t`Photo ${index + 1}`}
                className="size-20 rounded-md border object-cover"
              />
              <IconButton
                label={t`Remove photo ${index + 1}`}
                size="sm"
                variant="outline"
                className="absolute -top-2 -right-2 rounded-full shadow"
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <X />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        id={ids.inputId}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        className="sr-only"
        aria-invalid={error || unreadable ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => void taken(event.target.files)}
        disabled={full || preparing}
      />
      <Button
        type="button"
        variant="outline"
        disabled={full || preparing}
        onClick={() => input.current?.click()}
      >
        {preparing ? <Spinner size="sm" /> : <Camera aria-hidden />}
        {preparing ? (
          <Trans>Preparing the photo…</Trans>
        ) : full ? (
          <Trans>{MAX_PROOF_PHOTOS} photos taken</Trans>
        ) : (
          <Trans>Take a photo</Trans>
        )}
      </Button>
      {unreadable && (
        <FieldError id={ids.errorId}>
          <Trans>
            This file is not a photo the phone can read. Take it again.
          </Trans>
        </FieldError>
      )}
      {error && !unreadable && (
        <FieldError id={ids.errorId}>{error}</FieldError>
      )}
    </div>
  )
}
