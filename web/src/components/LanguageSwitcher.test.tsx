import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../test/renderApp'

describe('LanguageSwitcher', () => {
  it('keeps the page, its query and hash, and translates a localised slug', async () => {
    const { router, user } = await renderApp('/en/infos/our-engagements?ref=mail#hosting')
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Our commitments')
    // The accessible name holds the visible text (axe label-content-name-mismatch).
    await user.click(screen.getByRole('button', { name: 'Change language EN' }))
    // The menu's code loads on first use (a cold import in the test's transform can take a few seconds).
    await user.click(await screen.findByRole('menuitem', { name: 'Italiano' }, { timeout: 10_000 }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/infos/nostri-impegni'))
    expect(router.state.location.search).toBe('?ref=mail')
    expect(router.state.location.hash).toBe('#hosting')
    expect((await screen.findByRole('heading', { level: 1, name: 'I nostri impegni' })).textContent).toBe('I nostri impegni')
    await waitFor(() => expect(document.documentElement.lang).toBe('it'))
    expect(document.cookie).toContain('sceau_locale=it')
  })

  it('goes back to French by removing the prefix', async () => {
    const { router, user } = await renderApp('/pt/transfer')
    await screen.findByRole('heading', { level: 1, name: 'Envie ficheiros e pastas' })
    await user.click(screen.getByRole('button', { name: 'Mudar de idioma PT' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Français' }, { timeout: 10_000 }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/transfer'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Envoyez des fichiers et des dossiers' })).toBeTruthy()
  })
})
