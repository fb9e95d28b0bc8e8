// @vitest-environment node
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
    expect(createTranslator('fr')('capture.button')).toBe('Capturer et déposer cette page')
    expect(createTranslator('en')('capture.button')).toBe('Capture and deposit this page')
    expect(createTranslator('es')('capture.button')).toBe('Capturar y depositar esta página')
    expect(createTranslator('it')('capture.button')).toBe('Acquisisci e deposita questa pagina')
    expect(createTranslator('pt')('capture.button')).toBe('Capturar e depositar esta página')
  })

  it('fills ICU arguments', () => {
    expect(createTranslator('fr')('account.connectedAs', { name: 'Ada Lovelace' })).toBe('Connecté en tant que Ada Lovelace')
    expect(createTranslator('en')('job.uploading', { percent: 42 })).toBe('Uploading: 42%')
  })
})
