/* sceau verify: @sceau/proof's offline verifier (the sceau-verify command), with the CLI's exit codes. */
import { runVerifyCli } from '@sceau/proof/cli'
import { EXIT, type ExitCode } from '../errors.ts'

export interface VerifyOptions {
  file?: string
  roots?: string
  rpc?: string
  key?: string
  json?: boolean
  verbose?: boolean
}

export async function verify(bundle: string, options: VerifyOptions): Promise<ExitCode> {
  const argv = [bundle]
  for (const name of ['file', 'roots', 'rpc', 'key'] as const) if (options[name]) argv.push(`--${name}`, options[name])
  if (options.json) argv.push('--json')
  if (options.verbose) argv.push('--verbose')
  const code = await runVerifyCli(argv, {
    stdout: (line) => process.stdout.write(`${line}\n`),
    stderr: (line) => process.stderr.write(`${line.replace(/^sceau-verify: /, 'sceau verify: ')}\n`),
  })
  // sceau-verify: 0 valid, 1 invalid, 2 usage or unreadable file.
  return code === 0 ? EXIT.ok : code === 1 ? EXIT.verification : EXIT.usage
}
