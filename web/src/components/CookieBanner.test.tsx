import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../preferences/browserStorage'
import { renderApp } from '../test/renderApp'

describe('CookieBanner', () => {
  it('shows on public pages until an answer is stored', async () => {
    const { user } = await renderApp('/en')
    const banner = await screen.findByRole('region', { name: 'Cookies' })
    expect(banner.textContent).toContain('strictly necessary')
    // Nothing sets a statistics cookie: the banner asks nothing, it informs (one button).
    expect(banner.textContent).not.toMatch(/statistic/i)
    expect(
      within(banner)
        .getAllByRole('button')
        .map((button) => button.textContent)
    ).toEqual(['Got it'])
    await user.click(within(banner).getByRole('button', { name: 'Got it' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull())
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe('accepted')
  })

  it('stays hidden once answered, including the refusal an earlier banner stored', async () => {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, 'refused')
    await renderApp('/en')
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull()
  })

  it('speaks French by default', async () => {
    const { user } = await renderApp('/')
    const banner = await screen.findByRole('region', { name: 'Cookies' })
    expect(banner.textContent).toContain('strictement nécessaires')
    await user.click(within(banner).getByRole('button', { name: 'J’ai compris' }))
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe('accepted')
  })
})
