// Checks a deposit's published evidence layer by layer, in the visitor's browser or the CLI; never throws for bad evidence.
import { anchorRecordProblems, checkAnchorOnChain, checkAnchorPath } from './anchor.ts'
import type { AnchorRecord } from './anchor.ts'
import { fromBase64, fromHex } from './bytes.ts'
import { EVIDENCE_FORMAT, EVIDENCE_LAYERS, EVIDENCE_VERSION } from './evidence.ts'
import type {
  DepositEvidence,
  EvidenceAnchorStatus,
  EvidenceLayer,
  EvidenceLayerResult,
  EvidenceTrust,
  EvidenceVerification,
  EvidenceVerifyOptions,
} from './evidence.ts'
import { SecurityHashError, decodeSecurityHash, importSecurityHashPublicKey } from './security_hash.ts'
import type { SecurityHashKeyring } from './security_hash.ts'
import { verifyTimestampChain } from './tsa_archive.ts'

const HEX64 = /^(0x)?[0-9a-fA-F]{64}$/

const local = (ok: boolean, reason: string, details?: string[]): EvidenceLayerResult => ({ ok, checkedBy: 'local', reason, ...(details ? { details } : {}) })
const skipped = (checkedBy: 'local' | 'server', reason: string): EvidenceLayerResult => ({ ok: true, skipped: true, checkedBy, reason })

const normalHex = (hex: string) => hex.replace(/^0x/i, '').toLowerCase()
const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

function checkFile(evidence: DepositEvidence, fileSha256: string | undefined): EvidenceLayerResult {
  if (fileSha256 === undefined) return skipped('local', 'no file given to compare')
  if (!HEX64.test(fileSha256)) return local(false, 'the given file hash is not a SHA-256 (64 hex digits)')
  return normalHex(fileSha256) === normalHex(evidence.file.sha256)
    ? local(true, `identical: SHA-256 ${normalHex(fileSha256)} is the deposited file's`)
    : local(false, `different: SHA-256 ${normalHex(fileSha256)} is not the deposited ${normalHex(evidence.file.sha256)}`)
}

async function checkTimestamps(evidence: DepositEvidence, trust: EvidenceTrust): Promise<{ layer: EvidenceLayerResult; genTime?: string; tsaName?: string }> {
  if (!HEX64.test(evidence.file.sha256)) return { layer: local(false, "the deposit's SHA-256 is unreadable") }
  if (evidence.timestamps.length === 0) return { layer: local(false, 'the evidence carries no timestamp token') }
  let tokens: Uint8Array[]
  try {
    tokens = evidence.timestamps.map((token) => fromBase64(token))
  } catch (error) {
    return { layer: local(false, `a timestamp token is not base64: ${message(error)}`) }
  }
  const chain = await verifyTimestampChain(tokens, {
    imprint: fromHex(normalHex(evidence.file.sha256)),
    trustedRoots: [trust.tsaRootsPem],
    certificates: evidence.certificatesPem ? [evidence.certificatesPem] : [],
  })
  const details: string[] = []
  for (const link of chain.links) {
    const name = link.index === 0 ? 'original token' : `renewal ${link.index}`
    for (const [check, result] of Object.entries(link.verification.checks)) {
      details.push(`${name} ${check}: ${result.skipped ? 'skipped' : result.ok ? 'ok' : 'FAILED'} - ${result.reason}`)
    }
    if (link.index > 0) details.push(`${name} renewal: ${link.renewal.ok ? 'ok' : 'FAILED'} - ${link.renewal.reason}`)
  }
  const original = chain.links[0]!.verification
  // Read from the token only once it verified: an unverified date is no better than the server's.
  const read =
    original.ok && original.tstInfo ? { genTime: original.tstInfo.genTime.toISOString(), tsaName: original.tstInfo.tsaName ?? original.signer?.subject } : {}
  if (!chain.ok) return { layer: local(false, details.find((d) => d.includes('FAILED')) ?? 'timestamp verification failed', details), ...read }
  const renewals = chain.links.length - 1
  const reason =
    `timestamp of ${read.genTime} by ${read.tsaName ?? 'the TSA'}: signature, imprint equal to the deposit's SHA-256, ` +
    `chain to the instance's roots and signer validity at genTime checked${renewals ? `, ${renewals} renewal(s)` : ''}`
  return { layer: local(true, reason, details), ...read }
}

