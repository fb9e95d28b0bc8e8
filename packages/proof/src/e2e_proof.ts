/*
 * The proof of one file of an end-to-end encrypted transfer (docs/e2e-format.md §7): a ZIP with the
 * commitment list exactly as the server timestamped it, its RFC 3161 token, the TSA chain, the anchor
 * when there is one, and the opening of ONE file (its id, salt and plaintext SHA-256; the path and size
 * only if the recipient chose to reveal them). Made in the recipient's browser, checked by sceau-verify
 * and, for the token, by stock OpenSSL. The other files stay behind their commitments.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate'
import type { Zippable } from 'fflate'
import { bytesEqual, concatBytes, fromHex, toHex } from './bytes.ts'
import { sha256Sync } from './sha256.ts'
import { checkAnchorPath } from './anchor.ts'
import type { AnchorRecord } from './anchor.ts'
import { timestampResponseFromToken } from './bundle.ts'
import { extractTimeStampToken, parseTimeStampToken } from './tsa_response.ts'
import { verifyTimestampResponse } from './tsa_verify.ts'
import type { CertificateInput } from './tsa_verify.ts'
import {
  MAX_UNPACKED,
  anchorLeafHex,
  assertAnchorFor,
  chainLayer,
  cleanChainPem,
  fail,
  pass,
  readAnchorJson,
  rootsToTrust,
  skip,
  timestampCheckLines,
  trustNote,
  unzipProof,
} from './proof_zip.ts'
import type { LayerResult } from './proof_zip.ts'

export const E2E_PROOF_FORMAT = 'sceau-e2e-proof'
export const E2E_PROOF_VERSION = 1
/** First line of a commitment list (docs/e2e-format.md §5). */
export const E2E_COMMITMENT_LIST_FIRST_LINE = 'sceau-e2e/1 commitments'

export const E2E_PROOF_FILES = {
  opening: 'opening.json',
  commitments: 'commitments.txt',
  timestamp: 'commitments.tsr',
  tsaChain: 'tsa-chain.pem',
  anchor: 'anchor.json',
  readme: 'VERIFY.md',
} as const

/** opening.json: what the recipient reveals of one file. */
export interface E2eOpeningDocument {
  format: typeof E2E_PROOF_FORMAT
  version: typeof E2E_PROOF_VERSION
  /** The file's opaque id, as in the commitment list. */
  id: string
  /** The commitment salt (32 bytes, hex) and the plaintext SHA-256 (hex): SHA-256(salt ‖ sha256) is the listed commitment. */
  salt: string
  sha256: string
  /** The recipient's choice: the file's path and size in the transfer, or nothing. */
  file: { path: string; size: number } | null
  /** The token's time (the token is what proves it). */
  certifiedAt: string
  createdAt: string
}

export interface E2eProofInput {
  /** The commitment list in manifest order, as the server timestamped it. */
  commitments: { id: string; commitment: string }[]
  /** DER TimeStampToken (or TimeStampResp) over SHA-256 of the commitment list. */
  token: Uint8Array
  /** TSA certificate, intermediates and root (PEM). */
  chainPem: string
  /** The anchor of the list's digest, once its batch is on chain. */
  anchor?: AnchorRecord | null
  /** The opened file: its id, salt and plaintext SHA-256, as the decrypted manifest has them. */
  opening: { id: string; salt: string; sha256: string }
  /** Revealed only when the recipient chooses to. */
  file?: { path: string; size: number } | null
  createdAt?: Date
}

const HEX32 = /^[0-9a-f]{32}$/
const HEX64 = /^[0-9a-f]{64}$/

/** The commitment list's exact bytes (docs/e2e-format.md §5): the first line, then `<id> <commitment>`, each ending in LF. */
export function e2eCommitmentList(items: { id: string; commitment: string }[]): Uint8Array {
  for (const item of items)
    if (!HEX32.test(item.id) || !HEX64.test(item.commitment)) throw new TypeError('a commitment or its id is not lowercase hex of the right length')
  return strToU8([E2E_COMMITMENT_LIST_FIRST_LINE, ...items.map((item) => `${item.id} ${item.commitment}`)].map((line) => `${line}\n`).join(''))
}

/** Reads a commitment list back; null when it is not one, byte for byte (a list must re-encode to itself). */
export function parseE2eCommitmentList(bytes: Uint8Array): { id: string; commitment: string }[] | null {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
  if (!text.endsWith('\n')) return null
  const [first, ...lines] = text.slice(0, -1).split('\n')
  if (first !== E2E_COMMITMENT_LIST_FIRST_LINE) return null
  const items: { id: string; commitment: string }[] = []
  const ids = new Set<string>()
  for (const line of lines) {
    const match = /^([0-9a-f]{32}) ([0-9a-f]{64})$/.exec(line)
    if (!match || ids.has(match[1]!)) return null
    ids.add(match[1]!)
    items.push({ id: match[1]!, commitment: match[2]! })
  }
  return items.length ? items : null
}

