import * as React from "react"
import { cva } from "class-variance-authority"
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from "lucide-react"

import {
  DATE_MAX,
  DATE_MIN,
  addDays,
  addMonths,
  formatIsoDate,
  isWithinRange,
  monthGrid,
  parseIsoDate,
  todayIsoDate,
  type IsoDate,
} from "../lib/date"
import { cn } from "../lib/utils"
import { IconButton } from "./icon-button"
import { FieldFrame, fieldControlProps, useFieldIds } from "./label"
import { Popover, PopoverAnchor, PopoverContent } from "./popover"
import { inputVariants } from "./text-field"

const calendarDayVariants = cva(
  [
    "inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-sm tabular-nums transition-colors outline-none",
    // Focus
    "focus-visible:ring-[3px] focus-visible:ring-ring/50",
    // Disabled
    "disabled:pointer-events-none disabled:text-muted-foreground/40",
  ],
  {
    variants: {
      state: {
        default: "text-foreground hover:bg-accent",
        today:
          "font-medium text-primary ring-1 ring-primary/50 hover:bg-accent",
        selected:
          "bg-primary font-medium text-primary-foreground hover:bg-primary/90",
      },
    },
    defaultVariants: { state: "default" },
  }
)

type DatePickerLabels = {
  openCalendar: string
  previousMonth: string
  nextMonth: string
  month: string
  year: string
}

const calendarSelectClass =
  "h-8 cursor-pointer rounded-md border border-input bg-card px-2 text-sm font-medium text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/30"

function clampDate(value: IsoDate, min: IsoDate, max: IsoDate) {
  if (value < min) return min
  if (value > max) return max
  return value
}

