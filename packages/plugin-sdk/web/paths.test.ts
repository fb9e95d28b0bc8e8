import { describe, expect, it } from 'vitest'
import { createPathLocalizer, languageFromPath, stripLanguagePrefix, withLanguagePrefix } from './paths.js'

describe('language prefixes (docs/product.md §2)', () => {
  it('reads French from unprefixed paths and the others from their prefix', () => {
    expect(languageFromPath('/')).toBe('fr')
    expect(languageFromPath('/transfer')).toBe('fr')
    expect(languageFromPath('/en')).toBe('en')
    expect(languageFromPath('/pt/app/transfers')).toBe('pt')
    expect(languageFromPath('/fr/transfer')).toBe('fr')
    expect(languageFromPath('/de/transfer')).toBe('fr')
    expect(languageFromPath('/english')).toBe('fr')
  })

  it('adds and removes prefixes, French having none', () => {
    expect(withLanguagePrefix('/', 'en')).toBe('/en')
    expect(withLanguagePrefix('/transfer', 'es')).toBe('/es/transfer')
    expect(withLanguagePrefix('/transfer', 'fr')).toBe('/transfer')
    expect(stripLanguagePrefix('/it')).toBe('/')
    expect(stripLanguagePrefix('/it/transfer')).toBe('/transfer')
    expect(stripLanguagePrefix('/transfer')).toBe('/transfer')
  })
})

describe("createPathLocalizer (the app's real routes: web/src/i18n/pathLocalizer.test.ts)", () => {
  const localizer = createPathLocalizer([{ path: '/infos/nos-engagements', paths: { en: '/infos/our-engagements', pt: '/infos/nossos-compromissos' } }])

  it('keeps a query or a hash after the translated path', () => {
    expect(localizer.href('/infos/nos-engagements#prix', 'en')).toBe('/en/infos/our-engagements#prix')
    expect(localizer.href('/infos/nos-engagements?from=home', 'pt')).toBe('/pt/infos/nossos-compromissos?from=home')
    expect(localizer.href('/transfer?from=home#send', 'it')).toBe('/it/transfer?from=home#send')
  })
})
