import { afterEach, describe, expect, it, vi } from 'vitest'
import { detectRootLanguage, readLocaleCookie, writeLocaleCookie } from './localeCookie'

describe('language cookie', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is written for 365 days on the whole site and read back', () => {
    const set = vi.spyOn(document, 'cookie', 'set')
    writeLocaleCookie('it')
    expect(set).toHaveBeenCalledWith('sceau_locale=it; Max-Age=31536000; Path=/; SameSite=Lax')
    expect(readLocaleCookie()).toBe('it')
  })

  it('ignores values that are not a supported language', () => {
    expect(readLocaleCookie('sceau_locale=de')).toBeUndefined()
    expect(readLocaleCookie('other=en')).toBeUndefined()
  })
})

describe('root language detection', () => {
  it('prefers the stored choice over the browser', () => {
    expect(detectRootLanguage('sceau_locale=pt', ['en-US'])).toBe('pt')
  })

  it('takes the first supported browser language, by its primary subtag', () => {
    expect(detectRootLanguage('', ['de-DE', 'es-MX', 'en'])).toBe('es')
    expect(detectRootLanguage('', ['EN-gb'])).toBe('en')
  })

  it('falls back to French', () => {
    expect(detectRootLanguage('', ['de', 'ja'])).toBe('fr')
    expect(detectRootLanguage('', [])).toBe('fr')
  })
})
