import { describe, expect, it } from 'vitest'
import { createPathLocalizer, languageFromPath, stripLanguagePrefix, withLanguagePrefix } from './paths.js'

describe('language prefixes (SPEC §2)', () => {
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

describe('createPathLocalizer: translated slugs of the localised pages (SPEC §2)', () => {
  const localizer = createPathLocalizer([
    { path: '/infos/nos-engagements', paths: { en: '/infos/our-engagements', es: '/infos/nuestros-compromisos', it: '/infos/nostri-impegni', pt: '/infos/nossos-compromissos' } },
    { path: '/transfer' },
  ])

  it('gives each language its own slug, behind its prefix', () => {
    expect(localizer.href('/infos/nos-engagements', 'fr')).toBe('/infos/nos-engagements')
    expect(localizer.href('/infos/nos-engagements', 'en')).toBe('/en/infos/our-engagements')
    expect(localizer.href('/infos/nos-engagements', 'es')).toBe('/es/infos/nuestros-compromisos')
    expect(localizer.href('/infos/nos-engagements', 'it')).toBe('/it/infos/nostri-impegni')
    expect(localizer.href('/infos/nos-engagements', 'pt')).toBe('/pt/infos/nossos-compromissos')
  })

  it('keeps a query or a hash after the translated path', () => {
    expect(localizer.href('/infos/nos-engagements#prix', 'en')).toBe('/en/infos/our-engagements#prix')
    expect(localizer.href('/transfer?from=home', 'it')).toBe('/it/transfer?from=home')
  })

  it('reads a translated path back to its canonical one', () => {
    expect(localizer.canonical('/pt/infos/nossos-compromissos')).toBe('/infos/nos-engagements')
    expect(localizer.switchLanguage('/en/infos/our-engagements', 'es')).toBe('/es/infos/nuestros-compromisos')
  })
})
