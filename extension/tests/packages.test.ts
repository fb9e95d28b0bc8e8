// @vitest-environment node
/*
 * The packages `npm run build` makes for the instance to serve (build/packages): Chrome's .zip and
 * Firefox's .xpi (web-ext build), each listed in packages.json with its real size and SHA-256, each
 * holding the manifest of its browser.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { file, needs } from '@sceau/testing/requirements'
import { unzip } from '@sceau/testing/unzip'

const PACKAGES = fileURLToPath(new URL('../build/packages', import.meta.url))
const built = needs('extension packages test', [file(join(PACKAGES, 'packages.json'), 'pnpm --filter @sceau/extension build')])

describe(`build/packages`, () => {
  it('lists a Chrome .zip and a Firefox .xpi with their size and SHA-256, each with its browser’s manifest', async () => {
    built.assertPresent()
    const { version } = JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')) as { version: string }
    const { packages } = JSON.parse(readFileSync(join(PACKAGES, 'packages.json'), 'utf8')) as {
      packages: { browser: string; file: string; version: string; size: number; sha256: string }[]
    }
    expect(packages.map(({ browser, file }) => [browser, file])).toEqual([
      ['chrome', `sceau-chrome-${version}.zip`],
      ['firefox', `sceau-firefox-${version}.xpi`],
    ])
    const manifests: Record<string, { permissions: string[]; background: Record<string, unknown>; manifest_version: number }> = {}
    for (const entry of packages) {
      const bytes = readFileSync(join(PACKAGES, entry.file))
      expect(entry.size).toBe(bytes.length)
      expect(entry.sha256).toBe(createHash('sha256').update(bytes).digest('hex'))
      const files = await unzip(bytes)
      manifests[entry.browser] = JSON.parse(files.get('manifest.json')!.toString())
    }
    expect(manifests.chrome).toMatchObject({ manifest_version: 3, background: { service_worker: expect.any(String) } })
    expect(manifests.chrome.permissions).toContain('debugger')
    expect(manifests.firefox).toMatchObject({ manifest_version: 3, background: { scripts: [expect.any(String)] } })
    expect(manifests.firefox.permissions).toEqual(expect.arrayContaining(['webRequest', 'webRequestBlocking']))
    expect(manifests.firefox.permissions).not.toContain('debugger')
  })
})
