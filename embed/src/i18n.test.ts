import { describe, expect, it } from 'vitest'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { CATALOGUES, LANGUAGES, formatMessage, resolveLanguage, t } from './i18n.js'
import fr from '../locales/fr.json'
import en from '../locales/en.json'
import es from '../locales/es.json'
import it_ from '../locales/it.json'
import pt from '../locales/pt.json'

const FILES = { fr, en, es, it: it_, pt }
const VALUES = { date: '12/03/2025', fileName: 'contrat.pdf', tx: '0xabcd…', percent: '42 %' }

/* Reference rendering from the ICU parser's tree, for messages of text and simple arguments. */
function renderWithParser(message: string, values: Record<string, string>): string {
  return parse(message)
    .map((element: MessageFormatElement) => {
      if (element.type === TYPE.literal) return element.value
      if (element.type === TYPE.argument) return values[element.value]
      throw new Error(`"${message}" uses ICU type ${element.type}, which the badge's formatter does not handle`)
    })
    .join('')
}

describe('catalogues', () => {
  for (const language of LANGUAGES) {
    it(`${language}: every message of both sections renders as the ICU parser reads it`, () => {
      const { badge, verify } = FILES[language]
      for (const [key, message] of Object.entries({ ...badge, ...verify })) {
        expect(formatMessage(message, VALUES), `${language}:${key}`).toBe(renderWithParser(message, VALUES))
      }
    })

    it(`${language}: has exactly the keys of the French catalogue`, () => {
      expect(Object.keys(FILES[language].badge)).toEqual(Object.keys(fr.badge))
      expect(Object.keys(FILES[language].verify)).toEqual(Object.keys(fr.verify))
      expect(CATALOGUES[language]).toEqual(FILES[language].badge)
    })
  }
})

describe('formatMessage', () => {
  it('replaces arguments and follows ICU apostrophe quoting', () => {
    expect(formatMessage('Déposé le {date}', { date: '3 mars' })).toBe('Déposé le 3 mars')
    expect(formatMessage("l'horodatage", {})).toBe("l'horodatage")
    expect(formatMessage("it''s '{literal}' {x}", { x: 'ok' })).toBe("it's {literal} ok")
    expect(formatMessage('{missing}', {})).toBe('{missing}')
  })
})

describe('resolveLanguage', () => {
  it('takes the first supported candidate, by primary subtag', () => {
    expect(resolveLanguage('en-GB')).toBe('en')
    expect(resolveLanguage('PT_br')).toBe('pt')
    expect(resolveLanguage('de', undefined, 'it')).toBe('it')
  })

  it('falls back to French', () => {
    expect(resolveLanguage()).toBe('fr')
    expect(resolveLanguage('', null, 'de-DE')).toBe('fr')
  })

  it('translates in the requested language', () => {
    expect(t('es', 'state.retry')).toBe('Reintentar')
  })
})
