// The proof-of-delivery ZIP (log.json, heads/<seq>.tsr, tsa-chain.pem, VERIFY.md): written by the platform, checked by sceau-verify.
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate'
import { fromHex, fromPemAll, toHex, toPem } from './bytes.ts'
import { DELIVERY_LOG_FORMAT, DELIVERY_LOG_VERSION, DELIVERY_LOG_VERSIONS, verifyDeliveryChain, verifyDeliveryNetwork } from './delivery_log.ts'
import type { DeliveryLogDocument, DeliveryLogEntry, DeliveryLogHead, NetworkCheck } from './delivery_log.ts'
import { timestampResponseFromToken } from './bundle.ts'
import { verifyTimestampResponse } from './tsa_verify.ts'

export const DELIVERY_PROOF_FILES = { log: 'log.json', tsaChain: 'tsa-chain.pem', readme: 'VERIFY.md', summary: 'proof-of-delivery.pdf' } as const
export const headTokenName = (seq: number) => `heads/${seq}.tsr`

export interface DeliveryProofInput {
  log: string
  title: string
  entries: DeliveryLogEntry[]
  heads: (Omit<DeliveryLogHead, 'token' | 'genTime'> & { genTime: Date; token: Uint8Array })[]
  /** TSA certificates, intermediates and root (PEM), for openssl and this verifier. */
  chainPem: string
  exportedAt?: Date
  /** The readable summary (PDF) of log.json in the reader's language; it reads the log back and proves nothing by itself. */
  summaryPdf?: Uint8Array
}

/** Is this ZIP a proof-of-delivery export (rather than a deposit's proof bundle)? */
export function isDeliveryProof(zip: Uint8Array): boolean {
  try {
    return DELIVERY_PROOF_FILES.log in unzipSync(zip, { filter: (file) => file.name === DELIVERY_PROOF_FILES.log })
  } catch {
    return false
  }
}

export function createDeliveryProofZip(input: DeliveryProofInput): Uint8Array {
  const exportedAt = input.exportedAt ?? new Date()
  const document: DeliveryLogDocument = {
    format: DELIVERY_LOG_FORMAT,
    version: DELIVERY_LOG_VERSION,
    log: input.log,
    exportedAt: exportedAt.toISOString(),
    entries: input.entries,
    heads: input.heads.map(({ seq, hash, reason, genTime, anchor }) => ({
      seq,
      hash,
      reason,
      genTime: genTime.toISOString(),
      token: headTokenName(seq),
      anchor,
    })),
  }
  const mtime = exportedAt
  const files: Record<string, [Uint8Array, { mtime: Date; level: 0 | 6 }]> = {
    [DELIVERY_PROOF_FILES.readme]: [strToU8(deliveryVerifyMd(input.title, document)), { mtime, level: 6 }],
    [DELIVERY_PROOF_FILES.log]: [strToU8(`${JSON.stringify(document, null, 2)}\n`), { mtime, level: 6 }],
    [DELIVERY_PROOF_FILES.tsaChain]: [strToU8(input.chainPem), { mtime, level: 6 }],
  }
  if (input.summaryPdf) files[DELIVERY_PROOF_FILES.summary] = [input.summaryPdf, { mtime, level: 6 }]
  for (const head of input.heads) files[headTokenName(head.seq)] = [timestampResponseFromToken(head.token), { mtime, level: 0 }]
  return zipSync(files)
}