function Calendar({
  value,
  min,
  max,
  locale,
  labels,
  onSelect,
}: {
  value: IsoDate | null
  min: IsoDate
  max: IsoDate
  locale: string
  labels: DatePickerLabels
  onSelect: (value: IsoDate) => void
}) {
  const today = todayIsoDate()
  const [focused, setFocused] = React.useState<IsoDate>(() =>
    clampDate(value ?? today, min, max)
  )
  const gridRef = React.useRef<HTMLTableElement>(null)
  const moveFocusRef = React.useRef(false)
  const parts = parseIsoDate(focused) ?? { year: 2000, month: 1, day: 1 }
  const minParts = parseIsoDate(min) ?? { year: 1900, month: 1, day: 1 }
  const maxParts = parseIsoDate(max) ?? { year: 2099, month: 12, day: 31 }

  const monthNames = React.useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, {
      month: "long",
      timeZone: "UTC",
    })
    return Array.from({ length: 12 }, (_, i) =>
      format.format(new Date(Date.UTC(2021, i, 1)))
    )
  }, [locale])
  const weekdays = React.useMemo(() => {
    const short = new Intl.DateTimeFormat(locale, {
      weekday: "short",
      timeZone: "UTC",
    })
    const long = new Intl.DateTimeFormat(locale, {
      weekday: "long",
      timeZone: "UTC",
    })
    // 2021-03-01 is a Monday: the grid starts on Monday.
    return Array.from({ length: 7 }, (_, i) => {
      const date = new Date(Date.UTC(2021, 2, 1 + i))
      return { short: short.format(date), long: long.format(date) }
    })
  }, [locale])
  const dayFormat = React.useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: "full",
        timeZone: "UTC",
      }),
    [locale]
  )

  React.useEffect(() => {
    if (!moveFocusRef.current) return
    moveFocusRef.current = false
    gridRef.current
      ?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)
      ?.focus()
  }, [focused])

  function go(next: IsoDate, moveFocus = true) {
    moveFocusRef.current = moveFocus
    setFocused(clampDate(next, min, max))
  }

  function onKeyDown(event: React.KeyboardEvent) {
    const moves: Record<string, () => IsoDate> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
      Home: () => {
        const weekday = (new Date(`${focused}T00:00:00Z`).getUTCDay() + 6) % 7
        return addDays(focused, -weekday)
      },
      End: () => {
        const weekday = (new Date(`${focused}T00:00:00Z`).getUTCDay() + 6) % 7
        return addDays(focused, 6 - weekday)
      },
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    go(move())
  }

  const years: number[] = []
  for (let y = minParts.year; y <= maxParts.year; y++) years.push(y)
  const firstOfMonth = formatIsoDate(parts.year, parts.month, 1)
  const canPrevious = firstOfMonth > min
  const canNext = addMonths(firstOfMonth, 1) <= max

  return (
    <div data-slot="calendar" className="grid gap-3">
      <div className="flex items-center gap-1">
        <IconButton
          size="sm"
          label={labels.previousMonth}
          disabled={!canPrevious}
          onClick={() => go(addMonths(focused, -1), false)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <div className="flex flex-1 justify-center gap-1.5">
          <select
            aria-label={labels.month}
            className={calendarSelectClass}
            value={parts.month}
            onChange={(e) =>
              go(
                formatIsoDate(
                  parts.year,
                  Number(e.target.value),
                  Math.min(parts.day, 28)
                ),
                false
              )
            }
          >
            {monthNames.map((name, i) => (
              <option key={name} value={i + 1}>
                {name}
              </option>
            ))}
          </select>
          <select
            aria-label={labels.year}
            className={calendarSelectClass}
            value={parts.year}
            onChange={(e) =>
              go(
                formatIsoDate(
                  Number(e.target.value),
                  parts.month,
                  Math.min(parts.day, 28)
                ),
                false
              )
            }
          >
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <IconButton
          size="sm"
          label={labels.nextMonth}
          disabled={!canNext}
          onClick={() => go(addMonths(focused, 1), false)}
        >
          <ChevronRightIcon />
        </IconButton>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-label={`${monthNames[parts.month - 1]} ${parts.year}`}
        className="border-collapse"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th
                key={day.long}
                scope="col"
                abbr={day.long}
                className="size-9 text-xs font-medium text-muted-foreground"
              >
                {day.short.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(parts.year, parts.month).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => (
                <td key={day ?? `empty-${d}`} className="p-0 text-center">
                  {day && (
                    <button
                      type="button"
                      data-date={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={dayFormat.format(
                        new Date(`${day}T00:00:00Z`)
                      )}
                      aria-pressed={day === value}
                      aria-current={day === today ? "date" : undefined}
                      disabled={!isWithinRange(day, min, max)}
                      onClick={() => onSelect(day)}
                      onFocus={() => setFocused(day)}
                      className={calendarDayVariants({
                        state:
                          day === value
                            ? "selected"
                            : day === today
                              ? "today"
                              : "default",
                      })}
                    >
                      {Number(day.slice(8))}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function DatePicker({
  className,
  label,
  description,
  error,
  invalidDateError,
  placeholder = "YYYY-MM-DD",
  value,
  defaultValue = null,
  onValueChange,
  min = DATE_MIN,
  max = DATE_MAX,
  locale = "en",
  labels,
  id,
  name,
  required,
  disabled,
}: {
  className?: string
  /** The visible label, tied to the text input. */
  label: React.ReactNode
  description?: React.ReactNode
  error?: React.ReactNode
  /** Shown when typed text is not a day between `min` and `max`. */
  invalidDateError: React.ReactNode
  placeholder?: string
  /** The chosen day as `YYYY-MM-DD`, or `null` for none. */
  value?: IsoDate | null
  defaultValue?: IsoDate | null
  onValueChange?: (value: IsoDate | null) => void
  /** First selectable day; the product range starts at 1900-01-01. */
  min?: IsoDate
  /** Last selectable day; the product range ends at 2099-12-31. */
  max?: IsoDate
  /** BCP 47 locale for month and weekday names. */
  locale?: string
  labels: DatePickerLabels
  id?: string
  name?: string
  required?: boolean
  disabled?: boolean
}) {
  const [inner, setInner] = React.useState<IsoDate | null>(defaultValue)
  const current = value === undefined ? inner : value
  const [draft, setDraft] = React.useState(current ?? "")
  const [draftInvalid, setDraftInvalid] = React.useState(false)
  const [open, setOpen] = React.useState(false)
  const shownError = error ?? (draftInvalid ? invalidDateError : undefined)
  const ids = useFieldIds(id, Boolean(description), Boolean(shownError))

  const [shownValue, setShownValue] = React.useState(current)
  if (shownValue !== current) {
    setShownValue(current)
    setDraft(current ?? "")
    setDraftInvalid(false)
  }

  function commit(next: IsoDate | null) {
    if (value === undefined) setInner(next)
    setDraft(next ?? "")
    setDraftInvalid(false)
    if (next !== current) onValueChange?.(next)
  }

  function commitDraft() {
    const text = draft.trim()
    if (text === "") return commit(null)
    const parts = parseIsoDate(text)
    const iso = parts && formatIsoDate(parts.year, parts.month, parts.day)
    if (iso && isWithinRange(iso, min, max)) return commit(iso)
    setDraftInvalid(true)
  }

  return (
    <FieldFrame
      slot="date-picker"
      field={{
        className,
        disabled,
        label,
        required,
        description,
        error: shownError,
      }}
      ids={ids}
    >
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverAnchor asChild>
          <div className="relative flex items-center">
            <input
              {...fieldControlProps(ids, shownError)}
              name={name}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder={placeholder}
              required={required}
              disabled={disabled}
              value={draft}
              onChange={(e) => {
                setDraft(e.target.value)
                setDraftInvalid(false)
              }}
              onBlur={commitDraft}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault()
                  commitDraft()
                }
                if (e.key === "ArrowDown" && e.altKey) {
                  e.preventDefault()
                  setOpen(true)
                }
              }}
              className={cn(inputVariants(), "pr-11 tabular-nums")}
            />
            <IconButton
              size="sm"
              label={labels.openCalendar}
              disabled={disabled}
              aria-haspopup="dialog"
              aria-expanded={open}
              className="absolute right-1"
              onClick={() => setOpen((o) => !o)}
            >
              <CalendarIcon />
            </IconButton>
          </div>
        </PopoverAnchor>
        <PopoverContent
          role="dialog"
          aria-label={typeof label === "string" ? label : undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            const target = event.currentTarget as HTMLElement | null
            target
              ?.querySelector<HTMLButtonElement>('[data-date][tabindex="0"]')
              ?.focus()
          }}
        >
          <Calendar
            value={current}
            min={min}
            max={max}
            locale={locale}
            labels={labels}
            onSelect={(day) => {
              commit(day)
              setOpen(false)
            }}
          />
        </PopoverContent>
      </Popover>
    </FieldFrame>
  )
}

export { DatePicker, Calendar, calendarDayVariants, type DatePickerLabels }
