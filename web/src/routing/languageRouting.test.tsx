import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { admin, renderApp, reply } from '../test/renderApp'

const heading = () => screen.findByRole('heading', { level: 1 })

describe('language routing (docs/product.md §2)', () => {
  it('serves French without a prefix and stores the language for 365 days', async () => {
    await renderApp('/')
    expect((await heading()).textContent).toBe('Envoyez vos fichiers. Prouvez qu’ils existaient.')
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'))
    expect(document.cookie).toContain('sceau_locale=fr')
  })

  it('detects the browser language on the root path', async () => {
    const { router } = await renderApp('/', { browserLanguages: ['de-DE', 'en-US'] })
    expect((await heading()).textContent).toBe('Send your files. Prove they existed.')
    expect(router.state.location.pathname).toBe('/en')
    await waitFor(() => expect(document.documentElement.lang).toBe('en'))
    expect(document.cookie).toContain('sceau_locale=en')
  })

  it('prefers the stored language to the browser on the root path', async () => {
    document.cookie = 'sceau_locale=es; Path=/'
    const { router } = await renderApp('/', { browserLanguages: ['en-US'] })
    expect((await heading()).textContent).toBe('Envía tus archivos. Demuestra que existían.')
    expect(router.state.location.pathname).toBe('/es')
  })

  it('does not detect anything on other paths: the prefix decides', async () => {
    document.cookie = 'sceau_locale=en; Path=/'
    const { router } = await renderApp('/infos/nos-engagements', { browserLanguages: ['en-US'] })
    expect((await heading()).textContent).toBe('Nos engagements')
    expect(router.state.location.pathname).toBe('/infos/nos-engagements')
    await waitFor(() => expect(document.cookie).toContain('sceau_locale=fr'))
  })

  it('resolves localised info pages and the old /pages paths in each language', async () => {
    const { router } = await renderApp('/it/pages/nos-engagements')
    expect((await heading()).textContent).toBe('I nostri impegni')
    expect(router.state.location.pathname).toBe('/it/infos/nostri-impegni')
  })

  it('sends anonymous visitors of "user" screens to the login page of their language', async () => {
    const { router } = await renderApp('/en/app/receptions', { api: { 'GET /users/me': reply(401, { error: { code: 'E_UNAUTHORIZED', message: 'Log in' } }) } })
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'))
  })

  it('applies the access gate: an unconfirmed user goes to the confirmation page', async () => {
    const { router } = await renderApp('/app/receptions', { api: { 'GET /users/me': reply(200, { ...admin, mailConfirmed: false }) } })
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/confirmation'))
  })
})