function deliveryVerifyMd(title: string, document: DeliveryLogDocument): string {
  const last = document.heads.at(-1)
  const example = last ?? { seq: 1, hash: '<hash of entry 1>', token: headTokenName(1) }
  return [
    `# Proof of delivery: ${title}`,
    '',
    `log.json is the event log of ${document.log} (${document.entries.length} entries, exported ${document.exportedAt}).`,
    `${DELIVERY_PROOF_FILES.summary}, when present, summarises it for reading; log.json and the tokens are what the checks below use.`,
    'Each entry names what happened, when, and who (sender, recipient or anonymous visitor), and carries',
    'the hash of the entry before it: changing, removing or inserting one entry breaks every hash after it.',
    '',
    '## 1. Recompute the chain',
    '',
    'For each entry, take every field but `hash`, write it as canonical JSON (keys sorted, no spaces,',
    "integers only) and hash the UTF-8 bytes with SHA-256: the result is the entry's `hash`, and the next",
    "entry's `prevHash` (the first entry's is 64 zeros). docs/proof-of-delivery.md of Sceau gives the details.",
    '',
    '    sceau-verify proof-of-delivery.zip',
    '',
    'does this, and steps 2 and 3, offline. Given the files you received, it also says whether each one is what',
    'the log records (its SHA-256 in a timestamped entry) and fails on any that is not:',
    '',
    '    sceau-verify proof-of-delivery.zip --file contract.pdf --file annex.txt',
    '',
    '## 2. Network information',
    '',
    'An entry with `"v": 2` does not hold the visitor\'s network information itself but `network`, a',
    'commitment to it: the SHA-256 (hex) of the UTF-8 bytes of a salt (64 hex characters) followed by',
    'the canonical JSON {"ip":…,"userAgentHash":…} (a truncated IP address and a salted hash of the',
    'browser). `networkOpening`, beside the entry and outside its hash, gives the salt and those values',
    "while the sender's organisation keeps them; after its retention period they are deleted and",
    '`networkOpening` is null: the chain, the heads and the tokens verify the same, and sceau-verify',
    'reports the entry\'s network information as "withheld after retention". To open one by hand:',
    '',
    `    printf '%s%s' "$salt" '{"ip":"203.0.113.0/24","userAgentHash":"…"}' | sha256sum`,
    '',
    "prints the entry's `network`. Entries without `v` (version 1, written before) hold `ip` and",
    '`userAgentHash` in their hashed body.',
    '',
    '## 3. Check each timestamped head',
    '',
    'heads/<seq>.tsr is an RFC 3161 timestamp over the hash of entry <seq>, made when the transfer was',
    'sent, at each complete delivery and at expiry. A head covers that entry and, through the chain,',
    'every entry before it. With OpenSSL:',
    '',
    `    openssl ts -verify -in ${example.token} -digest ${example.hash} -CAfile tsa-chain.pem`,
    '',
    'prints "Verification: OK". Check that the root of tsa-chain.pem is the timestamping authority you',
    'expect (`openssl x509 -in tsa-chain.pem -noout -subject -fingerprint -sha256` shows the first one).',
    '',
    '## Heads in this export',
    '',
    ...document.heads.map((h) => `- entry ${h.seq} (${h.reason}), ${h.genTime}: ${h.hash} -> ${h.token}`),
    '',
  ].join('\n')
}

export interface DeliveryProofCheck {
  ok: boolean
  chain: { ok: boolean; reason: string; brokenAt?: number }
  /** Version 2 entries: each clear network information opens its commitment, or was withheld after retention. */
  network?: NetworkCheck
  heads: { seq: number; ok: boolean; reason: string; genTime?: string }[]
  /** One per file given to check: whether its SHA-256 is one the log records (and which path, in which entry). */
  files: DeliveredFileCheck[]
  log?: string
  entries?: number
}

/** A file the verifier has, described by its name (the last segment is what is compared), size and SHA-256 (hex). */
export interface DeliveredFileInput {
  name: string
  size: number
  sha256: string
}

export interface DeliveredFileCheck {
  name: string
  sha256: string
  ok: boolean
  reason: string
  /** The recorded path it matches, and the entry recording it. */
  path?: string
  seq?: number
}

export interface DeliveryProofVerifyOptions {
  /** Roots the TSA must chain to (PEM); default: the last certificate of tsa-chain.pem. */
  trustedRoots?: string[]
  /** Files to check against the SHA-256 the log records for them. */
  files?: DeliveredFileInput[]
}

/** The files an entry records with their SHA-256: created, receipt_acknowledged and upload_completed list them, file_delivered names one. */
function recordedFiles(entry: DeliveryLogEntry): { path: string; size: number | null; sha256: string }[] {
  const data = isObject(entry.data) ? entry.data : {}
  const listed = Array.isArray(data.files) ? data.files : entry.kind === 'file_delivered' ? [data] : []
  return listed.flatMap((file) =>
    isObject(file) && typeof file.path === 'string' && typeof file.sha256 === 'string' && /^[0-9a-f]{64}$/.test(file.sha256)
      ? [{ path: file.path, size: typeof file.size === 'number' ? file.size : null, sha256: file.sha256 }]
      : []
  )
}

const baseName = (path: string) => path.slice(path.replace(/\\/g, '/').lastIndexOf('/') + 1)

/**
 * Each given file against the log (docs/proof-of-delivery.md): it matches when an entry covered by a
 * valid timestamped head records its SHA-256 (and size); a file whose name is recorded with another
 * SHA-256, or whose SHA-256 the log does not record, is a mismatch.
 */