async function checkSecurityHash(evidence: DepositEvidence, trust: EvidenceTrust): Promise<EvidenceLayerResult> {
  if (evidence.securityHash === null) return skipped('local', 'the deposit has no security hash')
  const published = new Map(trust.securityHashKeys.map((key) => [key.keyId, key.publicKeyPem]))
  const keyring: SecurityHashKeyring = async (keyId) => {
    const pem = published.get(keyId)
    return pem === undefined ? undefined : importSecurityHashPublicKey(pem)
  }
  let decoded: Awaited<ReturnType<typeof decodeSecurityHash>>
  try {
    decoded = await decodeSecurityHash(evidence.securityHash, keyring)
  } catch (error) {
    const why = error instanceof SecurityHashError ? `${error.code}: ${error.message}` : `the published key is unusable: ${message(error)}`
    return local(false, `security hash refused (${why})`)
  }
  const { file } = evidence
  const mismatches = [
    normalHex(decoded.checksum) !== normalHex(file.sha256) && 'checksum',
    decoded.size !== file.size && 'size',
    decoded.filename !== file.name && 'file name',
  ].filter((m): m is string => Boolean(m))
  const details = [`key ${decoded.keyId}`, `file id ${decoded.fileId}`, `file ${decoded.filename} (${decoded.size} bytes)`, `checksum ${decoded.checksum}`]
  if (mismatches.length) return local(false, `security hash fields differ from the deposit: ${mismatches.join(', ')}`, details)
  return local(true, `signed by the instance's key ${decoded.keyId}; checksum, size and name are the deposit's`, details)
}

/** The evidence's anchor status; older instances did not say it. */
export function evidenceAnchorStatus(evidence: DepositEvidence): EvidenceAnchorStatus {
  return evidence.anchor ? 'anchored' : evidence.anchorStatus === 'none' ? 'none' : 'pending'
}

/** Why the Merkle and chain layers are skipped for good when the instance does not anchor. */
const NO_CHAIN_REASON = 'no anchor: the server says this instance does not record deposits on a blockchain'

function checkMerkle(evidence: DepositEvidence): EvidenceLayerResult {
  const anchor = evidence.anchor
  if (!anchor && evidenceAnchorStatus(evidence) === 'none') return skipped('server', NO_CHAIN_REASON)
  if (!anchor) return skipped('server', 'anchor pending: the server says the batch is not confirmed on chain yet')
  const path = checkAnchorPath(anchor)
  if (!path.ok) return local(false, path.reason)
  if (normalHex(anchor.leaf) !== normalHex(evidence.file.sha256)) return local(false, "the anchor's leaf is not the deposit's SHA-256")
  return local(true, path.reason)
}

async function checkChain(evidence: DepositEvidence, options: EvidenceVerifyOptions): Promise<EvidenceLayerResult> {
  const anchor = evidence.anchor
  if (!anchor && evidenceAnchorStatus(evidence) === 'none') return skipped('server', NO_CHAIN_REASON)
  if (!anchor) return skipped('server', 'anchor pending: no transaction yet')
  const rpcUrl = options.trust.chain.rpcUrl
  const taken = `transaction ${anchor.transactionHash} on chain ${anchor.chainId} is the server's word`
  if (!rpcUrl) return skipped('server', `${taken}: the instance publishes no RPC endpoint to check it`)
  if (options.checkChain === false) return skipped('server', `${taken}: the on-chain check was not asked for`)
  const onChain = await checkAnchorOnChain(anchor, rpcUrl, options.fetch ?? ((input, init) => globalThis.fetch(input, init)))
  return local(onChain.ok, onChain.reason)
}

/** Runs one layer; a layer that throws (evidence of an unexpected shape) fails instead of breaking the verdict. */
async function guarded(run: () => EvidenceLayerResult | Promise<EvidenceLayerResult>): Promise<EvidenceLayerResult> {
  try {
    return await run()
  } catch (error) {
    return local(false, `could not be checked: ${message(error)}`)
  }
}

/**
 * Verifies what the platform publishes about one sealed file against what the instance publishes to
 * trust (TSA roots, security-hash keys, chain). Every layer says whether it was recomputed here
 * ('local') or repeated from the server ('server'). Never throws for bad evidence.
 */
