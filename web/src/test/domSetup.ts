/* jsdom gaps the shell relies on, and a clean browser state for every test (files in the jsdom environment only). */
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

// Screens load lazily: on a busy 2-core CI a first render can take seconds, so findBy*/waitFor wait up to 20 s (a limit, not a timing claim; a load of 12 on 2 cores passed 10 s once).
configure({ asyncUtilTimeout: 20_000 })

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', ResizeObserverStub)
  vi.stubGlobal('scrollTo', () => {})
  vi.stubGlobal(
    'matchMedia',
    (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, onchange: null }) as unknown as MediaQueryList
  )
  Element.prototype.scrollIntoView = () => {}
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
  document.documentElement.lang = ''
  document.documentElement.className = ''
})
