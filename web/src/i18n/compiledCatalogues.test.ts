// @vitest-environment node
/* The build's compiled catalogues format like their ICU sources (scripts/compiledCatalogues.ts). */
import { describe, expect, it } from 'vitest'
import { browserCatalogue, compileCatalogue } from '../../scripts/compiledCatalogues'
import { COMPILED_MARKER } from './compiledMessage'
import { formatMessage } from './formatMessage'

const source = {
  plain: 'Tout télécharger',
  apostrophe: "Votre offre n'inclut pas les captures",
  escaped: "Écrivez '{nom}' tel quel",
  nested: { count: '{count, plural, =0 {Aucun fichier} one {# fichier} other {# fichiers}} sélectionné(s)' },
  select: '{state, select, ready {Prêt} other {En analyse}} ({size})',
  number: '{amount, number} octets',
}

describe('compiled catalogues', () => {
  const compiled = compileCatalogue(source, 'fr') as typeof source

  it('keep plain text as it is and compile the rest', () => {
    expect(compiled.plain).toBe(source.plain)
    for (const message of [compiled.apostrophe, compiled.escaped, compiled.nested.count, compiled.select, compiled.number]) {
      expect(message.startsWith(COMPILED_MARKER)).toBe(true)
    }
  })

  it('format like the sources', () => {
    const cases: [keyof typeof source | 'count', Record<string, unknown>][] = [
      ['apostrophe', {}],
      ['escaped', {}],
      ['select', { state: 'ready', size: '3 Mo' }],
      ['select', { state: 'analysing', size: '3 Mo' }],
      ['number', { amount: 1234567 }],
    ]
    for (const [key, values] of cases) {
      const name = key as Exclude<keyof typeof source, 'nested'>
      expect(formatMessage(compiled[name], 'fr', values)).toBe(formatMessage(source[name], 'fr', values))
    }
    for (const count of [0, 1, 2, 1500]) {
      expect(formatMessage(compiled.nested.count, 'fr', { count })).toBe(formatMessage(source.nested.count, 'fr', { count }))
    }
    expect(formatMessage(compiled.escaped, 'fr')).toBe('Écrivez {nom} tel quel')
    expect(formatMessage(compiled.nested.count, 'fr', { count: 1500 })).toBe('1\u202f500 fichiers sélectionné(s)')
  })

  it('name the message that is not valid ICU', () => {
    expect(() => compileCatalogue({ screen: { title: 'Bonjour {name' } }, 'fr')).toThrow(/"screen\.title" \(fr\)/)
  })

  it("leave a plugin's mails to the server, and the app's own catalogue whole", () => {
    const catalogue = { screens: { title: 'Transferts' }, mail: { subject: 'Votre transfert' } }
    expect(browserCatalogue(catalogue, '/repo/plugins/transfer/locales/fr.json')).toEqual({ screens: { title: 'Transferts' } })
    expect(browserCatalogue(catalogue, '/repo/web/locales/fr.json')).toEqual(catalogue)
  })
})
