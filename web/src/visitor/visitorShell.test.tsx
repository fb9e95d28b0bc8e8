/* The visitor shell a browser loads on the home page and the send page (src/main.tsx): the app's frames and screens without router or i18next. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { member, reply, stubApi } from '../test/renderApp'
import { anonymousCapabilities, transferLimits } from '../test/fixtures'
import { bootVisitor } from './bootVisitor'
import { visitorPath } from './visitorPath'

let root: Root | null = null

const anonymous = reply(401, { error: { code: 'E_UNAUTHORIZED', message: 'Log in' } })

async function openPage(path: string) {
  window.history.replaceState(null, '', path)
  const container = document.body.appendChild(document.createElement('div'))
  container.id = 'root'
  const page = visitorPath(window.location.pathname)
  expect(page).not.toBeNull()
  root = await act(() => bootVisitor(page!, container))
}

/** Text nodes that are a catalogue key ("screens.card.title"): a word the page's catalogue subset lacks. */
function keysShown(): string[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const keys: string[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? ''
    if (/^[a-z][\w-]*(:[\w-]+)?(\.[\w-]+)+$/.test(text)) keys.push(text)
  }
  return keys
}

afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.innerHTML = ''
  document.cookie = 'sceau_locale=; max-age=0; path=/'
  window.history.replaceState(null, '', '/')
})

describe('visitor shell', () => {
  it('recognises the home page and the send page, in every language, and nothing else', () => {
    expect(visitorPath('/')).toBe('/')
    expect(visitorPath('/en')).toBe('/')
    expect(visitorPath('/pt/')).toBe('/')
    expect(visitorPath('/transfer')).toBe('/transfer')
    expect(visitorPath('/es/transfer/')).toBe('/transfer')
    expect(visitorPath('/fr/transfer')).toBeNull()
    expect(visitorPath('/de')).toBeNull()
    expect(visitorPath('/transfer/x')).toBeNull()
    expect(visitorPath('/app/transfers')).toBeNull()
    expect(visitorPath('/download/abc')).toBeNull()
  })

  it('the send page: the card with its words, the login modal loaded on the first click, the language and footer links', async () => {
    stubApi({
      'GET /users/me': anonymous,
      'GET /transfer/limits': reply(200, transferLimits),
      'GET /transfer/capabilities': reply(200, anonymousCapabilities),
    })
    await openPage('/en/transfer')
    expect(document.documentElement.lang).toBe('en')
    expect(document.cookie).toContain('sceau_locale=en')
    await screen.findByLabelText('Your email address')
    // Enabled once GET /transfer/capabilities answered (the shell holds GETs for the app's minimum display time).
    const submit = await screen.findByRole('button', { name: 'Transfer' })
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(submit)
    expect(await screen.findByText('Add at least one file')).toBeTruthy()
    // The limits under the card, from GET /transfer/limits.
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(2))
    // Links are the document's: the whole app loads at their address, in the page's language.
    expect(screen.getByRole('link', { name: 'Sceau home page' }).getAttribute('href')).toBe('/en')
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Legal notice' }).getAttribute('href')).toBe('/en/pages/legal#legal-notice')
    expect(keysShown()).toEqual([])

    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByLabelText('Email address')).toBeTruthy()
    expect(keysShown()).toEqual([])
  })

  it('the send page of a signed-in member has no login button', async () => {
    stubApi({
      'GET /users/me': reply(200, member),
      'GET /transfer/limits': reply(200, transferLimits),
      'GET /transfer/capabilities': reply(200, { ...anonymousCapabilities, tier: 'paid', verification: false, password: true }),
    })
    await openPage('/transfer')
    await screen.findByRole('button', { name: 'Transférer' })
    await waitFor(() => expect(screen.queryByText('Se connecter')).toBeNull())
    expect(document.documentElement.lang).toBe('fr')
  })

  it('a failed query raises the app’s error toast', async () => {
    stubApi({
      'GET /users/me': anonymous,
      'GET /transfer/limits': reply(500, { error: { code: 'E_INTERNAL', message: 'Boom' } }),
      'GET /transfer/capabilities': reply(200, anonymousCapabilities),
    })
    await openPage('/en/transfer')
    const errors = await screen.findByRole('alert', { name: 'Errors' }, { timeout: 10_000 })
    expect(await within(errors).findByText('Loading failed', {}, { timeout: 10_000 })).toBeTruthy()
  })

  it('the bare root takes the browser language, as the app does, and shows the home page with the send card', async () => {
    stubApi({ 'GET /users/me': anonymous, 'GET /transfer/capabilities': reply(200, anonymousCapabilities) })
    const languages = Object.getOwnPropertyDescriptor(window.navigator, 'languages')
    Object.defineProperty(window.navigator, 'languages', { value: ['es-ES'], configurable: true })
    try {
      await openPage('/?from=mail#top')
    } finally {
      if (languages) Object.defineProperty(window.navigator, 'languages', languages)
      else delete (window.navigator as { languages?: unknown }).languages
    }
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/es?from=mail#top')
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Envía tus archivos. Demuestra que existían.')
    expect(document.documentElement.lang).toBe('es')
    // The hero's send card, from the transfer plugin's "home.hero" slot.
    expect(await screen.findByTestId('transfer-files')).toBeTruthy()
    // Signed out: log in and sign up, as the app's public header shows.
    expect(screen.getAllByRole('link', { name: 'Iniciar sesión' })[0].getAttribute('href')).toBe('/es/login')
    // The sections below the first screen come with their words (the first catalogue has the hero's only).
    expect(await screen.findByRole('heading', { level: 2, name: 'Precios sencillos' })).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(5)
    expect(keysShown()).toEqual([])
  })
})
