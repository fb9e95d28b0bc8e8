// Checks a proof bundle layer by layer (file, manifest, timestamp, Merkle path, chain); never throws for a bad bundle.
import { strFromU8 } from 'fflate'
import { bytesEqual, fromHex, toHex } from './bytes.ts'
import { sha256Sync } from './sha256.ts'
import { checkAnchorPath } from './anchor.ts'
import type { AnchorRecord } from './anchor.ts'
import { BUNDLE_FILES, BundleFormatError, readProofBundle, renewalFileName, sha256sumLine } from './bundle.ts'
import type { BundleManifest, ProofBundle, TimestampSummary } from './bundle.ts'
import { parseTimeStampResponse } from './tsa_response.ts'
import { SecurityHashError, decodeSecurityHash, importSecurityHashPublicKey } from './security_hash.ts'
import { verifyTimestampChain } from './tsa_archive.ts'
import type { CertificateInput, TimestampVerification } from './tsa_verify.ts'
import { chainLayer, fail, pass, readAnchorJson, rootsToTrust, skip, timestampCheckLines, trustNote } from './proof_zip.ts'
import type { LayerResult } from './proof_zip.ts'

export type { LayerResult } from './proof_zip.ts'

export const BUNDLE_LAYERS = ['bundle', 'file', 'manifest', 'timestamp', 'merkle', 'chain'] as const
export type BundleLayer = (typeof BUNDLE_LAYERS)[number]

export interface BundleVerification {
  ok: boolean
  layers: Record<BundleLayer, LayerResult>
  manifest?: BundleManifest
  timestamps?: TimestampVerification[]
  anchor?: AnchorRecord
  /** The roots that were trusted, and whether they came from the bundle itself. */
  trust?: { source: 'given' | 'bundle'; roots: number }
  /** The deposit's security hash: signature and fields against the manifest (skipped without a hash or a key). */
  securityHash?: LayerResult
}

export interface BundleVerifyOptions {
  /** SHA-256 of the original file, when the user has it (stream it with sha256Stream). */
  fileSha256?: Uint8Array
  /** Or the file's bytes. */
  file?: Uint8Array
  fileSize?: number
  /** Roots to trust; without them, the self-signed roots shipped in tsa-chain.pem are trusted (and said so). */
  trustedRoots?: CertificateInput[]
  /** EVM JSON-RPC endpoint; when given, the root is looked up in the transaction's calldata. */
  rpcUrl?: string
  fetch?: typeof fetch
  /** The platform's security-hash public key (SPKI PEM); without it, the key shipped in the bundle is trusted (and said so). */
  securityHashKeyPem?: string
}

/** Why the Merkle and chain layers are skipped for good on an instance without a chain (manifest anchor status 'none'). */
export const NO_CHAIN = 'no anchor: this instance does not record deposits on a blockchain'

