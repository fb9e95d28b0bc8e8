/*
 * Every translation catalogue of the workspace (<package>/locales/<lang>.json) has the same keys in
 * fr, en, es, it and pt, each message parses as ICU, and each carries the same placeholders.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'

const LANGS = ['fr', 'en', 'es', 'it', 'pt'] as const
const root = fileURLToPath(new URL('../../../', import.meta.url))

function catalogueFolders() {
  const folders: string[] = []
  for (const app of ['platform', 'web', 'embed', 'extension']) folders.push(join(root, app, 'locales'))
  for (const group of ['plugins', 'packages']) {
    for (const name of readdirSync(join(root, group))) folders.push(join(root, group, name, 'locales'))
  }
  return folders.filter((folder) => existsSync(folder))
}

function flatten(value: unknown, prefix = '', into: Record<string, string> = {}) {
  if (typeof value === 'string') into[prefix] = value
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into)
  }
  return into
}

function placeholders(elements: MessageFormatElement[], into = new Set<string>()) {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) {
      into.add(element.value)
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value)
      for (const option of Object.values(element.options)) placeholders(option.value, into)
    } else if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`)
      placeholders(element.children, into)
    }
  }
  return into
}

const folders = catalogueFolders()

describe('translation catalogues', () => {
  it('exist for the platform, the web app and every plugin', () => {
    const names = folders.map((folder) => relative(root, folder))
    expect(names).toEqual(expect.arrayContaining(['platform/locales', 'plugins/transfer/locales']))
  })

  for (const folder of folders) {
    const name = relative(root, folder)
    describe(name, () => {
      const catalogues = Object.fromEntries(
        LANGS.map((lang) => {
          const file = join(folder, `${lang}.json`)
          return [lang, existsSync(file) ? flatten(JSON.parse(readFileSync(file, 'utf8'))) : null]
        })
      ) as Record<(typeof LANGS)[number], Record<string, string> | null>

      it('has a catalogue for each of fr, en, es, it, pt', () => {
        const missing = LANGS.filter((lang) => catalogues[lang] === null)
        expect(missing, `missing ${missing.join(', ')} in ${name}`).toEqual([])
      })

      it('has the same keys in every language', () => {
        const reference = Object.keys(catalogues.fr ?? {}).sort()
        for (const lang of LANGS.slice(1)) {
          const keys = Object.keys(catalogues[lang] ?? {}).sort()
          expect({ lang, missing: reference.filter((k) => !keys.includes(k)), extra: keys.filter((k) => !reference.includes(k)) }).toEqual({
            lang,
            missing: [],
            extra: [],
          })
        }
      })

      it('has valid ICU messages with the same placeholders in every language', () => {
        const problems: string[] = []
        for (const key of Object.keys(catalogues.fr ?? {})) {
          let expected: string[] | null = null
          for (const lang of LANGS) {
            const message = catalogues[lang]?.[key]
            if (message === undefined) continue
            let found: string[]
            try {
              found = [...placeholders(parse(message))].sort()
            } catch (error) {
              problems.push(`${lang}:${key} does not parse (${(error as Error).message})`)
              continue
            }
            if (!expected) expected = found
            else if (found.join() !== expected.join()) {
              problems.push(`${lang}:${key} has {${found.join(', ')}} but fr has {${expected.join(', ')}}`)
            }
          }
        }
        expect(problems).toEqual([])
      })
    })
  }
})