export function checkDeliveredFiles(entries: DeliveryLogEntry[], coveredUpTo: number, given: DeliveredFileInput[]): DeliveredFileCheck[] {
  const recorded = entries.flatMap((entry) => (typeof entry.seq === 'number' ? recordedFiles(entry).map((file) => ({ ...file, seq: entry.seq })) : []))
  return given.map(({ name, size, sha256 }) => {
    const base = baseName(name)
    const same = recorded.filter((file) => file.sha256 === sha256 && (file.size === null || file.size === size))
    const covered = same.filter((file) => file.seq <= coveredUpTo)
    const preferred = covered.find((file) => baseName(file.path) === base) ?? covered[0]
    if (preferred)
      return {
        name,
        sha256,
        ok: true,
        reason: `matches ${preferred.path} (SHA-256 recorded in entry ${preferred.seq})`,
        path: preferred.path,
        seq: preferred.seq,
      }
    if (same.length)
      return {
        name,
        sha256,
        ok: false,
        reason: `its SHA-256 is recorded in entry ${same[0]!.seq}, which no valid timestamped head covers`,
        path: same[0]!.path,
        seq: same[0]!.seq,
      }
    const named = recorded.find((file) => baseName(file.path) === base)
    if (named)
      return {
        name,
        sha256,
        ok: false,
        reason: `differs from ${named.path}: SHA-256 ${sha256}, the log records ${named.sha256}${named.size !== null && named.size !== size ? ` (${named.size} bytes, this one ${size})` : ''}`,
        path: named.path,
        seq: named.seq,
      }
    return { name, sha256, ok: false, reason: `SHA-256 ${sha256} is not recorded in the log` }
  })
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Checks an export: the chain recomputed, and each head's token over the hash of its entry. Never throws for a bad export. */
export async function verifyDeliveryProof(zip: Uint8Array, options: DeliveryProofVerifyOptions = {}): Promise<DeliveryProofCheck> {
  const broken = (reason: string): DeliveryProofCheck => ({
    ok: false,
    chain: { ok: false, reason },
    heads: [],
    files: (options.files ?? []).map(({ name, sha256 }) => ({ name, sha256, ok: false, reason: 'not checked: the export is unreadable' })),
  })
  let files: Record<string, Uint8Array>
  try {
    files = unzipSync(zip)
  } catch (error) {
    return broken(`not a readable ZIP: ${error instanceof Error ? error.message : String(error)}`)
  }
  let document: DeliveryLogDocument
  try {
    document = JSON.parse(strFromU8(files[DELIVERY_PROOF_FILES.log] ?? new Uint8Array())) as DeliveryLogDocument
  } catch {
    return broken('log.json is missing or not JSON')
  }
  if (!isObject(document) || document.format !== DELIVERY_LOG_FORMAT || !(DELIVERY_LOG_VERSIONS as readonly unknown[]).includes(document.version))
    return broken('log.json is not a Sceau delivery log')
  if (typeof document.log !== 'string' || !Array.isArray(document.entries) || !Array.isArray(document.heads))
    return broken('log.json lacks log, entries or heads')
  const chain = verifyDeliveryChain(document.log, document.entries)
  const network = verifyDeliveryNetwork(document.entries)
  const chainPem = files[DELIVERY_PROOF_FILES.tsaChain] ? strFromU8(files[DELIVERY_PROOF_FILES.tsaChain]) : ''
  const chainCerts = fromPemAll(chainPem)
  const roots = options.trustedRoots ?? (chainCerts.length ? [toPem('CERTIFICATE', chainCerts.at(-1)!)] : [])
  const heads: DeliveryProofCheck['heads'] = []
  for (const head of document.heads as unknown[]) {
    if (!isObject(head) || typeof head.seq !== 'number' || typeof head.hash !== 'string' || typeof head.token !== 'string') {
      heads.push({ seq: NaN, ok: false, reason: 'a head lacks seq, hash or token' })
      continue
    }
    const entry = document.entries[head.seq - 1]
    if (!entry || entry.hash !== head.hash) {
      heads.push({ seq: head.seq, ok: false, reason: `head ${head.seq} is not the hash of entry ${head.seq}` })
      continue
    }
    const bytes = files[head.token]
    if (!bytes) {
      heads.push({ seq: head.seq, ok: false, reason: `${head.token} is missing` })
      continue
    }
    if (!/^[0-9a-f]{64}$/.test(head.hash)) {
      heads.push({ seq: head.seq, ok: false, reason: `head ${head.seq} is not a SHA-256` })
      continue
    }
    const imprint = fromHex(head.hash)
    const result = await verifyTimestampResponse(bytes, { imprint, trustedRoots: roots, certificates: chainCerts })
    const failed = Object.entries(result.checks).find(([, c]) => !c.ok)
    const genTime = result.tstInfo?.genTime?.toISOString()
    heads.push(
      result.ok
        ? { seq: head.seq, ok: true, reason: `${head.token} timestamps entry ${head.seq} (${toHex(imprint).slice(0, 16)}…) at ${genTime ?? '?'}`, genTime }
        : { seq: head.seq, ok: false, reason: `${head.token}: ${failed ? `${failed[0]}: ${failed[1].reason}` : 'invalid'}` }
    )
  }
  // A file counts only in entries a valid head covers, and only while the chain holds.
  const coveredUpTo = chain.ok ? Math.max(0, ...heads.filter((h) => h.ok).map((h) => h.seq)) : 0
  const fileChecks = checkDeliveredFiles(document.entries, coveredUpTo, options.files ?? [])
  const ok = chain.ok && network.ok && heads.length > 0 && heads.every((h) => h.ok) && fileChecks.every((f) => f.ok)
  return { ok, chain, network, heads, files: fileChecks, log: document.log, entries: document.entries.length }
}
