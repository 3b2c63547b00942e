import * as React from "react"
import * as SelectPrimitive from "@radix-ui/react-select"
import { cva, type VariantProps } from "class-variance-authority"
import { CheckIcon, ChevronDownIcon } from "lucide-react"

import { cn } from "../lib/utils"
import { FieldFrame, fieldControlProps, fieldSizes, useFieldIds } from "./label"

const selectTriggerVariants = cva(
  [
    "flex w-full cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-card text-left text-foreground shadow-xs transition-[color,border-color,box-shadow] outline-none",
    "data-[placeholder]:text-muted-foreground [&>span]:truncate",
    // Focus
    "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/25",
    // Invalid
    "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
    // Disabled
    "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60",
  ],
  fieldSizes
)

type SelectOption = {
  value: string
  label: React.ReactNode
  disabled?: boolean
}

type SelectProps = VariantProps<typeof selectTriggerVariants> & {
  className?: string
  /** The visible label, tied to the trigger. */
  label: React.ReactNode
  description?: React.ReactNode
  error?: React.ReactNode
  placeholder?: React.ReactNode
  options: SelectOption[]
  id?: string
  required?: boolean
  disabled?: boolean
  name?: string
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  open?: boolean
  onOpenChange?: (open: boolean) => void
}

function Select(props: SelectProps) {
  const {
    error,
    placeholder,
    options,
    size,
    required,
    disabled,
    name,
    value,
    defaultValue,
    onValueChange,
    open,
    onOpenChange,
  } = props
  const ids = useFieldIds(props.id, Boolean(props.description), Boolean(error))
  return (
    <FieldFrame slot="select" field={props} ids={ids}>
      <SelectPrimitive.Root
        name={name}
        required={required}
        disabled={disabled}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        open={open}
        onOpenChange={onOpenChange}
      >
        <SelectPrimitive.Trigger
          {...fieldControlProps(ids, error)}
          data-slot="select-trigger"
          className={selectTriggerVariants({ size })}
        >
          <SelectPrimitive.Value placeholder={placeholder} />
          <SelectPrimitive.Icon asChild>
            <ChevronDownIcon className="size-4 shrink-0 text-muted-foreground" />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            data-slot="select-content"
            position="popper"
            sideOffset={4}
            className={cn(
              "relative z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-lg",
              "origin-(--radix-select-content-transform-origin)"
            )}
          >
            <SelectPrimitive.Viewport className="p-1">
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  data-slot="select-item"
                  className={cn(
                    "relative flex w-full cursor-pointer items-center rounded-sm py-2 pr-8 pl-2.5 text-sm outline-none select-none",
                    "data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground",
                    "data-[state=checked]:font-medium",
                    "data-[disabled]:pointer-events-none data-[disabled]:opacity-50"
                  )}
                >
                  <SelectPrimitive.ItemText>
                    {option.label}
                  </SelectPrimitive.ItemText>
                  <span className="absolute right-2 flex size-4 items-center justify-center text-primary">
                    <SelectPrimitive.ItemIndicator>
                      <CheckIcon className="size-4" />
                    </SelectPrimitive.ItemIndicator>
                  </span>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
    </FieldFrame>
  )
}

export { Select, selectTriggerVariants, type SelectOption }