function checkManifest(bundle: ProofBundle, anchor: AnchorRecord | undefined): LayerResult {
  const { manifest, entries } = bundle
  const problems: string[] = []
  const details: string[] = []
  if (!/^[0-9a-f]{64}$/.test(manifest.file?.sha256 ?? '')) problems.push('manifest file.sha256 is not a SHA-256')
  const listed = new Set<string>()
  for (const entry of manifest.files ?? []) {
    listed.add(entry.path)
    const bytes = entries.get(entry.path)
    if (!bytes) problems.push(`${entry.path} is listed but missing`)
    else if (toHex(sha256Sync(bytes)) !== entry.sha256 || bytes.length !== entry.size) problems.push(`${entry.path} does not match its SHA-256 in the manifest`)
    else details.push(`${entry.path} sha256 ok`)
  }
  for (const path of entries.keys()) {
    if (path !== BUNDLE_FILES.manifest && !listed.has(path)) problems.push(`${path} is not listed in the manifest`)
  }
  for (const required of [BUNDLE_FILES.checksums, BUNDLE_FILES.timestamp, BUNDLE_FILES.tsaChain, BUNDLE_FILES.readme]) {
    if (!entries.has(required)) problems.push(`${required} is missing`)
  }
  const sums = entries.get(BUNDLE_FILES.checksums)
  if (sums && manifest.file) {
    const expected = sha256sumLine(manifest.file.sha256, manifest.file.name)
    if (strFromU8(sums) !== expected) problems.push('SHA256SUMS does not match the manifest')
  }
  const summaries: TimestampSummary[] = [manifest.timestamp, ...(manifest.renewals ?? [])]
  summaries.forEach((summary, i) => {
    const path = i === 0 ? BUNDLE_FILES.timestamp : renewalFileName(i)
    const bytes = entries.get(path)
    if (!summary || summary.file !== path) {
      problems.push(`manifest timestamp entry ${i} does not name ${path}`)
      return
    }
    if (!bytes) return
    try {
      const token = parseTimeStampResponse(bytes).token
      const s = token?.summary
      if (!s || s.genTime.toISOString() !== summary.genTime || s.serial.toString(16) !== summary.serial || toHex(s.imprint) !== summary.imprint) {
        problems.push(`manifest summary of ${path} differs from the token`)
      }
    } catch {
      problems.push(`${path} is unreadable`)
    }
  })
  if (manifest.timestamp && manifest.file && manifest.timestamp.imprint !== manifest.file.sha256)
    problems.push('the timestamp summary does not cover the file SHA-256')
  const a = manifest.anchor
  if (a?.status === 'anchored') {
    if (!anchor) problems.push('manifest says anchored but anchor.json is missing or invalid')
    else if (a.root !== anchor.root || a.transactionHash !== anchor.transactionHash || a.chainId !== anchor.chainId || a.leafIndex !== anchor.proof.index) {
      problems.push('manifest anchor summary differs from anchor.json')
    }
    if (anchor && anchor.leaf.replace(/^0x/, '').toLowerCase() !== manifest.file?.sha256) problems.push('anchor leaf is not the file SHA-256')
  } else if (a?.status !== 'pending' && a?.status !== 'none') problems.push('manifest anchor status is neither anchored, pending nor none')
  else if (entries.has(BUNDLE_FILES.anchor)) problems.push(`anchor.json present but the manifest says ${a.status}`)
  return problems.length ? fail(problems[0]!, problems) : pass(`${manifest.files.length} files match the manifest`, details)
}

/** Verifies a proof bundle ZIP; a bundle that breaks the verifier in an unforeseen way is reported, not thrown. */
export async function verifyProofBundle(zip: Uint8Array, options: BundleVerifyOptions = {}): Promise<BundleVerification> {
  try {
    return await verifyBundleLayers(zip, options)
  } catch (error) {
    const layers = Object.fromEntries(BUNDLE_LAYERS.map((l) => [l, fail('not checked')])) as Record<BundleLayer, LayerResult>
    layers.bundle = fail(`bundle could not be checked: ${error instanceof Error ? error.message : String(error)}`)
    return { ok: false, layers }
  }
}

