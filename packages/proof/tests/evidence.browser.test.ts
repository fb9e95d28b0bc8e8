// Runs in Chromium (Vitest browser mode): the verifier the widget and the web app load, on openssl and embedded-TSA evidence.
import { describe, expect, inject, it } from 'vitest'
import { EVIDENCE_LAYERS, fromBase64, parseDepositEvidence, parseEvidenceTrust, sha256Stream, verifyDepositEvidence } from '../src/evidence_entry.ts'

async function run(name: string) {
  const c = inject('evidenceCases').find((candidate) => candidate.name === name)!
  const evidence = parseDepositEvidence(c.evidence)
  const trust = parseEvidenceTrust(c.trust)
  if (!evidence || !trust) return 'refused'
  // The visitor's file is hashed in the page, streaming, as the widget does.
  const fileSha256 = c.fileBase64 === undefined ? undefined : (await sha256Stream(new Blob([fromBase64(c.fileBase64)]).stream())).hex
  const result = await verifyDepositEvidence(evidence, { trust, ...(fileSha256 ? { fileSha256 } : {}) })
  const layers = Object.fromEntries(
    EVIDENCE_LAYERS.map((l) => [l, `${result.layers[l].skipped ? 'skipped' : result.layers[l].ok ? 'ok' : 'failed'}/${result.layers[l].checkedBy}`])
  )
  return { ok: result.ok, genTime: result.genTime ?? null, qualified: result.qualified, layers }
}

const all = (file: string, timestamp: string, merkle: string) => ({ file, timestamp, securityHash: 'ok/local', merkle, chain: 'skipped/server' })

describe('evidence verified in the browser', () => {
  it('runs in a browser, not in Node', () => {
    expect(typeof (globalThis as { process?: unknown }).process).toBe('undefined')
    expect(typeof (globalThis as { Buffer?: unknown }).Buffer).toBe('undefined')
    expect(navigator.userAgent).toMatch(/Chrom/)
  })

  it('verifies evidence with tokens made by the embedded TSA, a dropped file included', async () => {
    const out = await run('embedded')
    expect(out).toMatchObject({ ok: true, qualified: false, layers: all('ok/local', 'ok/local', 'ok/local') })
    expect((out as { genTime: string }).genTime).toMatch(/^\d{4}-/)
    expect(await run('embedded, other file')).toMatchObject({ ok: false, layers: all('failed/local', 'ok/local', 'ok/local') })
    expect(await run('embedded, pending anchor')).toMatchObject({ ok: true, layers: all('skipped/local', 'ok/local', 'skipped/server') })
  })

  it('verifies evidence with tokens made by openssl ts -reply', async () => {
    expect(await run('openssl')).toMatchObject({ ok: true, layers: all('ok/local', 'ok/local', 'ok/local') })
  })

  it('reports a tampered token, a foreign root and an answer that is not evidence', async () => {
    expect(await run('embedded, tampered token')).toMatchObject({ ok: false, genTime: null, layers: all('skipped/local', 'failed/local', 'ok/local') })
    expect(await run('openssl, tampered token')).toMatchObject({ ok: false, layers: all('skipped/local', 'failed/local', 'ok/local') })
    expect(await run('openssl, unknown root')).toMatchObject({ ok: false, layers: { timestamp: 'failed/local' } })
    expect(await run('not evidence')).toBe('refused')
  })
})
