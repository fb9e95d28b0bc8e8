import { describe, expect, it } from 'vitest'
import { createTranslator, resolveLanguage } from './i18n'

describe('resolveLanguage', () => {
  it.each([
    ['fr', 'fr'],
    ['en-US', 'en'],
    ['en_GB', 'en'],
    ['pt-BR', 'pt'],
    ['ES', 'es'],
    ['it-CH', 'it'],
    ['de', 'fr'],
    ['', 'fr'],
    [undefined, 'fr'],
  ])('%s gives %s (French by default)', (ui, expected) => {
    expect(resolveLanguage(ui)).toBe(expected)
  })
})

describe('createTranslator', () => {
  it('translates in the chosen language', () => {
    expect(createTranslator('fr')('capture.button')).toBe('Capturer cette page')
    expect(createTranslator('en')('capture.button')).toBe('Capture this page')
    expect(createTranslator('es')('capture.button')).toBe('Capturar esta página')
    expect(createTranslator('it')('capture.button')).toBe('Acquisisci questa pagina')
    expect(createTranslator('pt')('capture.button')).toBe('Capturar esta página')
  })

  it('formats ICU time arguments for the language', () => {
    const at = new Date(2025, 2, 12, 14, 5, 9)
    expect(createTranslator('fr')('capture.done', { capturedAt: at })).toBe('Capture de la partie visible de la page, prise à 14:05:09')
    expect(createTranslator('en')('capture.done', { capturedAt: at })).toMatch(/taken at 2:05:09\sPM$/)
  })
})
