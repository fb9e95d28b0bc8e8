/* The CLI's catalogues: every language has every message, with the same placeholders, and each is a valid ICU message. */
import { readFileSync } from 'node:fs'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { expect, test } from 'vitest'
import { LANGUAGES, t, terminalLanguage } from '../src/i18n.ts'

const catalogue = (language: string) => JSON.parse(readFileSync(new URL(`../locales/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>

function placeholders(elements: MessageFormatElement[], into = new Set<string>()) {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date) into.add(element.value)
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value)
      for (const option of Object.values(element.options)) placeholders(option.value, into)
    }
  }
  return into
}

test('every language has the English messages, with the same placeholders', () => {
  const english = catalogue('en')
  for (const language of LANGUAGES) {
    const messages = catalogue(language)
    expect(Object.keys(messages).sort(), language).toEqual(Object.keys(english).sort())
    for (const [key, message] of Object.entries(messages)) {
      expect([...placeholders(parse(message, { ignoreTag: true }))].sort(), `${language} ${key}`).toEqual(
        [...placeholders(parse(english[key]!, { ignoreTag: true }))].sort()
      )
    }
  }
})

test('the terminal’s language: LC_ALL, LC_MESSAGES, then LANG; English otherwise', () => {
  expect(terminalLanguage({ LANG: 'fr_FR.UTF-8' })).toBe('fr')
  expect(terminalLanguage({ LANG: 'fr_FR.UTF-8', LC_MESSAGES: 'es_ES.UTF-8' })).toBe('es')
  expect(terminalLanguage({ LANG: 'fr_FR.UTF-8', LC_MESSAGES: 'es_ES.UTF-8', LC_ALL: 'it_IT' })).toBe('it')
  expect(terminalLanguage({ LANG: 'pt' })).toBe('pt')
  expect(terminalLanguage({ LANG: 'C.UTF-8' })).toBe('en')
  expect(terminalLanguage({ LANG: 'de_DE.UTF-8' })).toBe('en')
  expect(terminalLanguage({})).toBe('en')
  expect(t('error.notUploaded', { count: 2, files: 'a, b', reason: 'x' }, 'fr')).toBe('2 fichiers non envoyés : a, b (x)')
})
