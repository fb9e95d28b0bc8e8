import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { certificateEndpoints, runVerifyCli } from '../src/cli/verify.ts'
import type { DepositEvidence } from '../src/index.ts'
import { embeddedTsaEvidence, withTamperedToken } from './evidence_fixtures.ts'
import type { EvidenceCase } from './evidence_fixtures.ts'
import { startRpcNode } from './fixtures.ts'
import type { RpcNode } from './fixtures.ts'
import { tempDir } from '@sceau/testing/openssl'
import type { TempDir } from '@sceau/testing/openssl'

async function cli(args: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = []
  const code = await runVerifyCli(args, { stdout: (l) => lines.push(l), stderr: (l) => lines.push(l) })
  return { code, out: lines.join('\n') }
}

describe('sceau-verify --certificate: the evidence an instance publishes', () => {
  let c: EvidenceCase
  let served: DepositEvidence
  let server: Server
  let base: string
  let dir: TempDir
  let rpc: RpcNode

  beforeAll(async () => {
    c = await embeddedTsaEvidence()
    served = c.evidence
    rpc = await startRpcNode(c.evidence.anchor!)
    dir = tempDir()
    dir.write('original.txt', c.file)
    dir.write('other.txt', 'another file\n')
    // A stand-in instance: the two public answers the certificate page and the widget read.
    server = createServer((req, res) => {
      const path = new URL(req.url!, 'http://x').pathname
      res.setHeader('content-type', 'application/json')
      if (path.endsWith('/api/v2/consignment/trust')) res.end(JSON.stringify(c.trust))
      else if (path.endsWith('/api/v2/consignment/evidence/tok123')) res.end(JSON.stringify(served))
      else if (path.endsWith('/api/v2/consignment/evidence/garbage')) res.end(JSON.stringify({ format: 'sceau-evidence' }))
      else {
        res.statusCode = 404
        res.end('{}')
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await rpc.close()
    dir.remove()
  })

  it('derives the two API addresses from a certificate address', () => {
    expect(certificateEndpoints('https://sceau.test/certificate/abc')).toEqual({
      evidence: 'https://sceau.test/api/v2/consignment/evidence/abc',
      trust: 'https://sceau.test/api/v2/consignment/trust',
    })
    expect(certificateEndpoints('https://sceau.test/sub/certificate/abc/').trust).toBe('https://sceau.test/sub/api/v2/consignment/trust')
    expect(() => certificateEndpoints('https://sceau.test/decode/abc')).toThrow(/not a certificate address/)
  })

  it('checks every layer, the file given, and says what is the server word', async () => {
    const { code, out } = await cli(['--certificate', `${base}/certificate/tok123`, '--file', dir.file('original.txt')])
    expect(code).toBe(0)
    expect(out).toMatch(/\[ ok \] file +identical/)
    expect(out).toMatch(/\[ ok \] timestamp +timestamp of \d{4}-/)
    expect(out).toMatch(/\[ ok \] securityHash/)
    expect(out).toMatch(/\[ ok \] merkle/)
    expect(out).toMatch(/\[skip\] chain .*the server's word/)
    expect(out).toContain("Qualified timestamp (the server's word): no")
    expect(out).toContain('Result: VALID')
    const other = await cli(['--certificate', `${base}/certificate/tok123`, '--file', dir.file('other.txt')])
    expect(other.code).toBe(1)
    expect(other.out).toMatch(/\[FAIL\] file +different/)
  })

  it('looks the transaction up with --rpc', async () => {
    const { code, out } = await cli(['--certificate', `${base}/certificate/tok123`, '--rpc', rpc.url])
    expect(code).toBe(0)
    expect(out).toMatch(/\[ ok \] chain +root found in calldata/)
  })

  it('exits 1 for a tampered token, 2 for an answer that is not evidence or a missing certificate', async () => {
    served = withTamperedToken(c.evidence)
    try {
      const { code, out } = await cli(['--certificate', `${base}/certificate/tok123`, '--json'])
      expect(code).toBe(1)
      const result = JSON.parse(out) as { ok: boolean; layers: { timestamp: { ok: boolean; checkedBy: string } } }
      expect(result.layers.timestamp).toMatchObject({ ok: false, checkedBy: 'local' })
    } finally {
      served = c.evidence
    }
    const garbage = await cli(['--certificate', `${base}/certificate/garbage`])
    expect(garbage.code).toBe(2)
    expect(garbage.out).toMatch(/did not answer deposit evidence/)
    const missing = await cli(['--certificate', `${base}/certificate/nope`])
    expect(missing.code).toBe(2)
    expect(missing.out).toMatch(/HTTP 404/)
    expect((await cli(['--certificate', `${base}/certificate/tok123`, 'proof.zip'])).code).toBe(2)
  })
})
