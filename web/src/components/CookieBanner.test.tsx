import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../preferences/browserStorage'
import { renderApp } from '../test/renderApp'

describe('CookieBanner', () => {
  it('shows on public pages until an answer is stored', async () => {
    const { user } = await renderApp('/en')
    const banner = await screen.findByRole('region', { name: 'Cookies' })
    expect(banner.textContent).toContain('session cookie')
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull())
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe('accepted')
  })

  it('stays hidden once answered, refusal included', async () => {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, 'refused')
    await renderApp('/en')
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull()
  })

  it('records a refusal as an answer', async () => {
    const { user } = await renderApp('/')
    await user.click(await screen.findByRole('button', { name: 'Refuser les statistiques' }))
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe('refused')
  })
})