/** SHA-256(salt ‖ sha256) over the raw bytes, hex (docs/e2e-format.md §5). */
export function e2eCommitment(salt: string, sha256: string): string {
  if (!HEX64.test(salt) || !HEX64.test(sha256)) throw new TypeError('salt and sha256 are 64 lowercase hex digits')
  return toHex(sha256Sync(concatBytes(fromHex(salt), fromHex(sha256))))
}

/** Builds the proof ZIP of one file; throws when the parts do not belong together (the token over another list, an opening that does not open). */
export function createE2eProofBundle(input: E2eProofInput): Uint8Array {
  const list = e2eCommitmentList(input.commitments)
  const digest = sha256Sync(list)
  const tokenDer = extractTimeStampToken(input.token)
  const token = parseTimeStampToken(tokenDer)
  if (!bytesEqual(token.summary.imprint, digest)) throw new Error('the token does not cover this commitment list')
  const { id, salt, sha256 } = input.opening
  const listed = input.commitments.find((item) => item.id === id)
  if (!listed) throw new Error('the opened file is not in the commitment list')
  if (e2eCommitment(salt, sha256) !== listed.commitment) throw new Error('SHA-256(salt ‖ sha256) is not the listed commitment')
  const chainPem = cleanChainPem(input.chainPem, 'chainPem holds no certificate')
  const anchor = input.anchor ?? null
  if (anchor) assertAnchorFor(anchor, toHex(digest), 'the anchor leaf is not the digest of the commitment list')
  const createdAt = input.createdAt ?? new Date()
  const certifiedAt = token.summary.genTime.toISOString()
  const opening: E2eOpeningDocument = {
    format: E2E_PROOF_FORMAT,
    version: E2E_PROOF_VERSION,
    id,
    salt,
    sha256,
    file: input.file ? { path: input.file.path, size: input.file.size } : null,
    certifiedAt,
    createdAt: createdAt.toISOString(),
  }
  const mtime = createdAt
  const files: Zippable = {
    [E2E_PROOF_FILES.readme]: [strToU8(e2eVerifyMd(opening, listed.commitment, toHex(digest), anchor)), { mtime }],
    [E2E_PROOF_FILES.opening]: [strToU8(`${JSON.stringify(opening, null, 2)}\n`), { mtime }],
    [E2E_PROOF_FILES.commitments]: [list, { mtime }],
    [E2E_PROOF_FILES.timestamp]: [timestampResponseFromToken(tokenDer), { mtime, level: 0 }],
    [E2E_PROOF_FILES.tsaChain]: [strToU8(chainPem), { mtime }],
  }
  if (anchor) files[E2E_PROOF_FILES.anchor] = [strToU8(`${JSON.stringify(anchor, null, 2)}\n`), { mtime }]
  return zipSync(files, { level: 6 })
}

/** The ZIP's name: the file's own name when the recipient reveals it, else the start of its id. */
export function e2eProofFileName(opening: { id: string }, file?: { path: string } | null): string {
  const name = file ? file.path.slice(file.path.lastIndexOf('/') + 1) : opening.id.slice(0, 12)
  return `${name}.sceau-proof.zip`
}

function e2eVerifyMd(opening: E2eOpeningDocument, commitment: string, digest: string, anchor: AnchorRecord | null): string {
  const what = opening.file ? `${opening.file.path} (${opening.file.size} bytes)` : `the file with id ${opening.id} (its name is not revealed)`
  return [
    `# Proof of one file of an end-to-end encrypted Sceau transfer`,
    '',
    `This proves that ${what}, whose SHA-256 is`,
    '',
    `    ${opening.sha256}`,
    '',
    `was certified by its sender no later than ${opening.certifiedAt}, without the server ever seeing the file,`,
    'its name or its hash. docs/e2e-format.md of Sceau (sections 5 and 7) describes the format.',
    '',
    '## 1. The token covers the commitment list',
    '',
    `${E2E_PROOF_FILES.commitments} is the list the server timestamped: one commitment per file of the transfer.`,
    `${E2E_PROOF_FILES.timestamp} is an RFC 3161 timestamp over its SHA-256 (${digest}). With OpenSSL:`,
    '',
    `    openssl ts -verify -in ${E2E_PROOF_FILES.timestamp} -data ${E2E_PROOF_FILES.commitments} -CAfile ${E2E_PROOF_FILES.tsaChain}`,
    '',
    'prints "Verification: OK". Check that the root of tsa-chain.pem is the timestamping authority you',
    'expect (`openssl x509 -in tsa-chain.pem -noout -subject -fingerprint -sha256` shows the first one).',
    '',
    '## 2. The opening gives a listed commitment',
    '',
    `${E2E_PROOF_FILES.opening} reveals this file's salt and SHA-256. SHA-256 of the 32 salt bytes followed by the`,
    `32 hash bytes must be the commitment listed for id ${opening.id}:`,
    '',
    `    printf '%s%s' ${opening.salt} ${opening.sha256} | xxd -r -p | sha256sum`,
    '',
    `must print ${commitment}, and`,
    '',
    `    grep ${opening.id} ${E2E_PROOF_FILES.commitments}`,
    '',
    'must show the same. The other commitments reveal nothing about the other files.',
    '',
    '## 3. The file is the one certified',
    '',
    '    sha256sum <the file>',
    '',
    `must print ${opening.sha256}. sceau-verify does the three checks:`,
    '',
    `    sceau-verify ${e2eProofFileName(opening, opening.file)} --file <the file>`,
    '',
    ...(anchor
      ? [
          '## 4. Anchor',
          '',
          `${E2E_PROOF_FILES.anchor} is the Merkle path from the list's SHA-256 to the root ${anchor.root}, written on`,
          `chain ${anchor.chainId} in transaction ${anchor.transactionHash}; sceau-verify checks the path (and the`,
          'transaction with --rpc URL).',
          '',
        ]
      : []),
  ].join('\n')
}