async function verifyBundleLayers(zip: Uint8Array, options: BundleVerifyOptions): Promise<BundleVerification> {
  const layers = Object.fromEntries(BUNDLE_LAYERS.map((l) => [l, fail('not checked')])) as Record<BundleLayer, LayerResult>
  let bundle: ProofBundle
  try {
    bundle = readProofBundle(zip)
  } catch (error) {
    layers.bundle = fail(error instanceof BundleFormatError ? error.message : `unreadable bundle: ${String(error)}`)
    return { ok: false, layers }
  }
  const { manifest, entries } = bundle
  layers.bundle = pass(`Sceau proof bundle v${manifest.formatVersion}, deposit ${manifest.deposit?.number ?? manifest.deposit?.id}`)
  const declared = manifest.file?.sha256 ?? ''

  // 1. the original file
  const fileHash: Uint8Array | undefined = options.fileSha256 ?? (options.file ? sha256Sync(options.file) : undefined)
  const fileSize = options.fileSize ?? options.file?.length
  if (!fileHash) layers.file = skip('original file not given')
  else if (toHex(fileHash) !== declared) layers.file = fail(`file SHA-256 ${toHex(fileHash)} differs from the deposited ${declared}`)
  else if (fileSize !== undefined && fileSize !== manifest.file.size)
    layers.file = fail(`file size ${fileSize} differs from the deposited ${manifest.file.size}`)
  else layers.file = pass(`SHA-256 ${declared} matches`)

  // 2. anchor.json, then the manifest against every file
  const anchorBytes = entries.get(BUNDLE_FILES.anchor)
  const { anchor, problem: anchorProblem } = anchorBytes ? readAnchorJson(anchorBytes) : {}
  layers.manifest = checkManifest(bundle, anchor)

  // 3. timestamps, against the real file hash when given, else the declared one
  const chainPem = entries.get(BUNDLE_FILES.tsaChain) ? strFromU8(entries.get(BUNDLE_FILES.tsaChain)!) : ''
  const { roots, trust } = rootsToTrust(chainPem, options.trustedRoots)
  const timestampFiles = [BUNDLE_FILES.timestamp, ...(manifest.renewals ?? []).map((_, i) => renewalFileName(i + 1))]
  const timestampBytes = timestampFiles.map((f) => entries.get(f))
  let timestamps: TimestampVerification[] | undefined
  if (timestampBytes.some((b) => !b)) layers.timestamp = fail('a timestamp file is missing')
  else if (!/^[0-9a-f]{64}$/.test(declared) && !fileHash) layers.timestamp = fail('no file SHA-256 to check the timestamp against')
  else {
    const imprint = fileHash ?? fromHex(declared)
    const chain = await verifyTimestampChain(timestampBytes as Uint8Array[], {
      imprint,
      trustedRoots: roots,
      certificates: chainPem ? [chainPem] : [],
    })
    timestamps = chain.links.map((l) => l.verification)
    const details: string[] = []
    chain.links.forEach((link, i) => {
      const name = timestampFiles[i]
      details.push(...timestampCheckLines(name!, link.verification.checks))
      if (i > 0) details.push(`${name} renewal: ${link.renewal.ok ? 'ok' : 'FAILED'} - ${link.renewal.reason}`)
    })
    const first = chain.links[0]!.verification
    layers.timestamp = chain.ok
      ? pass(
          `${first.tstInfo!.genTime.toISOString()} by ${first.signer!.subject}${chain.links.length > 1 ? `, ${chain.links.length - 1} renewal(s)` : ''}${trustNote(trust)}`,
          details
        )
      : fail(details.find((d) => d.includes('FAILED')) ?? 'timestamp verification failed', details)
  }

  // 4. Merkle path; without anchor.json the manifest says why: not confirmed yet, or an instance that does not anchor
  const status = manifest.anchor?.status
  const unanchored = status === 'pending' ? 'anchor pending' : status === 'none' ? NO_CHAIN : null
  if (anchorProblem) layers.merkle = fail(anchorProblem)
  else if (!anchor) layers.merkle = unanchored ? skip(unanchored) : fail('anchor.json missing')
  else {
    const path = checkAnchorPath(anchor)
    const leafMatches = fileHash ? bytesEqual(fromHex(anchor.leaf), fileHash) : anchor.leaf.replace(/^0x/, '').toLowerCase() === declared
    layers.merkle = !leafMatches ? fail('anchor leaf is not the file SHA-256') : path.ok ? pass(path.reason) : fail(path.reason)
  }

  // 5. on chain
  layers.chain = anchor ? await chainLayer(anchor, options) : skip(unanchored ?? 'no anchor to look up')

  // 6. the security hash: a changed byte breaks its Ed25519 signature; its fields must be the manifest's
  const securityHash = await checkSecurityHash(bundle, options.securityHashKeyPem)

  const ok = BUNDLE_LAYERS.every((l) => layers[l].ok) && securityHash.ok
  return { ok, layers, manifest, ...(timestamps ? { timestamps } : {}), ...(anchor ? { anchor } : {}), trust, securityHash }
}

async function checkSecurityHash(bundle: ProofBundle, givenKeyPem: string | undefined): Promise<LayerResult> {
  const token = bundle.manifest.deposit?.securityHash
  if (!token) return skip('no security hash in the manifest')
  const shipped = bundle.entries.get(BUNDLE_FILES.securityHashKey)
  const pem = givenKeyPem ?? (shipped ? strFromU8(shipped) : undefined)
  if (!pem) return skip('no public key to check the security hash (give the platform key)')
  let key: Awaited<ReturnType<typeof importSecurityHashPublicKey>>
  try {
    key = await importSecurityHashPublicKey(pem)
  } catch {
    return fail('the security hash public key is not an Ed25519 SPKI PEM')
  }
  let decoded: Awaited<ReturnType<typeof decodeSecurityHash>>
  try {
    decoded = await decodeSecurityHash(token, () => key)
  } catch (error) {
    return fail(`security hash refused: ${error instanceof SecurityHashError ? error.message : String(error)}`)
  }
  const { file, deposit } = bundle.manifest
  const mismatches = [
    decoded.checksum !== file.sha256 && 'checksum',
    decoded.size !== file.size && 'size',
    decoded.filename !== file.name && 'file name',
    decoded.fileId !== deposit.id && 'file id',
  ].filter(Boolean)
  if (mismatches.length) return fail(`security hash fields differ from the manifest: ${mismatches.join(', ')}`)
  const trustNote = givenKeyPem ? '' : ' (trusting the key shipped in the bundle)'
  return pass(`signed by key ${decoded.keyId} for ${decoded.depositor}${trustNote}`)
}
