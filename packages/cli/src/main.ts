/* The sceau command: parses the arguments (commander) and turns every failure into its documented exit code. */
import { Command, CommanderError, Option } from 'commander'
import { CliError, EXIT } from './errors.ts'
import { t } from './i18n.ts'
import { login, logout } from './commands/login.ts'
import { deposit } from './commands/deposit.ts'
import { transfer } from './commands/transfer.ts'
import { download } from './commands/download.ts'
import { verify } from './commands/verify.ts'
import { release } from './commands/release.ts'

declare const SCEAU_CLI_VERSION: string
const version = typeof SCEAU_CLI_VERSION === 'string' ? SCEAU_CLI_VERSION : '0.0.0-dev'

const collect = (value: string, previous: string[] = []) => [...previous, value]
const jsonOption = () => new Option('--json', t('option.json'))

export function program() {
  const cli = new Command('sceau')
    .description(t('program.description'))
    .version(version)
    .showHelpAfterError()
    .addHelpText('after', `\n${t('program.exitCodes')}`)
    .exitOverride()
    .configureOutput({ writeOut: (text) => process.stdout.write(text), writeErr: (text) => process.stderr.write(text) })

  cli
    .command('login')
    .description(t('login.description'))
    .option('--url <url>', t('login.url'))
    .option('--token <token>', t('login.token'))
    .addOption(jsonOption())
    .action((options) => login(options))

  cli
    .command('logout')
    .description(t('logout.description'))
    .addOption(jsonOption())
    .action((options) => logout(options))

  cli
    .command('deposit')
    .description(t('deposit.description'))
    .argument('<paths...>', t('arg.paths'))
    .option('--hash-only', t('deposit.hashOnly'))
    .option('--years <n>', t('option.years'))
    .option('--co-author <"Name <email>">', t('option.coAuthor'), collect)
    .option('--title <title>', t('deposit.title'))
    .option('--description <text>', t('deposit.descriptionOption'))
    .option('--no-wait', t('deposit.noWait'))
    .addOption(jsonOption())
    .action((paths: string[], options) => deposit(paths, options))

  cli
    .command('transfer')
    .description(t('transfer.description'))
    .argument('<paths...>', t('arg.paths'))
    .option('--to <email>', t('transfer.to'), collect)
    .option('--link', t('transfer.link'))
    .option('--message <text>', t('transfer.message'))
    .option('--title <title>', t('transfer.title'))
    .option('--expiry-days <n>', t('transfer.expiryDays'))
    .option('--e2e', t('transfer.e2e'))
    .addOption(jsonOption())
    .action((paths: string[], options) => transfer(paths, options))

  cli
    .command('download')
    .description(t('download.description'))
    .argument('<link>', t('download.link'))
    .option('--out <folder>', t('download.out'))
    .option('--proofs', t('download.proofs'))
    .addOption(jsonOption())
    .action((link: string, options) => download(link, options))

  cli
    .command('verify')
    .description(t('verify.description'))
    .argument('<bundle>', t('verify.bundle'))
    .option('--file <original>', t('verify.file'), (value: string, previous: string[] = []) => [...previous, value])
    .option('--roots <pem>', t('verify.roots'))
    .option('--rpc <url>', t('verify.rpc'))
    .option('--key <pem>', t('verify.key'))
    .option('-v, --verbose', t('verify.verbose'))
    .addOption(jsonOption())
    .action(async (bundle: string, options) => {
      process.exitCode = await verify(bundle, options)
    })

  cli
    .command('release')
    .description(t('release.description'))
    .option('--url <url>', t('release.url'))
    .option('--repository <name>', t('release.repository'))
    .option('--tag <tag>', t('release.tag'))
    .option('--commit <sha>', t('release.commit'))
    .option('--archive <file>', t('release.archive'))
    .option('--path <path>', t('release.path'), collect)
    .option('--years <n>', t('option.years'))
    .option('--co-author <"Name <email>">', t('option.coAuthor'), collect)
    .option('--no-git-authors', t('release.noGitAuthors'))
    .option('--no-wait', t('release.noWait'))
    .option('--wait-seconds <n>', t('release.waitSeconds'))
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
    process.stderr.write(
      `sceau: ${failure.code && failure.code !== 'E_USAGE' ? t('error.withCode', { message: failure.message, code: failure.code }) : failure.message}\n`
    )
    return failure.exitCode
  }
}