export async function verifyDepositEvidence(evidence: DepositEvidence, options: EvidenceVerifyOptions): Promise<EvidenceVerification> {
  let read: { genTime?: string; tsaName?: string } = {}
  const timestamp = await guarded(async () => {
    const result = await checkTimestamps(evidence, options.trust)
    read = { ...(result.genTime ? { genTime: result.genTime } : {}), ...(result.tsaName ? { tsaName: result.tsaName } : {}) }
    return result.layer
  })
  const layers: Record<EvidenceLayer, EvidenceLayerResult> = {
    file: await guarded(() => checkFile(evidence, options.fileSha256)),
    timestamp,
    securityHash: await guarded(() => checkSecurityHash(evidence, options.trust)),
    merkle: await guarded(() => checkMerkle(evidence)),
    chain: await guarded(() => checkChain(evidence, options)),
  }
  const anchor = evidence?.anchor ?? null
  return {
    ok: EVIDENCE_LAYERS.every((layer) => layers[layer].ok),
    layers,
    ...read,
    qualified: evidence?.qualified === true,
    anchored: anchor !== null,
    anchorStatus: evidence ? evidenceAnchorStatus(evidence) : 'pending',
    ...(anchor ? { transactionHash: anchor.transactionHash } : {}),
  }
}

/** The instance's link to a transaction ("{tx}" replaced), or null when it publishes none. */
export function evidenceTransactionUrl(trust: EvidenceTrust, transactionHash: string): string | null {
  const template = trust.chain.explorerTxUrl
  return template && isWebUrl(template) ? template.replaceAll('{tx}', encodeURIComponent(transactionHash)) : null
}

/** An absolute http(s) address: what a page may fetch or link to (never javascript: or data:). */
function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false
  try {
    new URL(value) // URL.canParse is too recent for some browsers the widget serves
    return true
  } catch {
    return false
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isString = (value: unknown): value is string => typeof value === 'string'
const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string'

/** The evidence if the answer has its shape (a fresh copy of the known fields), else null: answers are never trusted blindly. */
export function parseDepositEvidence(value: unknown): DepositEvidence | null {
  if (!isObject(value) || value.format !== EVIDENCE_FORMAT || value.version !== EVIDENCE_VERSION) return null
  const file = value.file
  if (!isObject(file) || !isString(file.name) || !Number.isSafeInteger(file.size) || (file.size as number) < 0) return null
  if (!isString(file.sha256) || !HEX64.test(file.sha256)) return null
  if (!isStringOrNull(value.number) || !isString(value.depositedAt) || !isString(value.certificatesPem)) return null
  if (!Array.isArray(value.timestamps) || !value.timestamps.every((t) => isString(t) && /^[A-Za-z0-9+/=\s]+$/.test(t))) return null
  if (typeof value.qualified !== 'boolean' || !isStringOrNull(value.securityHash)) return null
  if (value.anchor !== null && anchorRecordProblems(value.anchor).length > 0) return null
  const anchor = value.anchor as AnchorRecord | null
  const status = value.anchorStatus as EvidenceAnchorStatus | undefined
  if (status !== undefined && !(anchor ? status === 'anchored' : status === 'pending' || status === 'none')) return null
  return {
    format: EVIDENCE_FORMAT,
    version: EVIDENCE_VERSION,
    file: { name: file.name, size: file.size as number, sha256: file.sha256 },
    number: value.number,
    depositedAt: value.depositedAt,
    timestamps: [...(value.timestamps as string[])],
    certificatesPem: value.certificatesPem,
    qualified: value.qualified,
    securityHash: value.securityHash,
    anchor: anchor ? { ...anchor, proof: { index: anchor.proof.index, treeSize: anchor.proof.treeSize, path: [...anchor.proof.path] } } : null,
    ...(status !== undefined ? { anchorStatus: status } : {}),
  }
}

/** The instance's trust material if the answer has its shape (a fresh copy), else null. */
export function parseEvidenceTrust(value: unknown): EvidenceTrust | null {
  if (!isObject(value) || !isString(value.tsaRootsPem)) return null
  const keys = value.securityHashKeys
  if (!Array.isArray(keys) || !keys.every((k) => isObject(k) && isString(k.keyId) && isString(k.publicKeyPem))) return null
  const chain = value.chain
  if (!isObject(chain) || !(chain.chainId === null || Number.isSafeInteger(chain.chainId))) return null
  const webUrlOrNull = (v: unknown): v is string | null => v === null || (isString(v) && isWebUrl(v))
  if (!webUrlOrNull(chain.rpcUrl) || !webUrlOrNull(chain.explorerTxUrl)) return null
  return {
    tsaRootsPem: value.tsaRootsPem,
    securityHashKeys: (keys as { keyId: string; publicKeyPem: string }[]).map((k) => ({ keyId: k.keyId, publicKeyPem: k.publicKeyPem })),
    chain: { chainId: chain.chainId as number | null, rpcUrl: chain.rpcUrl, explorerTxUrl: chain.explorerTxUrl },
  }
}
