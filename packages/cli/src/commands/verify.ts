/* sceau verify: @sceau/proof's offline verifier (the sceau-verify command), with the CLI's exit codes. */
import { readFile } from 'node:fs/promises'
import { BundleFormatError, isDeliveryProof, isE2eProof, readProofBundle } from '@sceau/proof'
import { runVerifyCli } from '@sceau/proof/cli'
import { EXIT, usageError, type ExitCode } from '../errors.ts'
import { t } from '../i18n.ts'

export interface VerifyOptions {
  /** One original file; for a proof of delivery, each delivered file. */
  file?: string[]
  roots?: string
  rpc?: string
  key?: string
  json?: boolean
  verbose?: boolean
}

const ZIP_SIGNATURES = ['504b0304', '504b0506']

/**
 * Why `path` is not a proof bundle at all (exit 1, like any wrong argument), or null: a file that is
 * not a ZIP, or a ZIP that is neither a deposit's bundle (manifest.json), a proof-of-delivery export
 * (log.json) nor the proof of one encrypted file (opening.json). A damaged one is a failed check (5).
 */
async function notABundle(path: string): Promise<string | null> {
  const bytes = await readFile(path).catch(() => null)
  if (!bytes) return null // unreadable: the verifier says why (exit 1)
  if (!ZIP_SIGNATURES.includes(bytes.subarray(0, 4).toString('hex'))) return 'not a ZIP file'
  const zip = new Uint8Array(bytes)
  if (isDeliveryProof(zip) || isE2eProof(zip)) return null
  try {
    readProofBundle(new Uint8Array(bytes))
    return null
  } catch (error) {
    const reason = error instanceof BundleFormatError ? error.message : ''
    return /manifest\.json is missing|not a Sceau proof bundle manifest/.test(reason) ? reason : null
  }
}

export async function verify(bundle: string, options: VerifyOptions): Promise<ExitCode> {
  const reason = await notABundle(bundle)
  if (reason) throw usageError(t('error.notABundle', { path: bundle, reason }))
  const argv = [bundle]
  for (const file of options.file ?? []) argv.push('--file', file)
  for (const name of ['roots', 'rpc', 'key'] as const) if (options[name]) argv.push(`--${name}`, options[name])
  if (options.json) argv.push('--json')
  if (options.verbose) argv.push('--verbose')
  const code = await runVerifyCli(argv, {
    stdout: (line) => process.stdout.write(`${line}\n`),
    stderr: (line) => process.stderr.write(`${line.replace(/^sceau-verify: /, 'sceau verify: ')}\n`),
  })
  // sceau-verify: 0 valid, 1 invalid, 2 usage or unreadable file.
  return code === 0 ? EXIT.ok : code === 1 ? EXIT.verification : EXIT.usage
}
