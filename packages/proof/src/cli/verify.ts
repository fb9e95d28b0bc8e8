// The sceau-verify command: checks a proof bundle offline (and on chain with --rpc), one line per layer.
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { basename } from 'node:path'
import { parseArgs } from 'node:util'
import { sha256Stream } from '../sha256.ts'
import { BUNDLE_LAYERS, verifyProofBundle } from '../bundle_verify.ts'
import type { BundleVerification } from '../bundle_verify.ts'
import { EVIDENCE_LAYERS } from '../evidence.ts'
import type { EvidenceVerification } from '../evidence.ts'
import { parseDepositEvidence, parseEvidenceTrust, verifyDepositEvidence } from '../evidence_verify.ts'
import { isDeliveryProof, verifyDeliveryProof } from '../delivery_proof.ts'
import type { DeliveredFileInput, DeliveryProofCheck } from '../delivery_proof.ts'
import { E2E_PROOF_LAYERS, isE2eProof, verifyE2eProof } from '../e2e_proof.ts'
import type { E2eProofCheck } from '../e2e_proof.ts'

export interface CliIo {
  stdout: (line: string) => void
  stderr: (line: string) => void
  fetch?: typeof fetch
}

export const USAGE = `Usage: sceau-verify <bundle.zip> [--file original] [--roots roots.pem] [--rpc URL] [--key key.pem] [--json] [--verbose]
       sceau-verify <proof-of-delivery.zip> [--file delivered]... [--roots roots.pem] [--json]
       sceau-verify <file.sceau-proof.zip> [--file original] [--roots roots.pem] [--rpc URL] [--json] [--verbose]
       sceau-verify --certificate URL [--file original] [--roots roots.pem] [--rpc URL] [--json] [--verbose]

Checks a Sceau proof bundle, a proof-of-delivery export (its event log's chain recomputed, each
timestamped head, and each delivered file given against the SHA-256 the log records), the proof of
one file of an end-to-end encrypted transfer (its token over the commitment list, the opening of
the file's commitment), or the evidence an instance publishes for a certificate, layer by layer and
exits 0 only when every checked layer passes (1 invalid, 2 usage or I/O error).
  --certificate URL  a public certificate (https://INSTANCE/certificate/TOKEN): fetch its evidence and
                     the instance's trust material, and check them as the web page and the widget do
  --file FILE    the original file: its SHA-256 must be the deposited (or certified) one; for a
                 proof of delivery, repeat it for each delivered file
  --roots PEM    trusted TSA root certificate(s); default: the root shipped in the bundle, or the
                 roots the instance publishes
  --rpc URL      EVM JSON-RPC endpoint: look the Merkle root up in the anchor transaction
  --key PEM      the platform's security-hash public key; default: the key shipped in the bundle
  --json         print the full result as JSON
  --verbose      print every sub-check`

const MARK = { ok: '[ ok ]', fail: '[FAIL]', skip: '[skip]' } as const

function jsonSafe(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString(16) : v instanceof Uint8Array ? Buffer.from(v).toString('hex') : v)))
}

export function formatReport(bundlePath: string, result: BundleVerification, verbose: boolean): string[] {
  const lines = [`Sceau proof bundle: ${bundlePath}`]
  for (const layer of BUNDLE_LAYERS) {
    const r = result.layers[layer]
    const mark = r.skipped ? MARK.skip : r.ok ? MARK.ok : MARK.fail
    lines.push(`${mark} ${layer.padEnd(9)} ${r.reason}`)
    if (verbose || (!r.ok && r.details)) for (const detail of r.details ?? []) lines.push(`         ${detail}`)
  }
  const hash = result.securityHash
  if (hash) lines.push(`${hash.skipped ? MARK.skip : hash.ok ? MARK.ok : MARK.fail} ${'security'.padEnd(9)} ${hash.reason}`)
  lines.push(result.ok ? 'Result: VALID' : 'Result: INVALID')
  return lines
}

export function formatDeliveryReport(path: string, result: DeliveryProofCheck): string[] {
  const lines = [`Sceau proof of delivery: ${path}${result.log ? ` (${result.log})` : ''}`]
  lines.push(`${result.chain.ok ? MARK.ok : MARK.fail} ${'chain'.padEnd(9)} ${result.chain.reason}`)
  if (result.network) lines.push(`${result.network.ok ? MARK.ok : MARK.fail} ${'network'.padEnd(9)} ${result.network.reason}`)
  if (!result.heads.length) lines.push(`${MARK.fail} ${'heads'.padEnd(9)} no timestamped head`)
  for (const head of result.heads) lines.push(`${head.ok ? MARK.ok : MARK.fail} ${`head ${head.seq}`.padEnd(9)} ${head.reason}`)
  for (const file of result.files) lines.push(`${file.ok ? MARK.ok : MARK.fail} ${'file'.padEnd(9)} ${file.name}: ${file.reason}`)
  lines.push(result.ok ? 'Result: VALID' : 'Result: INVALID')
  return lines
}

