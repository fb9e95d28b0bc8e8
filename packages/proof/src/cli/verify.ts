// The sceau-verify command: checks a proof bundle offline (and on chain with --rpc), one line per layer.
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { sha256Stream } from '../sha256.ts'
import { BUNDLE_LAYERS, verifyProofBundle } from '../bundle_verify.ts'
import type { BundleVerification } from '../bundle_verify.ts'

export interface CliIo {
  stdout: (line: string) => void
  stderr: (line: string) => void
  fetch?: typeof fetch
}

export const USAGE = `Usage: sceau-verify <bundle.zip> [--file original] [--roots roots.pem] [--rpc URL] [--key key.pem] [--json] [--verbose]

Checks a Sceau proof bundle layer by layer and exits 0 only when every checked layer passes.
  --file FILE    the original file: its SHA-256 must be the deposited one
  --roots PEM    trusted TSA root certificate(s); default: the root shipped in the bundle
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

/** Runs the command; returns the exit code (0 valid, 1 invalid, 2 usage or I/O error). */
export async function runVerifyCli(argv: string[], io: CliIo = { stdout: (l) => console.log(l), stderr: (l) => console.error(l) }): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        file: { type: 'string' },
        roots: { type: 'string' },
        rpc: { type: 'string' },
        key: { type: 'string' },
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
  if (positionals.length !== 1) {
    io.stderr(USAGE)
    return 2
  }
  const bundlePath = positionals[0]!
  let zip: Uint8Array
  let roots: string[] | undefined
  let keyPem: string | undefined
  let fileSha256: Uint8Array | undefined
  let fileSize: number | undefined
  try {
    zip = new Uint8Array(await readFile(bundlePath))
    if (values.roots) roots = [await readFile(values.roots, 'utf8')]
    if (values.key) keyPem = await readFile(values.key, 'utf8')
    if (values.file) {
      fileSize = (await stat(values.file)).size
      // 1 MiB reads hash noticeably faster than the 64 KiB default.
      fileSha256 = (await sha256Stream(createReadStream(values.file, { highWaterMark: 1024 * 1024 }))).digest
    }
  } catch (error) {
    io.stderr(`sceau-verify: ${error instanceof Error ? error.message : String(error)}`)
    return 2
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
