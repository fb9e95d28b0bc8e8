import { describe, expect, it } from 'vitest'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { CATALOGUES, LANGUAGES, formatMessage, resolveLanguage, t } from './i18n.js'

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
    it(`${language}: every message renders as the ICU parser reads it`, () => {
      for (const [key, message] of Object.entries(CATALOGUES[language])) {
        const values = { date: '12/03/2025', fileName: 'contrat.pdf' }
        expect(formatMessage(message, values), `${language}:${key}`).toBe(renderWithParser(message, values))
      }
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
