import type { ReactNode } from 'react'

/** One column of a DataTable: its heading and what each row shows in it. */
export interface DataColumn<T> {
  label: string
  cell: (row: T) => ReactNode
  /** Extra classes of the column's cells on a wide screen (e.g. "whitespace-nowrap", "max-w-48 truncate"). */
  className?: string
  /** The row's name: on a phone it heads the row's card, without its label. */
  primary?: boolean
  /** The row's buttons and links: on a phone, a row of actions at the foot of the card. */
  actions?: boolean
}

const CELL = 'py-2 pr-3 align-top'
// Under 640 px every row is a card: the heading of each value is written before it, long values wrap.
const PHONE_CELL = 'max-sm:flex max-sm:gap-3 max-sm:py-1 max-sm:pr-0 max-sm:max-w-none max-sm:whitespace-normal max-sm:[overflow-wrap:anywhere]'
const PHONE_LABEL = 'max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]'
const PHONE_PRIMARY = 'max-sm:block max-sm:pb-2 max-sm:text-base max-sm:font-semibold'
const PHONE_ACTIONS = 'max-sm:mt-2 max-sm:flex-wrap max-sm:items-center max-sm:border-t max-sm:border-slate-200 max-sm:pt-3 dark:max-sm:border-slate-800'

function cellClass<T>(column: DataColumn<T>) {
  const phone = column.primary ? PHONE_PRIMARY : column.actions ? `${PHONE_CELL} ${PHONE_ACTIONS}` : `${PHONE_CELL} ${PHONE_LABEL}`
  return `${CELL} ${column.className ?? ''} ${phone}`
}

/**
 * A list as a table on a wide screen and as a list of cards under 640 px (each value with its
 * heading, the actions visible at the foot of each card): nothing scrolls sideways on a phone.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  testId,
  label,
}: {
  columns: readonly DataColumn<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string | number
  testId?: string
  /** Names the table for assistive technologies when its section's title does not. */
  label?: string
}) {
  return (
    // Explicit roles: a table shown as blocks (the phone's cards) keeps its table semantics for assistive technologies.
    <table role="table" className="w-full text-left text-sm max-sm:block" data-testid={testId} aria-label={label}>
      <thead role="rowgroup" className="text-slate-500 max-sm:sr-only">
        <tr role="row">
          {columns.map((column, index) => (
            <th key={index} role="columnheader" scope="col" className={`${CELL} font-medium`}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="divide-y divide-slate-200 max-sm:block max-sm:space-y-3 max-sm:divide-y-0 dark:divide-slate-800">
        {rows.map((row) => (
          <tr key={rowKey(row)} className="max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:p-3 dark:max-sm:border-slate-800">
            {columns.map((column, index) => (
              <td role="cell" key={index} data-label={column.label} className={cellClass(column)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
