/*
 * Steps the two proof ZIPs share: the deposit bundle (bundle.ts, bundle_verify.ts) and the proof of one
 * file of an end-to-end encrypted transfer (e2e_proof.ts). Writing: the anchor checked against the leaf
 * it must prove, the TSA chain re-emitted as clean PEM. Reading: a bounded unzip, the roots to trust,
 * anchor.json read back, the token's check lines and the on-chain lookup, with the same layer results.
 */
import { strFromU8, unzipSync } from 'fflate'
import { fromPemAll, toPem } from './bytes.ts'
import { anchorRecordProblems, checkAnchorOnChain } from './anchor.ts'
import type { AnchorRecord } from './anchor.ts'
import { certificatesFromPem } from './asn1.ts'
import type { CertificateInput, TimestampVerification } from './tsa_verify.ts'

/** One layer of a verification report. */
export interface LayerResult {
  ok: boolean
  skipped?: boolean
  reason: string
  /** One line per sub-check, for display. */
  details?: string[]
}

export const pass = (reason: string, details?: string[]): LayerResult => ({ ok: true, reason, ...(details ? { details } : {}) })
export const fail = (reason: string, details?: string[]): LayerResult => ({ ok: false, reason, ...(details ? { details } : {}) })
export const skip = (reason: string): LayerResult => ({ ok: true, skipped: true, reason })

/** A proof holds no payload, only proofs (and a PDF): more than this unpacked is refused. */
export const MAX_UNPACKED = 64 * 1024 * 1024

/** Unzips a proof; throws `tooLarge()` past MAX_UNPACKED (before inflating it), fflate's error when it is not a ZIP. */
export function unzipProof(zip: Uint8Array, tooLarge: () => Error): Record<string, Uint8Array> {
  let total = 0
  return unzipSync(zip, {
    filter: (file) => {
      total += file.originalSize
      if (total > MAX_UNPACKED) throw tooLarge()
      return true
    },
  })
}

/** The anchor's leaf as lowercase hex without 0x. */
export function anchorLeafHex(anchor: AnchorRecord): string {
  return anchor.leaf.replace(/^0x/, '').toLowerCase()
}

/** Writing: throws when the anchor is malformed or proves another leaf than `leafHex`. */
export function assertAnchorFor(anchor: AnchorRecord, leafHex: string, otherLeaf: string): void {
  const problems = anchorRecordProblems(anchor)
  if (problems.length) throw new Error(`anchor: ${problems.join('; ')}`)
  if (anchorLeafHex(anchor) !== leafHex) throw new Error(otherLeaf)
}

/** Writing: the certificates of `chainPem` as clean PEM, so stray text in the input cannot confuse openssl; throws `none` without one. */
export function cleanChainPem(chainPem: string, none: string): string {
  const chain = fromPemAll(chainPem, 'CERTIFICATE')
  if (!chain.length) throw new Error(none)
  return chain.map((der) => toPem('CERTIFICATE', der)).join('')
}

/** Reading: anchor.json parsed and checked, or why not. */
export function readAnchorJson(bytes: Uint8Array): { anchor: AnchorRecord; problem?: undefined } | { anchor?: undefined; problem: string } {
  try {
    const parsed = JSON.parse(strFromU8(bytes)) as AnchorRecord
    const problems = anchorRecordProblems(parsed)
    return problems.length ? { problem: `anchor.json: ${problems.join('; ')}` } : { anchor: parsed }
  } catch {
    return { problem: 'anchor.json is not JSON' }
  }
}

/** Reading: the roots given by the verifier, else the self-signed roots shipped in tsa-chain.pem (and the report says which). */
export function rootsToTrust(
  chainPem: string,
  trustedRoots: CertificateInput[] | undefined
): { roots: CertificateInput[]; trust: { source: 'given' | 'bundle'; roots: number } } {
  const given = trustedRoots?.length ? trustedRoots : undefined
  const roots = given ?? selfSigned(chainPem)
  return { roots, trust: { source: given ? 'given' : 'bundle', roots: roots.length } }
}

/** What a timestamp layer's reason adds when the root came from the bundle itself. */
export function trustNote(trust: { source: 'given' | 'bundle' }): string {
  return trust.source === 'bundle' ? ' (trusting the root shipped in the bundle)' : ''
}

function selfSigned(pem: string): CertificateInput[] {
  try {
    return certificatesFromPem(pem).filter((c) => c.subject.isEqual(c.issuer))
  } catch {
    return []
  }
}

/** Reading: one line per check of a token that ran (`<file> <check>: ok|FAILED - <reason>`). */
export function timestampCheckLines(file: string, checks: TimestampVerification['checks']): string[] {
  return Object.entries(checks)
    .filter(([, check]) => !check.skipped)
    .map(([name, check]) => `${file} ${name}: ${check.ok ? 'ok' : 'FAILED'} - ${check.reason}`)
}

/** Reading: the anchor's root in its transaction, when the verifier gives an RPC URL. */
export async function chainLayer(anchor: AnchorRecord, options: { rpcUrl?: string; fetch?: typeof fetch }): Promise<LayerResult> {
  if (!options.rpcUrl) return skip(`not checked (give an RPC URL for chain ${anchor.chainId}); transaction ${anchor.transactionHash}`)
  const onChain = await checkAnchorOnChain(anchor, options.rpcUrl, options.fetch)
  return onChain.ok ? pass(onChain.reason) : fail(onChain.reason)
}