/** Is this ZIP the proof of one file of an encrypted transfer? */
export function isE2eProof(zip: Uint8Array): boolean {
  try {
    return E2E_PROOF_FILES.opening in unzipSync(zip, { filter: (file) => file.name === E2E_PROOF_FILES.opening })
  } catch {
    return false
  }
}

export const E2E_PROOF_LAYERS = ['bundle', 'timestamp', 'opening', 'file', 'merkle', 'chain'] as const
export type E2eProofLayer = (typeof E2E_PROOF_LAYERS)[number]

export type E2eProofLayerResult = LayerResult

export interface E2eProofCheck {
  ok: boolean
  layers: Record<E2eProofLayer, E2eProofLayerResult>
  opening?: E2eOpeningDocument
  certifiedAt?: string
  trust?: { source: 'given' | 'bundle'; roots: number }
}

export interface E2eProofVerifyOptions {
  /** SHA-256 of the file, when the verifier has it. */
  fileSha256?: Uint8Array
  fileSize?: number
  /** Roots to trust; default: the self-signed roots in tsa-chain.pem (and the report says so). */
  trustedRoots?: CertificateInput[]
  /** EVM JSON-RPC endpoint: the anchor's root looked up in its transaction. */
  rpcUrl?: string
  fetch?: typeof fetch
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function openingProblems(value: unknown): string | null {
  if (!isObject(value) || value.format !== E2E_PROOF_FORMAT) return 'opening.json is not a Sceau e2e proof opening'
  if (value.version !== E2E_PROOF_VERSION) return `unsupported opening version ${String(value.version)}`
  if (typeof value.id !== 'string' || !HEX32.test(value.id)) return 'opening.json: id is not 32 hex digits'
  if (typeof value.salt !== 'string' || !HEX64.test(value.salt)) return 'opening.json: salt is not 64 hex digits'
  if (typeof value.sha256 !== 'string' || !HEX64.test(value.sha256)) return 'opening.json: sha256 is not 64 hex digits'
  const file = value.file
  if (file !== null && (!isObject(file) || typeof file.path !== 'string' || !Number.isSafeInteger(file.size) || (file.size as number) < 0))
    return 'opening.json: file is neither null nor {path, size}'
  return null
}

/** Checks the proof of one file; never throws for a bad bundle. */
export async function verifyE2eProof(zip: Uint8Array, options: E2eProofVerifyOptions = {}): Promise<E2eProofCheck> {
  const layers = Object.fromEntries(E2E_PROOF_LAYERS.map((l) => [l, fail('not checked')])) as Record<E2eProofLayer, E2eProofLayerResult>
  try {
    return await verifyLayers(zip, options, layers)
  } catch (error) {
    layers.bundle = fail(`the proof could not be checked: ${error instanceof Error ? error.message : String(error)}`)
    return { ok: false, layers }
  }
}

async function verifyLayers(zip: Uint8Array, options: E2eProofVerifyOptions, layers: Record<E2eProofLayer, E2eProofLayerResult>): Promise<E2eProofCheck> {
  let files: Record<string, Uint8Array>
  try {
    files = unzipProof(zip, () => new Error(`the proof unpacks to more than ${MAX_UNPACKED / 1024 / 1024} MiB`))
  } catch (error) {
    layers.bundle = fail(`not a readable ZIP: ${error instanceof Error ? error.message : String(error)}`)
    return { ok: false, layers }
  }
  let opening: E2eOpeningDocument
  try {
    const parsed: unknown = JSON.parse(strFromU8(files[E2E_PROOF_FILES.opening] ?? new Uint8Array()))
    const problem = openingProblems(parsed)
    if (problem) {
      layers.bundle = fail(problem)
      return { ok: false, layers }
    }
    opening = parsed as E2eOpeningDocument
  } catch {
    layers.bundle = fail('opening.json is missing or not JSON')
    return { ok: false, layers }
  }
  const listBytes = files[E2E_PROOF_FILES.commitments]
  const list = listBytes ? parseE2eCommitmentList(listBytes) : null
  const tokenBytes = files[E2E_PROOF_FILES.timestamp]
  const missing = [!listBytes && E2E_PROOF_FILES.commitments, !tokenBytes && E2E_PROOF_FILES.timestamp].filter(Boolean)
  if (missing.length) layers.bundle = fail(`${missing.join(' and ')} missing`)
  else if (!list) layers.bundle = fail(`${E2E_PROOF_FILES.commitments} is not a commitment list (docs/e2e-format.md §5)`)
  else layers.bundle = pass(`proof of one file of an end-to-end encrypted transfer (${list.length} commitment${list.length === 1 ? '' : 's'} listed)`)
  const digest = listBytes ? sha256Sync(listBytes) : undefined

  // 1. the token over the list's exact bytes
  const chainPem = files[E2E_PROOF_FILES.tsaChain] ? strFromU8(files[E2E_PROOF_FILES.tsaChain]!) : ''
  const { roots, trust } = rootsToTrust(chainPem, options.trustedRoots)
  let certifiedAt: string | undefined
  if (!tokenBytes || !digest) layers.timestamp = fail('no token or no commitment list to check')
  else {
    const result = await verifyTimestampResponse(tokenBytes, { imprint: digest, trustedRoots: roots, certificates: chainPem ? [chainPem] : [] })
    const details = timestampCheckLines(E2E_PROOF_FILES.timestamp, result.checks)
    certifiedAt = result.tstInfo?.genTime.toISOString()
    layers.timestamp = result.ok
      ? pass(`${E2E_PROOF_FILES.commitments} timestamped at ${certifiedAt} by ${result.signer?.subject ?? '?'}${trustNote(trust)}`, details)
      : fail(details.find((d) => d.includes('FAILED')) ?? 'timestamp verification failed', details)
  }

  // 2. the opening gives the commitment listed for its id
  const listed = list?.find((item) => item.id === opening.id)
  if (!list) layers.opening = fail('no commitment list to open against')
  else if (!listed) layers.opening = fail(`id ${opening.id} is not in the commitment list`)
  else {
    const computed = e2eCommitment(opening.salt, opening.sha256)
    layers.opening =
      computed === listed.commitment
        ? pass(`SHA-256(salt ‖ ${opening.sha256.slice(0, 16)}…) is the commitment listed for ${opening.file ? opening.file.path : opening.id}`)
        : fail(`SHA-256(salt ‖ sha256) is ${computed}, the list has ${listed.commitment} for ${opening.id}`)
  }

  // 3. the file, when given
  if (!options.fileSha256) layers.file = skip('file not given')
  else if (toHex(options.fileSha256) !== opening.sha256)
    layers.file = fail(`file SHA-256 ${toHex(options.fileSha256)} differs from the certified ${opening.sha256}`)
  else if (opening.file && options.fileSize !== undefined && options.fileSize !== opening.file.size)
    layers.file = fail(`file size ${options.fileSize} differs from the certified ${opening.file.size}`)
  else layers.file = pass(`SHA-256 ${opening.sha256} matches`)

  // 4-5. the anchor, when the bundle has one
  const anchorBytes = files[E2E_PROOF_FILES.anchor]
  let anchor: AnchorRecord | undefined
  if (!anchorBytes) {
    layers.merkle = skip('no anchor in the bundle (pending, or an instance without a chain)')
    layers.chain = skip('no anchor to look up')
  } else {
    const read = readAnchorJson(anchorBytes)
    anchor = read.anchor
    if (anchor) {
      const path = checkAnchorPath(anchor)
      const leafMatches = !!digest && anchorLeafHex(anchor) === toHex(digest)
      layers.merkle = !leafMatches ? fail('the anchor leaf is not the SHA-256 of the commitment list') : path.ok ? pass(path.reason) : fail(path.reason)
      layers.chain = await chainLayer(anchor, options)
    } else {
      layers.merkle = fail(read.problem!)
      layers.chain = skip('no valid anchor to look up')
    }
  }

  const ok = E2E_PROOF_LAYERS.every((l) => layers[l].ok)
  return { ok, layers, opening, ...(certifiedAt ? { certifiedAt } : {}), trust }
}
