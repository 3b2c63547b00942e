import * as React from "react"
import { cva } from "class-variance-authority"
import { FileIcon, UploadCloudIcon, XIcon } from "lucide-react"

import { truncateFileName } from "../lib/file-name"
import { cn } from "../lib/utils"
import { IconButton } from "./icon-button"
import { FieldDescription, FieldError, useFieldIds } from "./label"

const fileDropVariants = cva(
  [
    "group flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-[background-color,border-color,box-shadow]",
    // Focus (the input inside is what takes focus)
    "has-[input:focus-visible]:border-ring has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring/25",
  ],
  {
    variants: {
      state: {
        idle: "border-input bg-card hover:border-primary/60 hover:bg-accent/50",
        dragging: "border-primary bg-primary/5",
        invalid: "border-destructive/70 bg-destructive/5",
        disabled: "cursor-not-allowed border-input bg-muted opacity-60",
      },
    },
    defaultVariants: { state: "idle" },
  }
)

function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

function FileDrop({
  className,
  label,
  hint,
  description,
  error,
  removeLabel,
  accept,
  multiple = false,
  disabled = false,
  files: controlledFiles,
  onFilesChange,
  id,
  name,
}: {
  className?: string
  /** The visible call to action inside the drop zone, tied to the file input. */
  label: React.ReactNode
  /** A second line under the label, such as the accepted types. */
  hint?: React.ReactNode
  description?: React.ReactNode
  error?: React.ReactNode
  /** Accessible name of each file's remove button, given the file name. */
  removeLabel: (fileName: string) => string
  accept?: string
  multiple?: boolean
  disabled?: boolean
  files?: File[]
  onFilesChange?: (files: File[]) => void
  id?: string
  name?: string
}) {
  const [innerFiles, setInnerFiles] = React.useState<File[]>([])
  const files = controlledFiles ?? innerFiles
  const [dragging, setDragging] = React.useState(false)
  const inputRef = React.useRef<HTMLInputElement>(null)
  const { inputId, descriptionId, errorId, describedBy } = useFieldIds(
    id,
    Boolean(description),
    Boolean(error)
  )

  function update(next: File[]) {
    if (controlledFiles === undefined) setInnerFiles(next)
    onFilesChange?.(next)
  }

  function add(list: FileList | null) {
    if (!list || list.length === 0) return
    const incoming = Array.from(list)
    update(multiple ? [...files, ...incoming] : incoming.slice(0, 1))
  }

  const state = disabled
    ? "disabled"
    : dragging
      ? "dragging"
      : error
        ? "invalid"
        : "idle"

  return (
    <div data-slot="file-drop" className={cn("grid gap-2", className)}>
      <label
        htmlFor={inputId}
        data-state={state}
        className={fileDropVariants({ state })}
        onDragOver={(e) => {
          if (disabled) return
          e.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          if (disabled) return
          e.preventDefault()
          setDragging(false)
          add(e.dataTransfer.files)
        }}
      >
        <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary group-data-[state=dragging]:scale-110 group-data-[state=invalid]:bg-destructive/10 group-data-[state=invalid]:text-destructive motion-safe:transition-transform">
          <UploadCloudIcon className="size-5" />
        </span>
        <span className="text-sm font-medium text-foreground">{label}</span>
        {hint && <span className="text-xs text-muted-foreground">{hint}</span>}
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="file"
          className="sr-only"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            add(e.target.files)
            e.target.value = ""
          }}
        />
      </label>
      {description && (
        <FieldDescription id={descriptionId}>{description}</FieldDescription>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {files.length > 0 && (
        <ul className="grid gap-1.5">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center gap-3 rounded-lg border bg-card py-1.5 pr-1.5 pl-3"
            >
              <FileIcon className="size-4 shrink-0 text-muted-foreground" />
              <span
                className="min-w-0 flex-1 truncate text-sm text-foreground"
                title={file.name}
              >
                {truncateFileName(file.name)}
              </span>
              <span className="text-xs text-muted-foreground tabular-nums">
                {formatBytes(file.size)}
              </span>
              <IconButton
                size="sm"
                label={removeLabel(file.name)}
                disabled={disabled}
                onClick={() => {
                  update(files.filter((_, i) => i !== index))
                  inputRef.current?.focus()
                }}
              >
                <XIcon />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export { FileDrop, fileDropVariants }
