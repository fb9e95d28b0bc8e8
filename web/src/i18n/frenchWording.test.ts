/*
 * French names a deposit one way: "dépôt" (SPEC §2), never "consignation" or "consigner", in every
 * French text the product shows or mails (app, plugins, platform mails and errors, extension, embed).
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../../..')
const CATALOGUES = ['web', 'platform', 'extension', 'embed', 'plugins/transfer', 'plugins/consignment', 'plugins/receptions', 'plugins/capsules', 'plugins/git-deploy']

type Catalogue = { [key: string]: string | Catalogue }

function texts(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : texts(value, `${prefix}${key}.`)))
}

describe('French wording of deposits', () => {
  it.each(CATALOGUES)('%s/locales/fr.json says "dépôt", never "consignation"', (folder) => {
    const catalogue = JSON.parse(readFileSync(resolve(ROOT, folder, 'locales/fr.json'), 'utf8')) as Catalogue
    // The SPEC's page path /infos/preuve-depot-consignation is an address, not a text.
    const offending = texts(catalogue).filter(([, text]) => /consign/i.test(text.replace(/\/infos\/preuve-depot-consignation/g, '')))
    expect(offending).toEqual([])
  })
})
