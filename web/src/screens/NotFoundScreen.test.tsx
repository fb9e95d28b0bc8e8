import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../test/renderApp'

describe('404 page', () => {
  it('says the page could not be found, links home, to the contact form and the status page (social only once configured)', async () => {
    await renderApp('/en/no/such/page')
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This page could not be found')
    expect(screen.getByText('Error 404')).toBeTruthy()
    expect(screen.getByText(/mistyped/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en')
    const footer = within(screen.getByRole('navigation', { name: 'Help' }))
    expect(footer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Contact', '/contact'],
      ['Service status', '/status'],
    ])
  })

  it('is translated, with the home of the page’s language', async () => {
    await renderApp('/app/nothing-here')
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Cette page est introuvable')
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/')
  })
})
