import { describe, expect, it } from 'vitest'
import { languageFromPath, stripLanguagePrefix, withLanguagePrefix } from './languages'

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
