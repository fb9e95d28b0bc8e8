// @vitest-environment node
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

describe('One register of address per language (issue 27)', () => {
  // Spanish says tú, Italian says tu, Portuguese says the formal o seu / Introduza (European, without você):
  // a customer is not told "Inicia sesión" on one screen and "Introduzca" on the next.
  const FORMS: Record<string, RegExp> = {
    es: /(?<!\p{L})(usted|ustedes|Introduzca|Vuelva a|[Vv]uelva a intentarlo|[Ii]nténtelo|[Pp]óngase|Compruebe|Elija|Pida|Añada|Inicie sesión|Haga clic|Pulse|Abra|Espere|Confirme|Descargue|Escriba|Pegue|Copie|Revise|Utilice|Guarde|Suelte|Contacte con|Defina|Suscríbase|Únase|Restablezca|[Ii]gnore este)(?!\p{L})/u,
    it: /(?<!\p{L})(Lei|Inserisca|[Rr]iprovi|Verifichi|Controlli|Scelga|Chieda|Apra|Attenda|Clicchi|Aggiunga|Crei|Acceda|Utilizzi|Incolli|Confermi|Scarichi|Indichi|Digiti|Trascini|Si rivolga|Create|Salvate|Scrivete)(?!\p{L})/u,
    pt: /(?<!\p{L})(você|vocês|teu|tua|teus|tuas|podes|tens|queres)(?!\p{L})/u,
  }
  const ALL = [...CATALOGUES, 'packages/cli']
  it.each(Object.keys(FORMS))('%s: no catalogue switches register', (language) => {
    const offending = ALL.flatMap((folder) =>
      texts(read(folder, language))
        .filter(([, text]) => FORMS[language].test(text))
        .map(([key, text]) => `${folder}:${key}: ${text}`)
    )
    expect(offending).toEqual([])
  })
})

describe('One word for e-mail per language (issue 27)', () => {
  // Spanish says "correo (electrónico)", Italian and Portuguese write "e-mail", as most of their screens already did.
  const OTHER: Record<string, RegExp> = {
    es: /(?<![\p{L}-])e-?mails?(?!\p{L})/iu,
    it: /(?<![\p{L}-])emails?(?!\p{L})/iu,
    pt: /(?<![\p{L}-])emails?(?!\p{L})/iu,
  }
  it.each(Object.keys(OTHER))('%s: one spelling of e-mail in every catalogue', (language) => {
    const offending = [...CATALOGUES, 'packages/cli'].flatMap((folder) =>
      texts(read(folder, language))
        .filter(([, text]) => OTHER[language].test(withoutPlaceholders(text)))
        .map(([key, text]) => `${folder}:${key}: ${text}`)
    )
    expect(offending).toEqual([])
  })
})
