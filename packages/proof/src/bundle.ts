// Proof bundle (ZIP): everything needed to check a deposit offline, with stock tools or this library.
import { strFromU8, strToU8, zipSync } from 'fflate'
import type { Zippable } from 'fflate'
import { toHex } from './bytes.ts'
import { sha256Sync } from './sha256.ts'
import type { AnchorRecord } from './anchor.ts'
import { PKI_STATUS, extractTimeStampToken, parseTimeStampResponse, parseTimeStampToken } from './tsa_response.ts'
import { renderVerifyMd } from './verify_md.ts'
import * as pkijs from 'pkijs'
import { parseAsn1 } from './asn1.ts'
import { MAX_UNPACKED, assertAnchorFor, cleanChainPem, unzipProof } from './proof_zip.ts'

export const BUNDLE_FORMAT = 'sceau-proof-bundle'
export const BUNDLE_FORMAT_VERSION = 1

export const BUNDLE_FILES = {
  manifest: 'manifest.json',
  checksums: 'SHA256SUMS',
  timestamp: 'timestamp.tsr',
  tsaChain: 'tsa-chain.pem',
  anchor: 'anchor.json',
  certificate: 'certificate.pdf',
  readme: 'VERIFY.md',
  /** The platform's Ed25519 public key (SPKI PEM) that signed the security hash. */
  securityHashKey: 'security-hash-key.pem',
} as const

/** Renewal (archive) timestamps: renewal-1 covers timestamp.tsr's token, renewal-2 covers renewal-1's, ... */
export const renewalFileName = (n: number) => `timestamp-renewal-${n}.tsr`

export interface BundleFileEntry {
  path: string
  sha256: string
  size: number
}

export interface TimestampSummary {
  file: string
  genTime: string
  serial: string
  policy: string
  tsa?: string
  imprint: string
  hashAlgorithm: string
  /** False for Sceau's embedded TSA, true for a qualified (eIDAS) TSA. */
  qualified: boolean
}

export interface BundleManifest {
  format: typeof BUNDLE_FORMAT
  formatVersion: number
  createdAt: string
  file: { name: string; size: number; sha256: string; mimeType?: string }
  deposit: { id: string; number?: string; depositedAt: string; expiresAt?: string; securityHash?: string }
  timestamp: TimestampSummary
  renewals: TimestampSummary[]
  /**
   * 'anchored': anchor.json holds the Merkle path to a root written on chain. 'pending': the instance
   * anchors, the file's batch was not confirmed yet (download the folder again later). 'none': the
   * instance records nothing on a blockchain, so there never will be an anchor.json.
   */
  anchor:
    | { status: 'pending' }
    | { status: 'none' }
    | {
        status: 'anchored'
        file: string
        chainId: number
        network?: string
        transactionHash: string
        blockNumber?: number
        contractAddress?: string
        root: string
        leafIndex: number
        treeSize: number
      }
  /** Every other entry of the ZIP with its SHA-256 (the manifest cannot list itself). */
  files: BundleFileEntry[]
}

export interface BundleInput {
  file: { name: string; size: number; sha256: string; mimeType?: string }
  deposit: { id: string; number?: string; depositedAt: Date; expiresAt?: Date; securityHash?: string }
  timestamp: {
    /** TimeStampResp or bare token (DER); a token is wrapped into a granted response. */
    response: Uint8Array
    /** TSA certificate, intermediates and root, PEM. */
    chainPem: string
    qualified: boolean
    /** Archive timestamps, oldest first. */
    renewals?: Uint8Array[]
  }
  /** Absent or null while the anchor is pending; 'none' when the instance does not anchor at all (no chain configured). */
  anchor?: AnchorRecord | 'none' | null
  certificatePdf?: Uint8Array
  /** Public key of the security hash (SPKI PEM), so the bundle can check it offline. */
  securityHashPublicKeyPem?: string
  createdAt?: Date
}

/** Wraps a bare token into a granted TimeStampResp so `openssl ts -verify -in` reads it directly. */
export function timestampResponseFromToken(token: Uint8Array): Uint8Array {
  const response = new pkijs.TimeStampResp({
    status: new pkijs.PKIStatusInfo({ status: PKI_STATUS.granted }),
    timeStampToken: new pkijs.ContentInfo({ schema: parseAsn1(token, 'TimeStampToken') }),
  })
  return new Uint8Array(response.toSchema().toBER())
}

function asResponse(der: Uint8Array): Uint8Array {
  const token = extractTimeStampToken(der)
  return token === der ? timestampResponseFromToken(token) : der
}

