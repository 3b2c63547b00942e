import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts"

import { ChartFigure } from "./chart-figure.tsx"

/** One stacked series: its field, its translated name and its colour (a CSS variable). */
export interface Series {
  key: string
  name: string
  color: string
}

type Row = Record<string, string | number>

/**
 * Counts per category as stacked bars (columns, or rows with `horizontal`), in a figure whose
 * table carries the same counts for screen readers.
 */
export function StackedBars({
  title,
  rows,
  category,
  categoryName,
  series,
  horizontal = false,
  grouped = false,
}: {
  title: string
  rows: Row[]
  category: string
  categoryName: string
  series: Series[]
  horizontal?: boolean
  /** Bars side by side (to compare) rather than stacked (to add up). */
  grouped?: boolean
}) {
  const axis = { stroke: "var(--muted-foreground)", fontSize: 12 }
  return (
    <ChartFigure
      title={title}
      columns={[categoryName, ...series.map((s) => s.name)]}
      rows={rows.map((row) => [
        row[category]!,
        ...series.map((s) => row[s.key]!),
      ])}
    >
      <ResponsiveContainer
        width="100%"
        height={horizontal ? Math.max(120, 44 * rows.length + 60) : 260}
      >
        <BarChart
          data={rows}
          layout={horizontal ? "vertical" : "horizontal"}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          {horizontal ? (
            <>
              <XAxis type="number" allowDecimals={false} {...axis} />
              <YAxis type="category" dataKey={category} width={120} {...axis} />
            </>
          ) : (
            <>
              <XAxis dataKey={category} {...axis} />
              <YAxis allowDecimals={false} {...axis} />
            </>
          )}
          <Tooltip />
          <Legend />
          {series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              stackId={grouped ? undefined : "stack"}
              fill={s.color}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  )
}
