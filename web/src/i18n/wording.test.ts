/*
 * Texts say what the product does, one way, in every catalogue the product shows or mails (app,
 * plugins, platform mails and errors, extension, embed): French names a deposit "dépôt" (docs/product.md §2),
 * never "consignation"; no language promises a compression that never happens.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../../..')
const LANGUAGES = ['fr', 'en', 'es', 'it', 'pt']
const CATALOGUES = [
  'web',
  'platform',
  'extension',
  'embed',
  'plugins/transfer',
  'plugins/consignment',
  'plugins/receptions',
  'plugins/capsules',
  'plugins/git-deploy',
]

type Catalogue = { [key: string]: string | Catalogue }

function read(folder: string, language: string): Catalogue {
  return JSON.parse(readFileSync(resolve(ROOT, folder, `locales/${language}.json`), 'utf8')) as Catalogue
}

function texts(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : texts(value, `${prefix}${key}.`)
  )
}

describe('French wording of deposits', () => {
  it.each(CATALOGUES)('%s/locales/fr.json says "dépôt", never "consignation"', (folder) => {
    const catalogue = read(folder, 'fr')
    // The page path /infos/preuve-depot-consignation is an address, not a text.
    const offending = texts(catalogue).filter(([, text]) => /consign/i.test(text.replace(/\/infos\/preuve-depot-consignation/g, '')))
    expect(offending).toEqual([])
  })
})

// These texts speak of archives Sceau does not make for a send: the extension's package to unzip, a capture refused as a ZIP bomb.
const ABOUT_OTHER_ARCHIVES = new Set(['plugins/capsules:screens.integrations.packages.chrome.unzip', 'plugins/capsules:errors.waczOverLimits'])

describe('Steps of a send', () => {
  // Files are sent as they are and downloads are stored ZIPs: the step before the upload prepares and hashes.
  it.each(CATALOGUES)('%s/locales: no language promises compression', (folder) => {
    for (const language of LANGUAGES) {
      const offending = texts(read(folder, language)).filter(
        ([key, text]) => !ABOUT_OTHER_ARCHIVES.has(`${folder}:${key}`) && /compress|compresi[oó]n/i.test(text)
      )
      expect(offending, language).toEqual([])
    }
  })
})

describe('Features built', () => {
  // Receptions, the extension's captures, the deploy action and the CLI work: no text says they are coming.
  it.each(['screens.home.pricing.paid.receptions', 'screens.home.pricing.paid.integrations', 'integrations.tokens.text'])(
    'web %s no longer says coming, in any language',
    (key) => {
      for (const [language, coming] of Object.entries({ fr: /bientôt/, en: /\bcoming\b/, es: /próximamente|pronto/, it: /in arrivo/, pt: /brevemente/ })) {
        const text = Object.fromEntries(texts(read('web', language)))[key]
        expect(text, `${key} in ${language}`).not.toMatch(coming)
      }
    }
  )
})

// A placeholder such as {organisation} names a value, not a word the reader sees.
const withoutPlaceholders = (text: string) => text.replace(/\{\s*[\w.]+\s*(,[^{}]*)?\}/g, '')

describe('One spelling per language', () => {
  it.each([...CATALOGUES, 'packages/cli'])('%s/locales/en.json writes American English, as most screens do', (folder) => {
    const british =
      /\b(organis(e|ed|ation|ations)|customis(e|ed|ation)|colours?|cancelled|analys(ed|ing)|authoris(e|ed|ation)|artefacts?|licence|behaviour)\b|\be-mails?\b/i
    const offending = texts(read(folder, 'en')).filter(([, text]) => british.test(withoutPlaceholders(text)))
    expect(offending).toEqual([])
  })

  it.each([...CATALOGUES, 'packages/cli'])('%s/locales/fr.json writes "e-mail" and the typographic apostrophe', (folder) => {
    const offending = texts(read(folder, 'fr')).filter(([, text]) => /\bemails?\b|(?<=\p{L})'(?=\p{L})/u.test(withoutPlaceholders(text)))
    expect(offending).toEqual([])
  })
})