export function formatE2eProofReport(path: string, result: E2eProofCheck, verbose: boolean): string[] {
  const file = result.opening?.file
  const lines = [`Sceau proof of one end-to-end encrypted file: ${path}${file ? ` (${file.path})` : ''}`]
  for (const layer of E2E_PROOF_LAYERS) {
    const r = result.layers[layer]
    const mark = r.skipped ? MARK.skip : r.ok ? MARK.ok : MARK.fail
    lines.push(`${mark} ${layer.padEnd(9)} ${r.reason}`)
    if (verbose || (!r.ok && r.details)) for (const detail of r.details ?? []) lines.push(`         ${detail}`)
  }
  lines.push(result.ok ? 'Result: VALID' : 'Result: INVALID')
  return lines
}

export function formatEvidenceReport(certificateUrl: string, result: EvidenceVerification, verbose: boolean, rootsNote?: string): string[] {
  const lines = [`Sceau deposit evidence: ${certificateUrl}`]
  for (const layer of EVIDENCE_LAYERS) {
    const r = result.layers[layer]
    const mark = r.skipped ? MARK.skip : r.ok ? MARK.ok : MARK.fail
    lines.push(`${mark} ${layer.padEnd(12)} ${r.reason}${r.checkedBy === 'server' && !/server/.test(r.reason) ? " (the server's word)" : ''}`)
    if (verbose || (!r.ok && r.details)) for (const detail of r.details ?? []) lines.push(`         ${detail}`)
  }
  lines.push(`Qualified timestamp (the server's word): ${result.qualified ? 'yes' : 'no'}`)
  if (rootsNote) lines.push(rootsNote)
  lines.push(result.ok ? 'Result: VALID' : 'Result: INVALID')
  return lines
}

/** https://INSTANCE[/prefix]/certificate/TOKEN -> the instance's API base and the certificate token. */
export function certificateEndpoints(certificateUrl: string): { evidence: string; trust: string } {
  const url = new URL(certificateUrl)
  const match = /^(.*)\/certificate\/([^/]+)\/?$/.exec(url.pathname)
  if (!match) throw new Error(`${certificateUrl} is not a certificate address (.../certificate/TOKEN)`)
  const api = `${url.origin}${match[1]}/api/v2/consignment`
  return { evidence: `${api}/evidence/${match[2]}`, trust: `${api}/trust` }
}