function summary(fileName: string, response: Uint8Array, qualified: boolean): TimestampSummary {
  const parsed = parseTimeStampResponse(response)
  if (!parsed.granted || !parsed.token) throw new Error(`${fileName}: timestamp response is not granted`)
  const s = parsed.token.summary
  return {
    file: fileName,
    genTime: s.genTime.toISOString(),
    serial: s.serial.toString(16),
    policy: s.policy,
    ...(s.tsaName ? { tsa: s.tsaName } : {}),
    imprint: toHex(s.imprint),
    hashAlgorithm: s.hashAlgorithm ?? s.hashAlgorithmOid,
    qualified,
  }
}

/** One sha256sum line; names with a backslash or newline use sha256sum's escaped form. */
export function sha256sumLine(hex: string, name: string): string {
  if (/[\\\n\r]/.test(name)) return `\\${hex}  ${name.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r')}\n`
  return `${hex}  ${name}\n`
}

/** Builds the bundle ZIP. Throws when the parts do not belong together (programming error). */
export function createProofBundle(input: BundleInput): Uint8Array {
  const sha = input.file.sha256.toLowerCase()
  if (!/^[0-9a-f]{64}$/.test(sha)) throw new TypeError('file.sha256 must be 64 hex digits')
  const createdAt = input.createdAt ?? new Date()
  const response = asResponse(input.timestamp.response)
  const timestamp = summary(BUNDLE_FILES.timestamp, response, input.timestamp.qualified)
  if (timestamp.imprint !== sha) throw new Error('timestamp imprint is not the file SHA-256')
  const renewals = (input.timestamp.renewals ?? []).map(asResponse)
  const renewalSummaries = renewals.map((r, i) => summary(renewalFileName(i + 1), r, input.timestamp.qualified))
  const chainPem = cleanChainPem(input.timestamp.chainPem, 'timestamp.chainPem holds no certificate')
  const noChain = input.anchor === 'none'
  const anchor = input.anchor === 'none' ? null : (input.anchor ?? null)
  if (anchor) assertAnchorFor(anchor, sha, 'anchor leaf is not the file SHA-256')

  const entries: Record<string, Uint8Array> = {}
  entries[BUNDLE_FILES.checksums] = strToU8(sha256sumLine(sha, input.file.name))
  entries[BUNDLE_FILES.timestamp] = response
  renewals.forEach((r, i) => (entries[renewalFileName(i + 1)] = r))
  entries[BUNDLE_FILES.tsaChain] = strToU8(chainPem)
  if (anchor) entries[BUNDLE_FILES.anchor] = strToU8(`${JSON.stringify(anchor, null, 2)}\n`)
  if (input.certificatePdf) entries[BUNDLE_FILES.certificate] = input.certificatePdf
  if (input.securityHashPublicKeyPem) entries[BUNDLE_FILES.securityHashKey] = strToU8(input.securityHashPublicKeyPem)

  const manifest: BundleManifest = {
    format: BUNDLE_FORMAT,
    formatVersion: BUNDLE_FORMAT_VERSION,
    createdAt: createdAt.toISOString(),
    file: { name: input.file.name, size: input.file.size, sha256: sha, ...(input.file.mimeType ? { mimeType: input.file.mimeType } : {}) },
    deposit: {
      id: input.deposit.id,
      ...(input.deposit.number ? { number: input.deposit.number } : {}),
      depositedAt: input.deposit.depositedAt.toISOString(),
      ...(input.deposit.expiresAt ? { expiresAt: input.deposit.expiresAt.toISOString() } : {}),
      ...(input.deposit.securityHash ? { securityHash: input.deposit.securityHash } : {}),
    },
    timestamp,
    renewals: renewalSummaries,
    anchor: anchor
      ? {
          status: 'anchored',
          file: BUNDLE_FILES.anchor,
          chainId: anchor.chainId,
          ...(anchor.network ? { network: anchor.network } : {}),
          transactionHash: anchor.transactionHash,
          ...(anchor.blockNumber !== undefined ? { blockNumber: anchor.blockNumber } : {}),
          ...(anchor.contractAddress ? { contractAddress: anchor.contractAddress } : {}),
          root: anchor.root,
          leafIndex: anchor.proof.index,
          treeSize: anchor.proof.treeSize,
        }
      : { status: noChain ? 'none' : 'pending' },
    files: [],
  }
  entries[BUNDLE_FILES.readme] = strToU8(renderVerifyMd(manifest, anchor, chainPem))
  manifest.files = Object.entries(entries)
    .map(([path, bytes]) => ({ path, sha256: toHex(sha256Sync(bytes)), size: bytes.length }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))

  const mtime = createdAt
  const zippable: Zippable = {
    [BUNDLE_FILES.readme]: [entries[BUNDLE_FILES.readme]!, { mtime }],
    [BUNDLE_FILES.manifest]: [strToU8(`${JSON.stringify(manifest, null, 2)}\n`), { mtime }],
  }
  for (const [path, bytes] of Object.entries(entries)) {
    if (path === BUNDLE_FILES.readme) continue
    // DER, PDF and hashes barely compress: store them.
    const level = path.endsWith('.pdf') || path.endsWith('.tsr') ? 0 : 6
    zippable[path] = [bytes, { mtime, level }]
  }
  return zipSync(zippable, { level: 6 })
}

