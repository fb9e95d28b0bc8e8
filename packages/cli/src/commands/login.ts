/* sceau login / logout: the instance URL and a personal access token (account settings → tokens), checked with GET /users/me. */
import { createInterface } from 'node:readline/promises'
import { Api, normaliseOrigin } from '../http.ts'
import { configPath, readConfig, removeConfig, writeConfig } from '../config.ts'
import { CliError, EXIT, usageError } from '../errors.ts'
import { emit, type OutputOptions } from '../output.ts'

interface Me {
  id: string | number
  email: string
  firstname?: string
  lastname?: string
}

async function ask(question: string) {
  if (!process.stdin.isTTY) {
    // A pipe: read it whole (`echo $TOKEN | sceau login --url …`).
    let text = ''
    for await (const chunk of process.stdin) text += String(chunk)
    return text.trim()
  }
  const rl = createInterface({ input: process.stdin, output: process.stderr })
  try {
    return (await rl.question(question)).trim()
  } finally {
    rl.close()
  }
}

export async function login(options: OutputOptions & { url?: string; token?: string }) {
  const previous = await readConfig()
  const url = options.url ?? process.env.SCEAU_URL ?? previous?.url ?? (await ask('Sceau instance URL: '))
  if (!url) throw usageError('Give the instance address with --url (or SCEAU_URL).')
  const origin = normaliseOrigin(url)
  const token = options.token ?? process.env.SCEAU_TOKEN ?? (await ask('Personal access token (account settings → access tokens): '))
  if (!token) throw usageError('Give a personal access token with --token, SCEAU_TOKEN or on standard input.')
  const me = await new Api(origin, { kind: 'bearer', token }).request<Me>('GET', '/users/me').catch((error: unknown) => {
    if (error instanceof CliError && error.exitCode === EXIT.auth)
      throw new CliError(`${origin} refused this token: ${error.message}`, EXIT.auth, error.code, error.status)
    throw error
  })
  await writeConfig({ url: origin, token, email: me.email })
  emit(options, { url: origin, email: me.email, config: configPath() }, [`Logged in to ${origin} as ${me.email} (saved in ${configPath()}).`])
}

export async function logout(options: OutputOptions) {
  const previous = await readConfig()
  await removeConfig()
  emit(options, { loggedOut: Boolean(previous), url: previous?.url ?? null }, [
    previous
      ? `Logged out of ${previous.url}: the token is forgotten here. Revoke it in the account settings if it should stop working everywhere.`
      : 'Not logged in.',
  ])
}