async function fetchJson(url: string, fetchImpl: typeof fetch): Promise<unknown> {
  const response = await fetchImpl(url, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return response.json()
}

interface EvidenceArgs {
  certificate: string
  file?: string
  roots?: string
  rpc?: string
  json: boolean
  verbose: boolean
}

async function runEvidence(values: EvidenceArgs, io: CliIo): Promise<number> {
  const fetchImpl = io.fetch ?? ((input, init) => globalThis.fetch(input, init))
  let evidence, trust, fileSha256: string | undefined
  try {
    const endpoints = certificateEndpoints(values.certificate)
    const [evidenceAnswer, trustAnswer] = await Promise.all([fetchJson(endpoints.evidence, fetchImpl), fetchJson(endpoints.trust, fetchImpl)])
    evidence = parseDepositEvidence(evidenceAnswer)
    trust = parseEvidenceTrust(trustAnswer)
    if (!evidence) throw new Error(`${endpoints.evidence} did not answer deposit evidence`)
    if (!trust) throw new Error(`${endpoints.trust} did not answer the instance's trust material`)
    if (values.roots) trust.tsaRootsPem = await readFile(values.roots, 'utf8')
    if (values.rpc) trust.chain.rpcUrl = values.rpc
    if (values.file) fileSha256 = (await sha256Stream(createReadStream(values.file, { highWaterMark: 1024 * 1024 }))).hex
  } catch (error) {
    io.stderr(`sceau-verify: ${error instanceof Error ? error.message : String(error)}`)
    return 2
  }
  const result = await verifyDepositEvidence(evidence, { trust, ...(fileSha256 ? { fileSha256 } : {}), fetch: fetchImpl })
  if (values.json) io.stdout(JSON.stringify(result, null, 2))
  else {
    const rootsNote = values.roots ? `Trusted roots: ${values.roots}` : 'Trusted roots: the ones the instance publishes (give --roots to trust your own)'
    for (const line of formatEvidenceReport(values.certificate, result, values.verbose, rootsNote)) io.stdout(line)
  }
  return result.ok ? 0 : 1
}

/** Runs the command; returns the exit code (0 valid, 1 invalid, 2 usage or I/O error). */
export async function runVerifyCli(argv: string[], io: CliIo = { stdout: (l) => console.log(l), stderr: (l) => console.error(l) }): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        file: { type: 'string', multiple: true },
        roots: { type: 'string' },
        rpc: { type: 'string' },
        key: { type: 'string' },
        certificate: { type: 'string' },
        json: { type: 'boolean', default: false },
        verbose: { type: 'boolean', short: 'v', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
  } catch (error) {
    io.stderr(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`)
    return 2
  }
  const { values, positionals } = parsed
  if (values.help) {
    io.stdout(USAGE)
    return 0
  }
  if (values.certificate !== undefined) {
    if (positionals.length !== 0 || values.key) {
      io.stderr(USAGE)
      return 2
    }
    if ((values.file?.length ?? 0) > 1) {
      io.stderr(USAGE)
      return 2
    }
    const file = values.file?.[0]
    return runEvidence({ ...values, file, certificate: values.certificate, json: values.json ?? false, verbose: values.verbose ?? false }, io)
  }
  if (positionals.length !== 1) {
    io.stderr(USAGE)
    return 2
  }
  const givenFiles = values.file ?? []
  const bundlePath = positionals[0]!
  let zip: Uint8Array
  let roots: string[] | undefined
  let keyPem: string | undefined
  const hashed: (DeliveredFileInput & { digest: Uint8Array })[] = []
  try {
    zip = new Uint8Array(await readFile(bundlePath))
    if (values.roots) roots = [await readFile(values.roots, 'utf8')]
    if (values.key) keyPem = await readFile(values.key, 'utf8')
    for (const path of givenFiles) {
      const size = (await stat(path)).size
      // 1 MiB reads hash noticeably faster than the 64 KiB default.
      const { digest, hex } = await sha256Stream(createReadStream(path, { highWaterMark: 1024 * 1024 }))
      hashed.push({ name: basename(path), size, sha256: hex, digest })
    }
  } catch (error) {
    io.stderr(`sceau-verify: ${error instanceof Error ? error.message : String(error)}`)
    return 2
  }
  if (isDeliveryProof(zip)) {
    const files = hashed.map(({ name, size, sha256 }) => ({ name, size, sha256 }))
    const delivery = await verifyDeliveryProof(zip, { ...(roots ? { trustedRoots: roots } : {}), files })
    if (values.json) io.stdout(JSON.stringify(delivery, null, 2))
    else for (const line of formatDeliveryReport(bundlePath, delivery)) io.stdout(line)
    return delivery.ok ? 0 : 1
  }
  // A proof bundle or the proof of one encrypted file is about one file.
  if (hashed.length > 1) {
    io.stderr(`sceau-verify: --file once: ${bundlePath} is the proof of one file\n\n${USAGE}`)
    return 2
  }
  const fileSha256 = hashed[0]?.digest
  const fileSize = hashed[0]?.size
  if (isE2eProof(zip)) {
    const e2e = await verifyE2eProof(zip, {
      ...(fileSha256 ? { fileSha256, fileSize } : {}),
      ...(roots ? { trustedRoots: roots } : {}),
      ...(values.rpc ? { rpcUrl: values.rpc } : {}),
      ...(io.fetch ? { fetch: io.fetch } : {}),
    })
    if (values.json) io.stdout(JSON.stringify(e2e, null, 2))
    else for (const line of formatE2eProofReport(bundlePath, e2e, values.verbose ?? false)) io.stdout(line)
    return e2e.ok ? 0 : 1
  }
  const result = await verifyProofBundle(zip, {
    ...(fileSha256 ? { fileSha256, fileSize } : {}),
    ...(roots ? { trustedRoots: roots } : {}),
    ...(values.rpc ? { rpcUrl: values.rpc } : {}),
    ...(keyPem ? { securityHashKeyPem: keyPem } : {}),
    ...(io.fetch ? { fetch: io.fetch } : {}),
  })
  if (values.json) io.stdout(JSON.stringify(jsonSafe(result), null, 2))
  else for (const line of formatReport(bundlePath, result, values.verbose ?? false)) io.stdout(line)
  return result.ok ? 0 : 1
}
