import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumPresent, launchBrowser } from '@sceau/testing/chromium'
import { needs } from '@sceau/testing/requirements'
import { toBase64 } from '../src/index.ts'
import { embeddedTsaEvidence, opensslTsaEvidence, withTamperedToken } from './evidence_fixtures.ts'

const entry = fileURLToPath(new URL('../src/evidence_entry.ts', import.meta.url))

// The widget and the web app run the evidence verifier in the visitor's browser: bundle the narrow entry and run it in Chromium.
const chromium = needs('proof evidence browser test', [chromiumPresent()])

interface BrowserCase {
  name: string
  evidence: unknown
  trust: unknown
  /** base64 of a file the "visitor" drops: hashed in the page, then compared. */
  fileBase64?: string
}

describe.skipIf(chromium.skip)(`evidence verified in a browser (Chromium)${chromium.skip ? ` (skipped: ${chromium.skip})` : ''}`, () => {
  const removals: Array<() => void> = []
  afterAll(() => removals.forEach((remove) => remove()))
  let code: string
  let moduleIds: string[]

  beforeAll(async () => {
    chromium.assertPresent()
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      build: { write: false, minify: true, lib: { entry, formats: ['es'], fileName: 'evidence' } },
    })
    const outputs = (Array.isArray(result) ? result : [result]) as Array<{ output: Array<{ type: string; code?: string; moduleIds?: string[] }> }>
    const chunk = outputs[0]!.output.find((o) => o.type === 'chunk')!
    code = chunk.code!
    moduleIds = chunk.moduleIds ?? []
  }, 60_000)

  it('bundles without the ZIP writer, the TSA signer/CA or Node modules', () => {
    expect(moduleIds.some((id) => id.endsWith('evidence_verify.ts'))).toBe(true)
    for (const id of moduleIds) expect(id).not.toMatch(/fflate|[/\\]bundle(_verify)?\.ts$|tsa_signer\.ts$|tsa_ca\.ts$|verify_md\.ts$|^node:/)
    expect(code).not.toMatch(/from ?["']node:/)
  })

  it('verifies openssl and embedded-TSA evidence and reports a tampered token invalid', async () => {
    const embedded = await embeddedTsaEvidence()
    const withOpenssl = await opensslTsaEvidence()
    removals.push(withOpenssl.remove)
    const cases: BrowserCase[] = [
      { name: 'embedded', evidence: embedded.evidence, trust: embedded.trust, fileBase64: toBase64(embedded.file) },
      { name: 'embedded, other file', evidence: embedded.evidence, trust: embedded.trust, fileBase64: toBase64(new TextEncoder().encode('other')) },
      { name: 'embedded, tampered token', evidence: withTamperedToken(embedded.evidence), trust: embedded.trust },
      { name: 'embedded, pending anchor', evidence: { ...embedded.evidence, anchor: null }, trust: embedded.trust },
      { name: 'openssl', evidence: withOpenssl.evidence, trust: withOpenssl.trust, fileBase64: toBase64(withOpenssl.file) },
      { name: 'openssl, tampered token', evidence: withTamperedToken(withOpenssl.evidence), trust: withOpenssl.trust },
      { name: 'openssl, unknown root', evidence: withOpenssl.evidence, trust: embedded.trust },
      { name: 'not evidence', evidence: { format: 'sceau-evidence' }, trust: embedded.trust },
    ]
    const server = createServer((req, res) => {
      res.setHeader('content-type', req.url === '/evidence.js' ? 'text/javascript' : 'text/html')
      res.end(req.url === '/evidence.js' ? code : '<!doctype html><title>evidence</title>')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage()
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      await page.goto(`${base}/`)
      // A string, not a function: vitest would rewrite import() inside a function body.
      const out = (await page.evaluate(`import('${base}/evidence.js').then(async (m) => {
        const out = {}
        for (const c of ${JSON.stringify(cases)}) {
          const evidence = m.parseDepositEvidence(c.evidence)
          const trust = m.parseEvidenceTrust(c.trust)
          if (!evidence || !trust) { out[c.name] = 'refused'; continue }
          const fileSha256 = c.fileBase64 === undefined ? undefined : (await m.sha256Stream(new Blob([m.fromBase64(c.fileBase64)]).stream())).hex
          const r = await m.verifyDepositEvidence(evidence, { trust, fileSha256 })
          const layers = Object.fromEntries(m.EVIDENCE_LAYERS.map((l) => [l, (r.layers[l].skipped ? 'skipped' : r.layers[l].ok ? 'ok' : 'failed') + '/' + r.layers[l].checkedBy]))
          out[c.name] = { ok: r.ok, genTime: r.genTime ?? null, qualified: r.qualified, layers }
        }
        out.node = typeof globalThis.Buffer !== 'undefined' || typeof globalThis.process !== 'undefined'
        return out
      })`)) as Record<string, unknown>

      const all = (file: string, timestamp: string, merkle: string, chain = 'skipped/server') => ({
        file,
        timestamp,
        securityHash: 'ok/local',
        merkle,
        chain,
      })
      expect(out.node).toBe(false)
      expect(out.embedded).toMatchObject({ ok: true, qualified: false, layers: all('ok/local', 'ok/local', 'ok/local') })
      expect((out.embedded as { genTime: string }).genTime).toMatch(/^\d{4}-/)
      expect(out['embedded, other file']).toMatchObject({ ok: false, layers: all('failed/local', 'ok/local', 'ok/local') })
      expect(out['embedded, tampered token']).toMatchObject({ ok: false, genTime: null, layers: all('skipped/local', 'failed/local', 'ok/local') })
      expect(out['embedded, pending anchor']).toMatchObject({ ok: true, layers: all('skipped/local', 'ok/local', 'skipped/server') })
      expect(out.openssl).toMatchObject({ ok: true, layers: all('ok/local', 'ok/local', 'ok/local') })
      expect(out['openssl, tampered token']).toMatchObject({ ok: false, layers: all('skipped/local', 'failed/local', 'ok/local') })
      expect(out['openssl, unknown root']).toMatchObject({ ok: false, layers: { timestamp: 'failed/local' } })
      expect(out['not evidence']).toBe('refused')
    } finally {
      await browser.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }, 60_000)
})
