/* The sceau command: parses the arguments (commander) and turns every failure into its documented exit code. */
import { Command, CommanderError, Option } from 'commander'
import { CliError, EXIT } from './errors.ts'
import { login, logout } from './commands/login.ts'
import { deposit } from './commands/deposit.ts'
import { transfer } from './commands/transfer.ts'
import { verify } from './commands/verify.ts'
import { release } from './commands/release.ts'

declare const SCEAU_CLI_VERSION: string
const version = typeof SCEAU_CLI_VERSION === 'string' ? SCEAU_CLI_VERSION : '0.0.0-dev'

const collect = (value: string, previous: string[] = []) => [...previous, value]
const jsonOption = () => new Option('--json', 'print the result as JSON on stdout (progress and messages stay on stderr)')

const EXIT_HELP = `
Exit codes:
  0  done
  1  usage: bad arguments, missing file
  2  authentication: not logged in, token or API key refused
  3  refused by the server (validation, plan, quota, payment)
  4  network: the instance did not answer (uploads resume on the next run)
  5  verification failed (sceau verify)`

export function program() {
  const cli = new Command('sceau')
    .description('Sceau from a terminal or a CI job: deposits with a qualified timestamp, file transfers, offline proof checks, git releases.')
    .version(version)
    .showHelpAfterError()
    .addHelpText('after', EXIT_HELP)
    .exitOverride()
    .configureOutput({ writeOut: (text) => process.stdout.write(text), writeErr: (text) => process.stderr.write(text) })

  cli
    .command('login')
    .description(
      'Save the instance address and a personal access token (made in the web app: account settings → access tokens); checked with GET /api/v2/users/me.'
    )
    .option('--url <url>', 'instance address, e.g. https://sceau.example.org (or SCEAU_URL)')
    .option('--token <token>', 'personal access token sct_… (or SCEAU_TOKEN, or typed / piped on standard input)')
    .addOption(jsonOption())
    .action((options) => login(options))

  cli
    .command('logout')
    .description('Forget the saved token (revoke it in the web app to end it everywhere).')
    .addOption(jsonOption())
    .action((options) => logout(options))

  cli
    .command('deposit')
    .description(
      'Deposit files or a folder: qualified timestamp, certificate and conservation. An interrupted upload resumes when the same command runs again.'
    )
    .argument('<paths...>', 'files and/or folders')
    .option('--hash-only', 'deposit only the SHA-256 of each file: the bytes never leave this machine')
    .option('--years <n>', 'conservation years: 1, 3, 5 or 10')
    .option('--co-author <"Name <email>">', 'a co-author (repeat for several)', collect)
    .option('--title <title>', 'deposit title (default: the file or folder name)')
    .option('--description <text>', 'deposit description')
    .option('--no-wait', 'return once uploaded, without waiting for the deposit to be protected')
    .addOption(jsonOption())
    .action((paths: string[], options) => deposit(paths, options))

  cli
    .command('transfer')
    .description('Send files or a folder by e-mail (--to) or as a download link (--link).')
    .argument('<paths...>', 'files and/or folders')
    .option('--to <email>', 'a recipient (repeat, or separate with commas)', collect)
    .option('--link', 'no e-mail: print a download link to share')
    .option('--message <text>', 'message to the recipients')
    .option('--title <title>', 'transfer title')
    .option('--expiry-days <n>', 'days before the files are deleted')
    .addOption(jsonOption())
    .action((paths: string[], options) => transfer(paths, options))

  cli
    .command('verify')
    .description('Check a proof bundle (.zip) offline, layer by layer: timestamp, certificate chain, Merkle proof, security hash.')
    .argument('<bundle>', 'the proof bundle downloaded from the deposit')
    .option('--file <original>', 'the original file: its SHA-256 must be the deposited one')
    .option('--roots <pem>', 'trusted TSA root certificate(s); default: the root shipped in the bundle')
    .option('--rpc <url>', 'EVM JSON-RPC endpoint: look the Merkle root up on chain')
    .option('--key <pem>', "the platform's security-hash public key; default: the key in the bundle")
    .option('-v, --verbose', 'print every sub-check')
    .addOption(jsonOption())
    .action(async (bundle: string, options) => {
      process.exitCode = await verify(bundle, options)
    })

  cli
    .command('release')
    .description(
      'Record a git release (used by the deploy action): deposits the `git archive` of a tag or commit, or a built archive. Authenticates with an organisation API key from SCEAU_API_KEY_ID and SCEAU_API_KEY_SECRET.'
    )
    .option('--url <url>', 'instance address (or SCEAU_URL, or the one saved by login)')
    .option('--repository <name>', 'repository name, e.g. owner/project (default: GITHUB_REPOSITORY or the folder name)')
    .option('--tag <tag>', 'the release tag')
    .option('--commit <sha>', 'the commit (default: the tag’s commit, or HEAD)')
    .option('--archive <file>', 'deposit this file instead of `git archive` of the tag or commit')
    .option('--years <n>', 'conservation years: 1, 3, 5 or 10')
    .option('--co-author <"Name <email>">', 'a co-author (repeat for several)', collect)
    .option('--no-wait', 'return once recorded, without waiting for the deposit to be protected')
    .addOption(jsonOption())
    .action((options) => release(options))

  return cli
}

export async function main(argv: string[]): Promise<number> {
  const json = argv.includes('--json')
  try {
    process.exitCode = 0
    await program().parseAsync(argv, { from: 'user' })
    return Number(process.exitCode ?? 0)
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end through here with code 0.
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage
    }
    const failure = error instanceof CliError ? error : new CliError(error instanceof Error ? error.message : String(error), EXIT.refused, 'E_UNEXPECTED')
    if (json)
      process.stdout.write(
        JSON.stringify({ error: { code: failure.code, message: failure.message, status: failure.status, exitCode: failure.exitCode } }, null, 2) + '\n'
      )
    process.stderr.write(`sceau: ${failure.message}\n`)
    return failure.exitCode
  }
}
