/* sceau login / logout: the instance URL and a personal access token (account settings → tokens), checked with GET /users/me. */
import { createInterface } from 'node:readline/promises'
import { ApiError, type ApiAnswer } from '@sceau/api-client'
import { Api, cliErrorOf, normaliseOrigin } from '../api.ts'
import { configPath, readConfig, removeConfig, writeConfig } from '../config.ts'
import { CliError, EXIT, usageError } from '../errors.ts'
import { t } from '../i18n.ts'
import { emit, type OutputOptions } from '../output.ts'

/** GET /users/me (@sceau/api-client's types, generated from the OpenAPI document). */
export type Me = ApiAnswer<'/api/v2/users/me', 'get'>

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

/** Who the token belongs to; an address that does not answer as Sceau does is named as such, not as "HTTP 404". */
async function whoIs(origin: string, token: string): Promise<Me> {
  const notSceau = (status: number) => new CliError(t('error.notSceau', { origin, status }), EXIT.usage, 'E_NOT_SCEAU', status)
  let me: Me
  try {
    me = await new Api(origin, { kind: 'bearer', token }).client.get<Me>('/users/me')
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0 && !error.fromServer) throw notSceau(error.status)
    const failure = cliErrorOf(error, origin)
    if (failure.exitCode === EXIT.auth)
      throw new CliError(t('error.tokenRefused', { origin, reason: failure.message }), EXIT.auth, failure.code, failure.status)
    throw failure
  }
  if (typeof me?.email !== 'string') throw notSceau(200)
  return me
}

export async function login(options: OutputOptions & { url?: string; token?: string }) {
  const previous = await readConfig()
  const url = options.url ?? process.env.SCEAU_URL ?? previous?.url ?? (await ask(t('login.askUrl')))
  if (!url) throw usageError(t('error.urlRequired'))
  const origin = normaliseOrigin(url)
  const token = options.token ?? process.env.SCEAU_TOKEN ?? (await ask(t('login.askToken')))
  if (!token) throw usageError(t('error.tokenRequired'))
  const me = await whoIs(origin, token)
  await writeConfig({ url: origin, token, email: me.email })
  emit(options, { url: origin, email: me.email, config: configPath() }, [t('login.done', { origin, email: me.email, path: configPath() })])
}

export async function logout(options: OutputOptions) {
  const previous = await readConfig()
  await removeConfig()
  emit(options, { loggedOut: Boolean(previous), url: previous?.url ?? null }, [previous ? t('logout.done', { origin: previous.url }) : t('logout.none')])
}
