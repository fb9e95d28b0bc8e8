// @vitest-environment node
/*
 * The Firefox package (build/firefox-mv3-prod, `pnpm --filter @sceau/extension build:firefox`):
 * its manifest holds what Firefox MV3 needs and nothing it refuses, and every file it names exists.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { file, needs } from '@sceau/testing/requirements'

const BUILD = fileURLToPath(new URL('../build/firefox-mv3-prod', import.meta.url))
const built = needs('Firefox manifest test', [file(join(BUILD, 'manifest.json'), 'pnpm --filter @sceau/extension build:firefox')])

describe('build/firefox-mv3-prod', () => {
  beforeAll(() => built.assertPresent())
  const manifest = () => JSON.parse(readFileSync(join(BUILD, 'manifest.json'), 'utf8'))

  it('is a Firefox MV3 manifest: event page scripts, gecko id, a version that has what the capture uses', () => {
    const m = manifest()
    expect(m.manifest_version).toBe(3)
    expect(m.name).toBe('Sceau')
    expect(m.version).toMatch(/^\d+(\.\d+){0,3}$/)
    // Firefox runs MV3 backgrounds as event pages (scripts), not service workers.
    expect(m.background).toEqual({ scripts: [expect.any(String)] })
    expect(m.browser_specific_settings.gecko.id).toMatch(/^\{[0-9a-f-]{36}\}$/)
    // optional_host_permissions (128) and data_collection_permissions (140, Android 142).
    expect(Number.parseInt(m.browser_specific_settings.gecko.strict_min_version, 10)).toBeGreaterThanOrEqual(142)
  })

  it('asks for webRequest + filterResponseData instead of the debugger Firefox does not have', () => {
    const m = manifest()
    expect(m.permissions).not.toContain('debugger')
    expect(m.permissions).toEqual(expect.arrayContaining(['storage', 'scripting', 'activeTab', 'webRequest', 'webRequestBlocking']))
    expect(m.host_permissions).toBeUndefined()
    expect(m.browser_specific_settings.gecko.data_collection_permissions).toEqual({ required: ['websiteContent', 'browsingActivity'] })
    expect(m.optional_host_permissions).toEqual(['https://*/*', 'http://*/*'])
    expect(m.content_security_policy).toEqual({ extension_pages: "script-src 'self' 'wasm-unsafe-eval'; object-src 'self'" })
  })

  it('names only files the package holds, and its description in every language', () => {
    const m = manifest()
    const files = [
      m.action.default_popup,
      ...m.background.scripts,
      ...Object.values(m.icons as Record<string, string>),
      ...Object.values(m.action.default_icon as Record<string, string>),
    ]
    for (const path of files) expect(existsSync(join(BUILD, path)), path).toBe(true)
    expect(m.default_locale).toBe('fr')
    expect(m.description).toBe('__MSG_extensionDescription__')
    for (const language of ['fr', 'en', 'es', 'it', 'pt']) {
      const messages = JSON.parse(readFileSync(join(BUILD, '_locales', language, 'messages.json'), 'utf8'))
      expect(messages.extensionDescription.message.length, language).toBeGreaterThan(10)
    }
  })
})
