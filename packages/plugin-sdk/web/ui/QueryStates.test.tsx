import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { QueryStates } from './QueryStates.js'

function States({ query }: { query: { isPending: boolean; isError: boolean; data: string[] | undefined } }) {
  return (
    <QueryStates
      query={query}
      loading="Loading the formats…"
      failed="The formats are unavailable."
      empty="No format yet."
      isEmpty={(data) => data.length === 0}
    >
      {(data) => (
        <ul>
          {data.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryStates>
  )
}

describe('QueryStates', () => {
  it('says it is loading, then shows the content', () => {
    const { rerender } = render(<States query={{ isPending: true, isError: false, data: undefined }} />)
    expect(screen.getByRole('status').textContent).toBe('Loading the formats…')
    rerender(<States query={{ isPending: false, isError: false, data: ['WARC', 'PNG'] }} />)
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['WARC', 'PNG'])
  })

  it('says when the request failed, keeping what an earlier answer showed', () => {
    render(<States query={{ isPending: false, isError: true, data: ['WARC'] }} />)
    expect(screen.getByRole('alert').textContent).toBe('The formats are unavailable.')
    expect(screen.getByRole('listitem').textContent).toBe('WARC')
  })

  it('says the answer is empty instead of an empty list', () => {
    render(<States query={{ isPending: false, isError: false, data: [] }} />)
    expect(screen.getByText('No format yet.')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
  })
})
