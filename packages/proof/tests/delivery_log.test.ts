import { describe, expect, it } from 'vitest'
import { canonicalJson, checkDeliveredFiles, deliveryEntryHash, GENESIS_HASH, truncateIp, verifyDeliveryChain } from '../src/index.ts'
import type { DeliveryLogEntry, DeliveryLogEntryBody } from '../src/index.ts'

function chain(log: string, bodies: Omit<DeliveryLogEntryBody, 'log' | 'seq' | 'prevHash'>[]): DeliveryLogEntry[] {
  const out: DeliveryLogEntry[] = []
  for (const [i, body] of bodies.entries()) {
    const full = { ...body, log, seq: i + 1, prevHash: out.at(-1)?.hash ?? GENESIS_HASH }
    out.push({ ...full, hash: deliveryEntryHash(full) })
  }
  return out
}

const anonymous = { type: 'anonymous' as const, email: null }
const entry = (kind: DeliveryLogEntryBody['kind'], data: DeliveryLogEntryBody['data'] = {}) => ({
  time: '2026-11-28T17:00:00.000Z',
  kind,
  actor: anonymous,
  ip: null,
  userAgentHash: null,
  data,
})

describe('delivery log', () => {
  it('writes canonical JSON: keys sorted at every level, no spaces, integers only', () => {
    expect(canonicalJson({ b: 1, a: { d: [true, null, 'é"'], c: -2 } })).toBe('{"a":{"c":-2,"d":[true,null,"é\\""]},"b":1}')
    expect(() => canonicalJson({ x: 1.5 })).toThrow(/safe integers/)
  })

  it('truncates IPv4 to /24 and IPv6 to /48', () => {
    expect(truncateIp('203.0.113.77')).toBe('203.0.113.0/24')
    expect(truncateIp('::ffff:198.51.100.9')).toBe('198.51.100.0/24')
    expect(truncateIp('2001:db8:0abc:1234::1')).toBe('2001:db8:abc::/48')
    expect(truncateIp('2001:db8::1')).toBe('2001:db8:0::/48')
    expect(truncateIp('not an ip')).toBeNull()
    expect(truncateIp(null)).toBeNull()
  })

  it('recomputes the chain and names the first entry changed, removed or moved', () => {
    const entries = chain('transfer:1', [
      entry('created', { files: [{ path: 'a.txt', size: 3 }] }),
      entry('link_opened'),
      entry('file_delivered', { bytes: 3 }),
    ])
    expect(verifyDeliveryChain('transfer:1', entries)).toMatchObject({ ok: true })
    const edited = entries.map((e) => ({ ...e }))
    edited[1] = { ...edited[1]!, ip: '192.0.2.0/24' }
    expect(verifyDeliveryChain('transfer:1', edited)).toMatchObject({ ok: false, brokenAt: 2 })
    expect(verifyDeliveryChain('transfer:1', [entries[0]!, entries[2]!])).toMatchObject({ ok: false, brokenAt: 2 })
    expect(verifyDeliveryChain('transfer:2', entries)).toMatchObject({ ok: false, brokenAt: 1 })
  })

  it('matches delivered files by the SHA-256 (and size) the log records, in entries a head covers; a changed file is a mismatch', () => {
    const a = 'a'.repeat(64)
    const b = 'b'.repeat(64)
    const entries = chain('transfer:1', [
      entry('created', { files: [{ path: 'dossier/contrat.pdf', size: 10, sha256: a }] }),
      entry('file_delivered', { path: 'dossier/contrat.pdf', sha256: a, bytes: 10 }),
      entry('receipt_acknowledged', { files: [{ path: 'late.txt', size: 3, sha256: b }] }),
    ])
    const [same, renamed, changed, unknown, late] = checkDeliveredFiles(entries, 2, [
      { name: 'contrat.pdf', size: 10, sha256: a },
      { name: 'copy.pdf', size: 10, sha256: a },
      { name: 'contrat.pdf', size: 10, sha256: 'c'.repeat(64) },
      { name: 'other.bin', size: 1, sha256: 'd'.repeat(64) },
      { name: 'late.txt', size: 3, sha256: b },
    ])
    expect(same).toMatchObject({ ok: true, path: 'dossier/contrat.pdf', seq: 1 })
    expect(renamed).toMatchObject({ ok: true, path: 'dossier/contrat.pdf' })
    expect(changed).toMatchObject({ ok: false, path: 'dossier/contrat.pdf' })
    expect(changed!.reason).toMatch(/^differs from dossier\/contrat\.pdf/)
    expect(unknown).toMatchObject({ ok: false })
    expect(unknown!.reason).toMatch(/not recorded in the log/)
    // Recorded after the last valid head: not proven yet.
    expect(late).toMatchObject({ ok: false, seq: 3 })
    expect(late!.reason).toMatch(/no valid timestamped head covers/)
  })
})
