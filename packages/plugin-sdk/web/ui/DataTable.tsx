import type { ReactNode } from 'react'

/** Cell padding of a DataTable's rows, the same as its headings'. */
export const CELL_CLASS = 'py-2 pr-3'

/** A list as a table: its column headings, then the rows the caller renders (cells in CELL_CLASS). */
export function DataTable({ columns, children, testId }: { columns: readonly string[]; children: ReactNode; testId?: string }) {
  return (
    <table className="w-full text-left text-sm" data-testid={testId}>
      <thead className="text-slate-500">
        <tr>
          {columns.map((column, index) => (
            <th key={index} className={`${CELL_CLASS} font-medium`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
    </table>
  )
}
