import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useReferenceData } from './hooks.js'

function Formats({ label }: { label: string }) {
  const formats = useReferenceData<{ archive: string }>('/capsules/formats')
  return <p>{formats.data ? `${label}: ${formats.data.archive}` : `${label}…`}</p>
}

describe('useReferenceData', () => {
  it('asks the API once under /api/v2, then every screen reads the kept answer', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ archive: 'WACZ' }), { status: 200, headers: { 'Content-Type': 'application/json' } }))
    vi.stubGlobal('fetch', fetch)
    const client = new QueryClient()
    const { rerender } = render(
      <QueryClientProvider client={client}>
        <Formats label="first" />
      </QueryClientProvider>
    )
    expect(await screen.findByText('first: WACZ')).toBeTruthy()
    rerender(
      <QueryClientProvider client={client}>
        <Formats label="first" />
        <Formats label="second" />
      </QueryClientProvider>
    )
    expect(screen.getByText('second: WACZ')).toBeTruthy()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('/api/v2/capsules/formats')
    vi.unstubAllGlobals()
  })
})