export interface ProofBundle {
  manifest: BundleManifest
  entries: Map<string, Uint8Array>
}

export class BundleFormatError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BundleFormatError'
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isString = (v: unknown): v is string => typeof v === 'string'
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0

function timestampSummaryOk(v: unknown): boolean {
  return isObject(v) && isString(v.file) && isString(v.genTime) && isString(v.serial) && isString(v.imprint) && isString(v.policy)
}

const ANCHOR_STATUSES: readonly unknown[] = ['anchored', 'pending', 'none']

/** Types only (values are checked by the verifier): a hostile manifest must not crash the reader. */
function manifestShapeProblems(m: Record<string, unknown>): string[] {
  const problems: string[] = []
  const file = m.file
  if (!isObject(file) || !isString(file.name) || !isCount(file.size) || !isString(file.sha256)) problems.push('file must have name, size and sha256')
  const deposit = m.deposit
  if (!isObject(deposit) || !isString(deposit.id) || !isString(deposit.depositedAt)) problems.push('deposit must have id and depositedAt')
  if (!timestampSummaryOk(m.timestamp)) problems.push('timestamp summary is incomplete')
  if (!Array.isArray(m.renewals) || !m.renewals.every(timestampSummaryOk)) problems.push('renewals must be a list of timestamp summaries')
  if (!isObject(m.anchor) || !ANCHOR_STATUSES.includes(m.anchor.status as string)) problems.push('anchor status must be anchored, pending or none')
  if (!Array.isArray(m.files) || !m.files.every((f) => isObject(f) && isString(f.path) && isString(f.sha256) && isCount(f.size))) {
    problems.push('files must be a list of {path, sha256, size}')
  }
  return problems
}

/** Unzips a bundle and parses its manifest; throws BundleFormatError when it is not one. */
export function readProofBundle(zip: Uint8Array): ProofBundle {
  let files: Record<string, Uint8Array>
  try {
    files = unzipProof(zip, () => new BundleFormatError(`bundle unpacks to more than ${MAX_UNPACKED / 1024 / 1024} MiB`))
  } catch (error) {
    if (error instanceof BundleFormatError) throw error
    throw new BundleFormatError(`not a readable ZIP: ${error instanceof Error ? error.message : String(error)}`)
  }
  const raw = files[BUNDLE_FILES.manifest]
  if (!raw) throw new BundleFormatError('manifest.json is missing')
  let manifest: BundleManifest & Record<string, unknown>
  try {
    manifest = JSON.parse(strFromU8(raw)) as BundleManifest & Record<string, unknown>
  } catch {
    throw new BundleFormatError('manifest.json is not JSON')
  }
  if (manifest?.format !== BUNDLE_FORMAT) throw new BundleFormatError('manifest.json is not a Sceau proof bundle manifest')
  if (manifest.formatVersion !== BUNDLE_FORMAT_VERSION) throw new BundleFormatError(`unsupported bundle format version ${String(manifest.formatVersion)}`)
  const problems = manifestShapeProblems(manifest)
  if (problems.length) throw new BundleFormatError(`manifest.json: ${problems.join('; ')}`)
  return { manifest, entries: new Map(Object.entries(files)) }
}

/** The token bytes of a bundle timestamp file (for archive imprints). */
export function bundleTimestampToken(bundle: ProofBundle, path: string = BUNDLE_FILES.timestamp): Uint8Array | undefined {
  const bytes = bundle.entries.get(path)
  if (!bytes) return undefined
  try {
    return parseTimeStampToken(extractTimeStampToken(bytes)).der
  } catch {
    return undefined
  }
}
