// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { appPlugins } from '../core/appPlugins'
import { createPathLocalizer } from '@sceau/plugin-sdk/web'

const localizer = createPathLocalizer(appPlugins.flatMap((plugin) => plugin.routes ?? []))

describe('localised info pages (docs/product.md §2 table)', () => {
  it('resolves the commitments page in every language', () => {
    expect(localizer.href('/infos/nos-engagements', 'fr')).toBe('/infos/nos-engagements')
    expect(localizer.href('/infos/nos-engagements', 'en')).toBe('/en/infos/our-engagements')
    expect(localizer.href('/infos/nos-engagements', 'it')).toBe('/it/infos/nostri-impegni')
    expect(localizer.href('/infos/nos-engagements', 'es')).toBe('/es/infos/nuestros-compromisos')
    expect(localizer.href('/infos/nos-engagements', 'pt')).toBe('/pt/infos/nossos-compromissos')
  })

  it('resolves the deposit proof page of the consignment plugin', () => {
    expect(localizer.href('/infos/preuve-depot-consignation', 'en')).toBe('/en/infos/proof-deposit-consignment')
    expect(localizer.href('/infos/preuve-depot-consignation', 'it')).toBe('/it/infos/deposito-prova-spedizione')
    expect(localizer.href('/infos/preuve-depot-consignation', 'es')).toBe('/es/infos/deposito-prueba-consignacion')
    expect(localizer.canonical('/en/infos/proof-deposit-consignment')).toBe('/infos/preuve-depot-consignation')
  })

  it('only prefixes pages that have no translated path', () => {
    expect(localizer.href('/transfer', 'es')).toBe('/es/transfer')
    expect(localizer.href('/', 'pt')).toBe('/pt')
    expect(localizer.canonical('/es/transfer')).toBe('/transfer')
  })

  it('switches a page to another language, translating its slug', () => {
    expect(localizer.switchLanguage('/en/infos/our-engagements', 'it')).toBe('/it/infos/nostri-impegni')
    expect(localizer.switchLanguage('/it/infos/nostri-impegni', 'fr')).toBe('/infos/nos-engagements')
    expect(localizer.switchLanguage('/app/transfers/42', 'pt')).toBe('/pt/app/transfers/42')
    expect(localizer.switchLanguage('/pt', 'fr')).toBe('/')
    // A French slug typed under another prefix is not that language's page: it is left as is.
    expect(localizer.switchLanguage('/en/infos/nos-engagements', 'fr')).toBe('/infos/nos-engagements')
  })
})
