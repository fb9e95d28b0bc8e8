import { createHash } from 'node:crypto'
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import {
  canonicalJson,
  checkDeliveredFiles,
  createDeliveryProofZip,
  createTimeStampRequest,
  createTsaSigner,
  deliveryEntryHash,
  entryNetwork,
  fromHex,
  generateTsaCredentials,
  GENESIS_HASH,
  networkCommitment,
  truncateIp,
  verifyDeliveryChain,
  verifyDeliveryNetwork,
  verifyDeliveryProof,
} from '../src/index.ts'
import { formatDeliveryReport } from '../src/cli/verify.ts'
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

describe('delivery log version 2: network information committed, deletable after retention', () => {
  const salt = (n: number) => n.toString(16).padStart(2, '0').repeat(32)
  const opening = (n: number, ip: string) => ({ salt: salt(n), ip, userAgentHash: 'e'.repeat(64) })

  function v2chain(log: string, bodies: { kind: DeliveryLogEntryBody['kind']; open: ReturnType<typeof opening> | null }[]): DeliveryLogEntry[] {
    const out: DeliveryLogEntry[] = []
    for (const [i, { kind, open }] of bodies.entries()) {
      const body: DeliveryLogEntryBody = {
        v: 2,
        log,
        seq: i + 1,
        time: '2026-11-28T17:00:00.000Z',
        kind,
        actor: anonymous,
        network: open ? networkCommitment(open.salt, open) : null,
        data: {},
        prevHash: out.at(-1)?.hash ?? GENESIS_HASH,
      }
      out.push({ ...body, hash: deliveryEntryHash(body), networkOpening: open })
    }
    return out
  }

  it('hashes the commitment, not the clear values: SHA-256 of the salt then the canonical JSON', () => {
    const open = opening(7, '203.0.113.0/24')
    const expected = createHash('sha256')
      .update(`${open.salt}{"ip":"203.0.113.0/24","userAgentHash":"${'e'.repeat(64)}"}`)
      .digest('hex')
    expect(networkCommitment(open.salt, open)).toBe(expected)
    expect(() => networkCommitment('short', open)).toThrow(/32 bytes/)
    const [entry] = v2chain('transfer:1', [{ kind: 'link_opened', open }])
    // Deleting the clear values and the salt leaves the hash as it was.
    expect(deliveryEntryHash({ ...entry!, networkOpening: null } as DeliveryLogEntryBody)).toBe(entry!.hash)
    expect(entryNetwork(entry!)).toEqual({ state: 'clear', ip: '203.0.113.0/24', userAgentHash: 'e'.repeat(64) })
    expect(entryNetwork({ ...entry!, networkOpening: null })).toEqual({ state: 'withheld', commitment: entry!.network })
  })

  it('opens each commitment, reports deleted ones as withheld, and detects a changed clear value or an unhashed field', () => {
    const entries = v2chain('transfer:1', [
      { kind: 'created', open: opening(1, '198.51.100.0/24') },
      { kind: 'link_opened', open: opening(2, '203.0.113.0/24') },
      { kind: 'expired', open: null },
    ])
    expect(verifyDeliveryChain('transfer:1', entries)).toMatchObject({ ok: true })
    expect(verifyDeliveryNetwork(entries)).toMatchObject({ ok: true, opened: 2, withheld: 0 })
    const afterRetention = entries.map((e) => ({ ...e, networkOpening: null }))
    expect(verifyDeliveryChain('transfer:1', afterRetention)).toMatchObject({ ok: true })
    expect(verifyDeliveryNetwork(afterRetention)).toMatchObject({
      ok: true,
      opened: 0,
      withheld: 2,
      reason: 'network information: 0 opened, 2 withheld after retention',
    })
    const changed = entries.map((e) => ({ ...e }))
    changed[1] = { ...changed[1]!, networkOpening: { ...changed[1]!.networkOpening!, ip: '192.0.2.0/24' } }
    expect(verifyDeliveryChain('transfer:1', changed)).toMatchObject({ ok: true })
    expect(verifyDeliveryNetwork(changed)).toMatchObject({ ok: false, failedAt: 2 })
    const unhashed = entries.map((e) => ({ ...e }))
    unhashed[0] = { ...unhashed[0]!, ip: '192.0.2.0/24' }
    expect(verifyDeliveryNetwork(unhashed)).toMatchObject({ ok: false, failedAt: 1 })
    // Turning a version 2 entry into a version 1 one changes its hash.
    const { v: _v, network: _n, ...asV1 } = entries[1]!
    expect(deliveryEntryHash({ ...asV1, ip: '203.0.113.0/24', userAgentHash: null })).not.toBe(entries[1]!.hash)
  })

  it('verifies an export end to end: tokens over the heads, v2 entries opened then withheld, v1 logs as before, one changed byte detected', async () => {
    const credentials = await generateTsaCredentials()
    const signer = await createTsaSigner({ certificatePem: credentials.tsa.certificatePem, privateKeyPem: credentials.tsa.privateKeyPem })
    const chainPem = credentials.tsa.certificatePem + credentials.root.certificatePem
    const exportOf = async (entries: DeliveryLogEntry[]) => {
      const heads = []
      for (const seq of [1, entries.length]) {
        const { token } = await signer.sign(createTimeStampRequest(fromHex(entries[seq - 1]!.hash)).der)
        heads.push({ seq, hash: entries[seq - 1]!.hash, reason: seq === 1 ? 'sent' : 'delivered', genTime: new Date(), token: token!, anchor: null })
      }
      return createDeliveryProofZip({ log: 'transfer:1', title: 'contract', entries, heads, chainPem })
    }
    const v2 = v2chain('transfer:1', [
      { kind: 'created', open: opening(1, '198.51.100.0/24') },
      { kind: 'file_delivered', open: opening(2, '203.0.113.0/24') },
    ])
    const zip = await exportOf(v2)
    const opened = await verifyDeliveryProof(zip)
    expect(opened).toMatchObject({ ok: true, chain: { ok: true }, network: { ok: true, opened: 2, withheld: 0 } })
    const readme = strFromU8(unzipSync(zip)['VERIFY.md']!)
    expect(readme).toMatch(/withheld after retention/)
    expect(JSON.parse(strFromU8(unzipSync(zip)['log.json']!))).toMatchObject({ version: 2 })

    // After the retention period: same hashes, same tokens, nothing in clear.
    const withheld = await verifyDeliveryProof(await exportOf(v2.map((e) => ({ ...e, networkOpening: null }))))
    expect(withheld).toMatchObject({ ok: true, network: { ok: true, opened: 0, withheld: 2 } })
    expect(withheld.heads.every((h) => h.ok)).toBe(true)
    expect(formatDeliveryReport('export.zip', withheld)).toContain('[ ok ] network   network information: 0 opened, 2 withheld after retention')

    // A version 1 log (ip and userAgentHash hashed), exported as version 1 was, still verifies.
    const v1 = chain('transfer:1', [entry('created'), { ...entry('link_opened'), ip: '203.0.113.0/24' }])
    const v1zip = unzipSync(await exportOf(v1))
    const v1doc = JSON.parse(strFromU8(v1zip['log.json']!)) as Record<string, unknown>
    v1zip['log.json'] = strToU8(JSON.stringify({ ...v1doc, version: 1 }))
    expect(await verifyDeliveryProof(zipSync(v1zip))).toMatchObject({ ok: true, network: { ok: true, inBody: 1 } })

    // One changed byte in log.json: the chain names the entry; in a clear value: the network check does.
    const files = unzipSync(zip)
    const text = strFromU8(files['log.json']!)
    const edited = (from: string, to: string) => zipSync({ ...files, 'log.json': strToU8(text.replace(from, to)) })
    const kind = await verifyDeliveryProof(edited('"file_delivered"', '"file_delivereD"'))
    expect(kind).toMatchObject({ ok: false, chain: { ok: false, brokenAt: 2 } })
    const ip = await verifyDeliveryProof(edited('203.0.113.0/24', '203.0.114.0/24'))
    expect(ip).toMatchObject({ ok: false, chain: { ok: true }, network: { ok: false, failedAt: 2 } })
    expect(formatDeliveryReport('export.zip', ip).at(-1)).toBe('Result: INVALID')
  })
})
