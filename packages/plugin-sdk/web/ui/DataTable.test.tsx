import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DataTable } from './DataTable.js'

const rows = [
  { id: 1, name: 'Contract.pdf', size: '12 KB' },
  { id: 2, name: 'Photos', size: '3 MB' },
]

function Table() {
  return (
    <DataTable
      testId="files"
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { label: 'Name', primary: true, cell: (row) => row.name },
        { label: 'Size', cell: (row) => row.size },
        { label: 'Actions', actions: true, cell: (row) => <button type="button">Open {row.name}</button> },
      ]}
    />
  )
}

describe('DataTable', () => {
  it('is a table with its headings and one row per item', () => {
    render(<Table />)
    expect(screen.getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['Name', 'Size', 'Actions'])
    const [, first, second] = screen.getAllByRole('row')
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    ).toEqual(['Contract.pdf', '12 KB', 'Open Contract.pdf'])
    expect(within(second).getByRole('button').textContent).toBe('Open Photos')
  })

  it('becomes cards on a phone: each value carries its heading, the row name and the actions none', () => {
    render(<Table />)
    const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell')
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['Name', 'Size', 'Actions'])
    // The heading is written before a value only (the name heads the card, the actions close it).
    expect(cells[1].className).toContain('max-sm:before:content-[attr(data-label)]')
    expect(cells[0].className).not.toContain('before:content')
    expect(cells[2].className).not.toContain('before:content')
    expect(screen.getByTestId('files').querySelector('thead')?.className).toContain('max-sm:sr-only')
  })
})
