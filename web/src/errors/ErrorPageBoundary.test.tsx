import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorPageBoundary } from './ErrorPageBoundary'

function Broken(): never {
  throw new Error('the error page itself failed')
}

describe('ErrorPageBoundary', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    window.history.replaceState(null, '', '/')
  })

  it('renders the error page when it works', () => {
    render(<ErrorPageBoundary>{<p>404</p>}</ErrorPageBoundary>)
    expect(screen.getByText('404')).toBeTruthy()
  })

  it('falls back to a plain message and a link home when the error page fails, and reports it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetch = vi.fn(async () => new Response(null, { status: 202 }))
    vi.stubGlobal('fetch', fetch)
    window.history.replaceState(null, '', '/es/whatever')
    render(
      <ErrorPageBoundary>
        <Broken />
      </ErrorPageBoundary>
    )
    expect(screen.getByRole('alert').textContent).toContain('Se produjo un error al mostrar la página de error')
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/es')
    expect(fetch).toHaveBeenCalledWith('/api/v2/client-errors', expect.objectContaining({ method: 'POST' }))
  })

  it('says it in English on English pages', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    window.history.replaceState(null, '', '/en/x')
    render(
      <ErrorPageBoundary>
        <Broken />
      </ErrorPageBoundary>
    )
    expect(screen.getByText('An error occurred while showing the error page')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en')
  })
})
