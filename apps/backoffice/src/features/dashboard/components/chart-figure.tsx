import type { ReactNode } from "react"

/**
 * A chart and its table: the chart is drawn for the eyes, the table (visually hidden) carries
 * the same figures for screen readers.
 */
export function ChartFigure({
  title,
  columns,
  rows,
  children,
}: {
  title: string
  columns: string[]
  rows: (string | number)[][]
  children: ReactNode
}) {
  return (
    <figure className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <div aria-hidden="true">{children}</div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
