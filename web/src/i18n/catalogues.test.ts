// @vitest-environment node
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { LOCALES, type Catalogue } from '@sceau/plugin-sdk/web'
import { appPlugins } from '../core/appPlugins'
import { rightLabelKey } from '../organisations/rightLabel'

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }>; children?: Element[] }

function flatten(catalogue: Catalogue, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out[path] = value
    else Object.assign(out, flatten(value, path))
  }
  return out
}

/** Argument names of an ICU message (parsing also proves its syntax). */
function placeholders(message: string, locale: string): string[] {
  const names = new Set<string>()
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      if (element.type >= 1 && element.type <= 6 && element.value) names.add(element.value)
      for (const option of Object.values(element.options ?? {})) walk(option.value)
      if (element.children) walk(element.children)
    }
  }
  walk(new IntlMessageFormat(message, locale).getAst() as Element[])
  return [...names].sort()
}

describe.each(appPlugins.map((plugin) => [plugin.id, plugin] as const))('catalogues of "%s"', (id, plugin) => {
  it('have the same keys and placeholders in every language, in valid ICU syntax', async () => {
    const flat = Object.fromEntries(await Promise.all(LOCALES.map(async (locale) => [locale, flatten((await plugin.translations[locale]()).default)] as const)))
    const reference = Object.keys(flat.fr).sort()
    expect(reference.length).toBeGreaterThan(0)
    for (const locale of LOCALES) {
      expect(Object.keys(flat[locale]).sort(), `${id} keys in ${locale}`).toEqual(reference)
      for (const key of reference) {
        expect(flat[locale][key].trim(), `${id}:${key} in ${locale}`).not.toBe('')
        expect(placeholders(flat[locale][key], locale), `${id}:${key} in ${locale}`).toEqual(placeholders(flat.fr[key], 'fr'))
      }
    }
    // Plugin catalogues also hold the keys their server half translates (errors.*, mail.*, certificates...): same rules.
  })

  it('label every permission the plugin declares, in every language (the members screen shows them)', async () => {
    for (const right of plugin.permissions ?? []) {
      const key = rightLabelKey(right)
      const [namespace, path] = key.includes(':') ? key.split(':') : ['core', key]
      const owner = appPlugins.find((candidate) => candidate.id === namespace)
      expect(owner, `${right}: no catalogue "${namespace}"`).toBeDefined()
      for (const locale of LOCALES) {
        const label = flatten((await owner!.translations[locale]()).default)[path]
        expect(label, `label of the permission ${right} (${key}) in ${locale}`).toBeTypeOf('string')
      }
    }
  })

  it('contain the labels of its menu entries', async () => {
    for (const item of plugin.navItems ?? []) {
      const [namespace, key] = item.label.split(':')
      const owner = appPlugins.find((candidate) => candidate.id === namespace)
      expect(owner, item.label).toBeDefined()
      expect(flatten((await owner!.translations.en()).default)[key], item.label).toBeTypeOf('string')
    }
  })
})
