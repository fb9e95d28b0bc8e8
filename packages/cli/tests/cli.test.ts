/*
 * The sceau command against a real platform (production build) and a real account: login, deposits of a
 * folder and of hashes only reaching "protected", transfers by e-mail and by link, offline verification of
 * a downloaded proof bundle (and of tampered ones), an upload killed mid-way and resumed, --json shapes and
 * exit codes. The CLI runs as a child process from its build (dist/sceau.js).
 */
import { execFileSync } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:http'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate'
import { decryptManifest, encryptedSize, fromBase64Url, keyFromFragment } from '@sceau/e2e'
import { createE2eProofBundle } from '@sceau/proof'
import { runVerifyCli } from '@sceau/proof/cli'
import { openssl } from '@sceau/testing/openssl'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ApiClient, callApi, type ApiSuccess } from '@sceau/api-client'
import { freePort } from '@sceau/testing/free_port'
import { waitFor } from '@sceau/testing/wait_for'
import { startHoldingProxy } from './holding_proxy.ts'
import { makeAccount, runCli, sceau, startPlatform, type Platform } from './support.ts'

const packageDir = new URL('..', import.meta.url).pathname
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex')

let platform: Platform
let token: string
let work: string
let env: NodeJS.ProcessEnv

interface DepositJson {
  deposit: { id: string; number: string | null; title: string; state: string; hashOnly: boolean }
  files: { id: string; path: string; size: number; sha256: string | null; state: string; certificateUrl: string; resumedFromBytes: number }[]
}

const api = async <T>(path: string) => {
  const response = await fetch(`${platform.url}/api/v2${path}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } })
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

beforeAll(async () => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: packageDir })
  platform = await startPlatform()
  ;({ token } = await makeAccount(platform))
  work = await mkdtemp(join(tmpdir(), 'sceau-cli-test-'))
  env = { XDG_CONFIG_HOME: join(work, 'config') }
})

afterAll(async () => {
  await platform?.stop()
  if (work) await rm(work, { recursive: true, force: true })
})

describe('usage', () => {
  test('every command has --help; a wrong command or missing argument exits 1', async () => {
    for (const command of ['login', 'logout', 'deposit', 'transfer', 'verify', 'release']) {
      const run = await runCli([command, '--help'], env)
      expect(run.code, command).toBe(0)
      expect(run.stdout).toContain(`Usage: sceau ${command}`)
    }
    const help = await runCli(['--help'], env)
    expect(help.stdout).toMatch(/Exit codes:[\s\S]*5 {2}verification failed/)
    expect((await runCli(['bogus'], env)).code).toBe(1)
    expect((await runCli(['deposit'], env)).code).toBe(1)
    expect((await runCli(['transfer', join(work, 'nothing-here')], env)).code).toBe(1)
  })

  test('without a login, deposit exits 2 and says to log in, in the terminal’s language', async () => {
    const run = await runCli(['deposit', packageDir + 'package.json', '--json'], { XDG_CONFIG_HOME: join(work, 'nobody'), LANG: 'en_US.UTF-8' })
    expect(run.code).toBe(2)
    expect(run.json<{ error: { code: string } }>().error.code).toBe('E_NOT_LOGGED_IN')
    expect(run.stderr).toContain('Not logged in: run `sceau login` first.')
    const french = await runCli(['deposit', packageDir + 'package.json'], { XDG_CONFIG_HOME: join(work, 'nobody'), LANG: 'fr_FR.UTF-8' })
    expect(french.stderr).toContain('Non connecté : lancez d’abord `sceau login`.')
    // LC_ALL wins over LANG; a language Sceau does not speak, or none (CI's C locale), is English.
    expect((await runCli(['deposit', 'x'], { XDG_CONFIG_HOME: join(work, 'nobody'), LANG: 'fr_FR.UTF-8', LC_ALL: 'pt_PT.UTF-8' })).stderr).toContain(
      'Sem sessão'
    )
    expect((await runCli(['deposit', 'x'], { LANG: 'C.UTF-8', XDG_CONFIG_HOME: join(work, 'nobody') })).stderr).toContain('Not logged in')
    const help = await runCli(['deposit', '--help'], { LANG: 'fr_FR.UTF-8' })
    expect(help.stdout).toContain('Dépose des fichiers ou un dossier')
  })
})

describe('login', () => {
  test('a wrong token exits 2 and saves nothing', async () => {
    const config = { XDG_CONFIG_HOME: join(work, 'bad-login') }
    const run = await runCli(['login', '--url', platform.url, '--token', 'sct_not-a-token', '--json'], config)
    expect(run.code).toBe(2)
    expect(run.json<{ error: { status: number } }>().error.status).toBe(401)
    expect(existsSync(join(work, 'bad-login', 'sceau', 'config.json'))).toBe(false)
  })

  test('an address that is not a Sceau instance is named as such, not as an HTTP status', async () => {
    const other = createServer((_request, response) => response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>'))
    other.listen(0, '127.0.0.1')
    await once(other, 'listening')
    try {
      const address = `http://127.0.0.1:${(other.address() as { port: number }).port}`
      const run = await runCli(['login', '--url', address, '--token', token, '--json'], { XDG_CONFIG_HOME: join(work, 'not-sceau'), LANG: 'en_GB.UTF-8' })
      expect(run.code).toBe(1)
      const { error } = run.json<{ error: { code: string; message: string } }>()
      expect(error.code).toBe('E_NOT_SCEAU')
      expect(error.message).toBe(`${address} is not a Sceau instance: it has no Sceau API at /api/v2 (HTTP 404). Check the address.`)
      expect(existsSync(join(work, 'not-sceau', 'sceau', 'config.json'))).toBe(false)
      const french = await runCli(['login', '--url', address, '--token', token], { XDG_CONFIG_HOME: join(work, 'not-sceau'), LANG: 'fr_FR.UTF-8' })
      expect(french.stderr).toContain('n’est pas une instance Sceau')
    } finally {
      other.close()
    }
  })

  test('an instance that does not answer exits 4', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`
    // The same two tries again, without the user's waits between them (packages/cli/README.md).
    const retries = { SCEAU_RETRY_DELAYS_MS: '0,0' }
    const run = await runCli(['login', '--url', closed, '--token', token, '--json'], { XDG_CONFIG_HOME: join(work, 'offline'), ...retries })
    expect(run.code).toBe(4)
    expect(run.json<{ error: { code: string } }>().error.code).toBe('E_NETWORK')
    // A saved login whose instance went away: deposit exits 4 too.
    await mkdir(join(work, 'gone', 'sceau'), { recursive: true })
    await writeFile(join(work, 'gone', 'sceau', 'config.json'), JSON.stringify({ url: closed, token, email: 'x@example.org' }))
    const deposit = await runCli(['deposit', packageDir + 'package.json', '--json'], { XDG_CONFIG_HOME: join(work, 'gone'), ...retries })
    expect(deposit.code).toBe(4)
  })

  test('the token is checked with /users/me and saved in a file only its owner reads', async () => {
    const run = await runCli(['login', '--url', `${platform.url}/`, '--token', token, '--json'], env)
    expect(run.code, run.stderr).toBe(0)
    const answer = run.json<{ url: string; email: string; config: string }>()
    expect(answer.url).toBe(platform.url)
    expect(answer.email).toMatch(/^cli-.*@example\.org$/)
    const path = join(env.XDG_CONFIG_HOME!, 'sceau', 'config.json')
    expect(answer.config).toBe(path)
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ url: platform.url, token, email: answer.email })
  })

  test('logout forgets the token; a saved token the server no longer knows exits 2', async () => {
    const config = { XDG_CONFIG_HOME: join(work, 'logout') }
    expect((await runCli(['login', '--url', platform.url, '--token', token], config)).code).toBe(0)
    const out = await runCli(['logout', '--json'], config)
    expect(out.json()).toEqual({ loggedOut: true, url: platform.url })
    expect(existsSync(join(work, 'logout', 'sceau', 'config.json'))).toBe(false)
    await mkdir(join(work, 'stale', 'sceau'), { recursive: true })
    await writeFile(join(work, 'stale', 'sceau', 'config.json'), JSON.stringify({ url: platform.url, token: 'sct_revoked', email: 'x@example.org' }))
    const run = await runCli(['deposit', packageDir + 'package.json', '--json'], { XDG_CONFIG_HOME: join(work, 'stale') })
    expect(run.code).toBe(2)
  })
})

describe('deposit and verify', () => {
  let folderDeposit: DepositJson
  let folder: string

  test('a folder is uploaded and the deposit reaches protected', async () => {
    folder = join(work, 'project')
    await mkdir(join(folder, 'src'), { recursive: true })
    await writeFile(join(folder, 'README.md'), '# Project\n')
    await writeFile(join(folder, 'src', 'main.c'), 'int main(void) { return 0; }\n')
    await writeFile(join(folder, '.DS_Store'), 'ignored')
    const run = await runCli(['deposit', folder, '--years', '3', '--co-author', 'Grace Hopper <grace@example.org>', '--title', 'Project v1', '--json'], env)
    expect(run.code, run.stderr).toBe(0)
    folderDeposit = run.json<DepositJson>()
    expect(folderDeposit.deposit).toMatchObject({ title: 'Project v1', state: 'protected', hashOnly: false })
    expect(folderDeposit.deposit.number).toMatch(/^D\d{4}-\d+$/)
    expect(folderDeposit.files.map((f) => [f.path, f.sha256, f.state])).toEqual([
      ['project/README.md', sha256('# Project\n'), 'sealed'],
      ['project/src/main.c', sha256('int main(void) { return 0; }\n'), 'sealed'],
    ])
    for (const file of folderDeposit.files) expect(file.certificateUrl).toMatch(new RegExp(`^${platform.url}/certificate/\\w+$`))
    const detail = await api<{ years: number; coAuthorList: { email: string }[]; files: { downloadable: boolean }[] }>(
      `/consignment/deposits/${folderDeposit.deposit.id}`
    )
    expect(detail.years).toBe(3)
    expect(detail.coAuthorList.map((c) => c.email)).toEqual(['grace@example.org'])
    expect(detail.files.every((f) => f.downloadable)).toBe(true)
  })

  test('--hash-only deposits the SHA-256 and no byte', async () => {
    const secret = join(work, 'secret.bin')
    const bytes = randomBytes(100_000)
    await writeFile(secret, bytes)
    const run = await runCli(['deposit', secret, '--hash-only', '--json'], env)
    expect(run.code, run.stderr).toBe(0)
    const answer = run.json<DepositJson>()
    expect(answer.deposit).toMatchObject({ title: 'secret.bin', state: 'protected', hashOnly: true })
    expect(answer.files).toHaveLength(1)
    expect(answer.files[0]).toMatchObject({ path: 'secret.bin', size: 100_000, sha256: sha256(bytes), state: 'sealed' })
    const detail = await api<{ files: { downloadable: boolean }[] }>(`/consignment/deposits/${answer.deposit.id}`)
    expect(detail.files[0]!.downloadable).toBe(false)
  })

  test('verify checks a downloaded proof bundle with the original (0), and fails (5) on a changed file or bundle', async () => {
    const file = folderDeposit.files[0]!
    const response = await fetch(`${platform.url}/api/v2/consignment/deposits/${folderDeposit.deposit.id}/files/${file.id}/proof`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(200)
    const bundle = join(work, 'proof.zip')
    const zip = new Uint8Array(await response.arrayBuffer())
    await writeFile(bundle, zip)
    const original = join(folder, 'README.md')

    const ok = await runCli(['verify', bundle, '--file', original], env)
    expect(ok.code, ok.stdout + ok.stderr).toBe(0)
    expect(ok.stdout).toContain('Result: VALID')
    const json = await runCli(['verify', bundle, '--file', original, '--json'], env)
    expect(json.json<{ ok: boolean }>().ok).toBe(true)

    const changed = join(work, 'README-changed.md')
    await writeFile(changed, '# Project!\n')
    const wrongFile = await runCli(['verify', bundle, '--file', changed], env)
    expect(wrongFile.code).toBe(5)
    expect(wrongFile.stdout).toContain('Result: INVALID')

    // One byte changed in the middle of the bundle: whatever it hits, the bundle no longer checks out.
    const tampered = join(work, 'proof-tampered.zip')
    const copy = new Uint8Array(zip)
    copy[Math.floor(copy.length / 2)]! ^= 0xff
    await writeFile(tampered, copy)
    expect((await runCli(['verify', tampered, '--file', original], env)).code).toBe(5)

    expect((await runCli(['verify', join(work, 'missing.zip')], env)).code).toBe(1)
    // Not a proof bundle at all (the original file, a ZIP of something else): a wrong argument, as the README says.
    const notBundle = await runCli(['verify', original, '--json'], { ...env, LANG: 'en_US.UTF-8' })
    expect(notBundle.code).toBe(1)
    expect(notBundle.json<{ error: { message: string } }>().error.message).toBe(`Not a Sceau proof bundle: ${original} (not a ZIP file).`)
    const otherZip = join(work, 'other.zip')
    await writeFile(otherZip, zipSync({ 'README.md': await readFile(original) }))
    const zipRun = await runCli(['verify', otherZip], { ...env, LANG: 'fr_FR.UTF-8' })
    expect(zipRun.code).toBe(1)
    expect(zipRun.stderr).toContain('Pas un dossier de preuve Sceau')
  })

  test('an upload killed mid-way resumes on the next run from the bytes the server holds', async () => {
    const big = join(work, 'big.bin')
    const bytes = randomBytes(48 * 1024 * 1024)
    await writeFile(big, bytes)
    const chunked = { ...env, SCEAU_UPLOAD_CHUNK_BYTES: String(512 * 1024) }
    const statePath = join(env.XDG_CONFIG_HOME!, 'sceau', 'uploads.json')
    const first = sceau(['deposit', big, '--json'], chunked)
    // The upload URL is in the state file as soon as the server made the upload; wait for some bytes there, then kill.
    const { url, uploadToken } = await waitFor(async () => {
      if (!existsSync(statePath)) return undefined
      const state = JSON.parse(await readFile(statePath, 'utf8')) as {
        batches: Record<string, { data: { upload: { uploadToken: string } } }>
        storage: Record<string, string>
      }
      const uploadUrl = Object.values(state.storage)
        .flatMap((raw) => Object.values((JSON.parse(raw) as { files: Record<string, { uploadUrl: string | null }> }).files))
        .find((f) => f.uploadUrl)?.uploadUrl
      const batch = Object.values(state.batches)[0]
      if (!uploadUrl || !batch) return undefined
      const head = await fetch(uploadUrl, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', authorization: `Bearer ${batch.data.upload.uploadToken}` } })
      return Number(head.headers.get('upload-offset')) > 0 ? { url: uploadUrl, uploadToken: batch.data.upload.uploadToken } : undefined
    }, 'the first bytes of big.bin on the server')
    first.child.kill('SIGKILL')
    await first.done
    const head = await fetch(url, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', authorization: `Bearer ${uploadToken}` } })
    const held = Number(head.headers.get('upload-offset'))
    expect(held).toBeGreaterThan(0)
    expect(held).toBeLessThan(bytes.length)

    const second = await runCli(['deposit', big, '--json'], chunked)
    expect(second.code, second.stderr).toBe(0)
    expect(second.stderr).toContain('Resuming deposit')
    const answer = second.json<DepositJson>()
    expect(answer.deposit.state).toBe('protected')
    // Same upload, continued from what the server held (tus refuses a PATCH at any other offset), and the
    // server's SHA-256 of the whole file is the local one: every byte arrived, once, in order.
    expect(answer.files[0]!.resumedFromBytes).toBeGreaterThanOrEqual(held)
    expect(answer.files[0]!.resumedFromBytes).toBeLessThan(bytes.length)
    expect(answer.files[0]!.sha256).toBe(sha256(bytes))
    expect(answer.files[0]!.size).toBe(bytes.length)
    // One deposit only: the second run did not make another.
    const page = await api<{ data: { id: string; title: string }[] }>('/consignment/deposits?perPage=100')
    expect(page.data.filter((d) => d.title === 'big.bin').map((d) => d.id)).toEqual([answer.deposit.id])
    // Done: nothing is left to resume.
    const state = JSON.parse(await readFile(statePath, 'utf8')) as { batches: object; storage: object }
    expect(state.batches).toEqual({})
    expect(state.storage).toEqual({})
  })
})

describe('a client typed by the OpenAPI document (@sceau/api-client callApi)', () => {
  test('makes a deposit, reads it back with its typed answer, and downloads its certificate', async () => {
    const client = new ApiClient({ baseUrl: `${platform.url}/api/v2`, token, cookies: () => '', language: () => 'en' })
    const bytes = 'what the typed client deposits'
    const created = await callApi(client, 'post', '/api/v2/consignment/deposits', {
      body: {
        type: 'file',
        authorKind: 'me',
        years: 3,
        coAuthors: [],
        title: 'Typed by the document',
        hashOnly: true,
        files: [{ path: 'idea.txt', size: bytes.length, mime: 'text/plain', sha256: sha256(bytes) }],
      },
      idempotencyKey: randomUUID(),
    })
    expect(created.upload).toBeNull()

    // The answer's type is the document's: reading a field it does not describe would not compile.
    const deposit: ApiSuccess<'/api/v2/consignment/deposits/{id}', 'get'> = await waitFor(async () => {
      const read = await callApi(client, 'get', '/api/v2/consignment/deposits/{id}', { params: { id: created.deposit.id } })
      return read.state === 'protected' ? read : null
    }, 'the deposit protected')
    expect(deposit.title).toBe('Typed by the document')
    expect(deposit.files[0]!.sha256).toBe(sha256(bytes))

    const certificate = await fetch(client.url(`/consignment/deposits/${deposit.id}/files/${deposit.files[0]!.id}/certificate`), {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(certificate.status).toBe(200)
    expect(certificate.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await certificate.arrayBuffer())
        .subarray(0, 5)
        .toString()
    ).toBe('%PDF-')
    // A path parameter left out is refused before any request.
    expect(() => callApi(client, 'get', '/api/v2/consignment/deposits/{id}')).toThrow(/the path parameter "id" is missing/)
  })
})

describe('a re-run after a kill converges on the same deposit', () => {
  test('killed before the deposit’s answer arrived: the next run sends the same Idempotency-Key and gets the deposit the server made', async () => {
    const proxy = await startHoldingProxy(platform.url)
    try {
      const config = { XDG_CONFIG_HOME: join(work, 'rerun-announce') }
      expect((await runCli(['login', '--url', proxy.url, '--token', token], config)).code).toBe(0)
      const file = join(work, 'announced.txt')
      await writeFile(file, `announced ${randomBytes(8).toString('hex')}`)
      // The server makes the deposit; its answer never reaches this run.
      proxy.hold((request) => request.method === 'POST' && request.path === '/api/v2/consignment/deposits')
      const first = sceau(['deposit', file, '--json'], config)
      await waitFor(() => proxy.held.length > 0, 'the deposit made, its answer held')
      first.child.kill('SIGKILL')
      await first.done
      const statePath = join(work, 'rerun-announce', 'sceau', 'uploads.json')
      const [intent] = Object.values(
        (JSON.parse(await readFile(statePath, 'utf8')) as { batches: Record<string, { phase: string; idempotencyKey: string }> }).batches
      )
      expect(intent).toMatchObject({ phase: 'new', idempotencyKey: expect.stringMatching(/^[\x21-\x7e]{16,}$/) as unknown })
      const made = await api<{ data: { id: string; title: string }[] }>('/consignment/deposits?perPage=100')
      const ids = made.data.filter((d) => d.title === 'announced.txt').map((d) => d.id)
      expect(ids).toHaveLength(1)

      proxy.hold(() => false)
      const second = await runCli(['deposit', file, '--json'], config)
      expect(second.code, second.stderr).toBe(0)
      expect(second.json<DepositJson>().deposit).toMatchObject({ id: ids[0], state: 'protected' })
      const page = await api<{ data: { id: string; title: string }[] }>('/consignment/deposits?perPage=100')
      expect(page.data.filter((d) => d.title === 'announced.txt').map((d) => d.id)).toEqual(ids)
    } finally {
      await proxy.close()
    }
  })

  test('killed while waiting for the seal (every byte sent): the next run finds the deposit, waits for it and exits 0', async () => {
    const proxy = await startHoldingProxy(platform.url)
    try {
      const config = { XDG_CONFIG_HOME: join(work, 'rerun-seal') }
      expect((await runCli(['login', '--url', proxy.url, '--token', token], config)).code).toBe(0)
      const file = join(work, 'sealed-later.txt')
      await writeFile(file, `sealed later ${randomBytes(8).toString('hex')}`)
      // The deposit's answers while sealing never come back to this run: it is killed waiting.
      proxy.hold((request) => request.method === 'GET' && /^\/api\/v2\/consignment\/deposits\/\w+$/.test(request.path))
      const first = sceau(['deposit', file, '--json'], config)
      await waitFor(() => proxy.held.length > 0, 'the first run waiting for the seal')
      first.child.kill('SIGKILL')
      await first.done
      const depositId = proxy.held[0]!.path.split('/').pop()!
      const state = JSON.parse(await readFile(join(work, 'rerun-seal', 'sceau', 'uploads.json'), 'utf8')) as { batches: Record<string, { phase: string }> }
      expect(Object.values(state.batches).map((intent) => intent.phase)).toEqual(['uploaded'])

      proxy.hold(() => false)
      const second = await runCli(['deposit', file, '--json'], { ...config, LANG: 'en_US.UTF-8' })
      expect(second.code, second.stderr).toBe(0)
      expect(second.stderr).toContain(`Deposit ${depositId}: its files are on the server, waiting for the seal.`)
      const answer = second.json<DepositJson>()
      expect(answer.deposit).toMatchObject({ id: depositId, state: 'protected' })
      const page = await api<{ data: { id: string; title: string }[] }>('/consignment/deposits?perPage=100')
      expect(page.data.filter((d) => d.title === 'sealed-later.txt').map((d) => d.id)).toEqual([depositId])
      expect(JSON.parse(await readFile(join(work, 'rerun-seal', 'sceau', 'uploads.json'), 'utf8')).batches).toEqual({})
    } finally {
      await proxy.close()
    }
  })
})

describe('transfer', () => {
  test('--to sends the files to an address, which gets the mail', async () => {
    const file = join(work, 'letter.txt')
    await writeFile(file, 'Dear Bob')
    const run = await runCli(['transfer', file, '--to', 'bob@example.org', '--message', 'For you', '--expiry-days', '10', '--json'], env)
    expect(run.code, run.stderr).toBe(0)
    const { transfer } = run.json<{
      transfer: { id: string; link: string; files: number; bytes: number; dropped: number; mode: string; recipients: string[]; expireAt: string }
    }>()
    expect(transfer).toMatchObject({ files: 1, bytes: 8, dropped: 0, mode: 'email', recipients: ['bob@example.org'] })
    const days = (Date.parse(transfer.expireAt) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(9)
    expect(days).toBeLessThanOrEqual(10)
    const mail = await waitFor(() => platform.inbox.messages.find((m) => m.envelopeTo.includes('bob@example.org')), 'the mail to bob@example.org')
    expect(`${mail.parsed.text}`).toContain('For you')
  })

  test('--link gives a download link whose page lists the files', async () => {
    const run = await runCli(['transfer', join(work, 'project'), '--link', '--json'], env)
    expect(run.code, run.stderr).toBe(0)
    const { transfer } = run.json<{ transfer: { link: string; files: number; mode: string } }>()
    expect(transfer).toMatchObject({ files: 2, mode: 'link' })
    const downloadToken = new URL(transfer.link).pathname.split('/').pop()
    const page = await fetch(`${platform.url}/api/v2/transfer/downloads/${downloadToken}`, { headers: { accept: 'application/json' } })
    expect(page.status).toBe(200)
    const text = await page.text()
    expect(text).toContain('README.md')
    expect(text).toContain('main.c')
  })

  test("verify checks a transfer's proof-of-delivery export with the files sent (issue 30): 0 when each matches the log, 5 on a changed one", async () => {
    const file = join(work, 'contract.txt')
    await writeFile(file, 'Terms and conditions, signed.')
    const run = await runCli(['transfer', file, '--link', '--json'], env)
    expect(run.code, run.stderr).toBe(0)
    const { transfer } = run.json<{ transfer: { id: string } }>()
    // The export is offered once the log's first head is timestamped (a job).
    await waitFor(async () => (await api<{ proofOfDelivery: boolean }>(`/transfer/transfers/${transfer.id}`)).proofOfDelivery || null, 'a timestamped head')
    const exported = await fetch(`${platform.url}/api/v2/transfer/transfers/${transfer.id}/proof-of-delivery`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(exported.status).toBe(200)
    const zip = join(work, 'proof-of-delivery.zip')
    await writeFile(zip, new Uint8Array(await exported.arrayBuffer()))
    const ok = await runCli(['verify', zip, '--file', file], env)
    expect(ok.code, ok.stdout + ok.stderr).toBe(0)
    expect(ok.stdout).toMatch(/\[ ok \] file\s+contract\.txt: matches contract\.txt/)
    const changed = join(work, 'changed', 'contract.txt')
    await mkdir(join(work, 'changed'), { recursive: true })
    await writeFile(changed, 'Terms and conditions, signed!')
    const mismatch = await runCli(['verify', zip, '--file', changed], env)
    expect(mismatch.code).toBe(5)
    expect(mismatch.stdout).toMatch(/\[FAIL\] file\s+contract\.txt: differs from contract\.txt/)
  })

  test('--to and --link together, or neither, exit 1', async () => {
    expect((await runCli(['transfer', join(work, 'letter.txt'), '--link', '--to', 'a@example.org'], env)).code).toBe(1)
    expect((await runCli(['transfer', join(work, 'letter.txt')], env)).code).toBe(1)
  })

  test('a refusal by the server exits 3 with its message', async () => {
    const run = await runCli(['transfer', join(work, 'letter.txt'), '--to', 'a@example.org', '--expiry-days', '2', '--json'], { ...env, LANG: 'en_GB.UTF-8' })
    expect(run.code).toBe(3)
    const { error } = run.json<{ error: { status: number; message: string } }>()
    expect(error.status).toBe(422)
    // The server's message, in the terminal's language.
    expect(error.message).toMatch(/\w/)
    expect(error.message).not.toMatch(/durée/)
    const french = await runCli(['transfer', join(work, 'letter.txt'), '--to', 'a@example.org', '--expiry-days', '2', '--json'], {
      ...env,
      LANG: 'fr_FR.UTF-8',
    })
    expect(french.json<{ error: { message: string } }>().error.message).not.toBe(error.message)
  })
})

describe('end-to-end encrypted transfer (docs/e2e-format.md)', () => {
  let env: NodeJS.ProcessEnv
  beforeAll(async () => {
    env = { XDG_CONFIG_HOME: join(work, 'config-e2e') }
    const login = await runCli(['login', '--url', platform.url, '--token', token], env)
    expect(login.code, login.stderr).toBe(0)
  })

  test('--e2e --link: the key only in the link; download decrypts and says each file is identical to what was certified; a wrong key exits 5 and keeps nothing', async () => {
    const folder = join(work, 'dossier-confidentiel')
    await mkdir(join(folder, 'pieces'), { recursive: true })
    const big = randomBytes(300_000)
    await writeFile(join(folder, 'pieces', 'releve-bancaire.pdf'), big)
    await writeFile(join(folder, 'lettre.txt'), 'Maître, voici le dossier.')
    const sent = await runCli(['transfer', folder, '--e2e', '--link', '--json'], env)
    expect(sent.code, sent.stderr).toBe(0)
    const { transfer } = sent.json<{ transfer: { link: string; files: number; certifiedAt: string; e2e: boolean } }>()
    expect(transfer).toMatchObject({ files: 2, e2e: true })
    const url = new URL(transfer.link)
    expect(url.hash).toMatch(/^#k=[A-Za-z0-9_-]{43}$/)

    // What the server answers anyone with the link (the fragment is never sent): opaque ids, no name.
    const page = await fetch(`${platform.url}/api/v2/transfer/downloads/${url.pathname.split('/').pop()}`, { headers: { accept: 'application/json' } })
    const text = await page.text()
    for (const name of ['dossier-confidentiel', 'releve-bancaire', 'lettre', sha256(big)]) expect(text).not.toContain(name)

    const out = join(work, 'received')
    const received = await runCli(['download', transfer.link, '--out', out, '--proofs'], { ...env, LANG: 'en_GB.UTF-8' })
    expect(received.code, received.stderr).toBe(0)
    expect(sha256(await readFile(join(out, 'dossier-confidentiel', 'pieces', 'releve-bancaire.pdf')))).toBe(sha256(big))
    expect(await readFile(join(out, 'dossier-confidentiel', 'lettre.txt'), 'utf8')).toBe('Maître, voici le dossier.')
    expect(received.stdout).toContain(`dossier-confidentiel/lettre.txt: identical to what the sender certified on ${transfer.certifiedAt}`)
    expect(received.stdout).toContain('dossier-confidentiel/pieces/releve-bancaire.pdf: identical to what the sender certified on')

    // --proofs: each file's proof next to it, checked by `sceau verify` with that file, refused with the other.
    const pdfProof = join(out, 'dossier-confidentiel', 'pieces', 'releve-bancaire.pdf.sceau-proof.zip')
    expect(received.stdout).toContain(`proof of this file, for a third party: ${pdfProof}`)
    const pdfVerified = await runCli(['verify', pdfProof, '--file', join(out, 'dossier-confidentiel', 'pieces', 'releve-bancaire.pdf')], env)
    expect(pdfVerified.code, pdfVerified.stdout + pdfVerified.stderr).toBe(0)
    expect((await runCli(['verify', pdfProof, '--file', join(out, 'dossier-confidentiel', 'lettre.txt')], env)).code).toBe(5)
    expect(existsSync(join(out, 'dossier-confidentiel', 'lettre.txt.sceau-proof.zip'))).toBe(true)

    // The proof of one file (docs/e2e-format.md §7), made as the recipient's page makes it: the server's
    // commitments, token and TSA chain, and the opening of that file from the manifest the key decrypts.
    const view = JSON.parse(text) as {
      e2e: { manifest: string; commitments: { id: string; commitment: string }[]; timestamp: { token: string }; tsaChain: string; anchor: null }
    }
    const { manifest } = await decryptManifest(fromBase64Url(view.e2e.manifest), { key: keyFromFragment(url.hash)! })
    const lettre = manifest.files.find((entry) => entry.path === 'dossier-confidentiel/lettre.txt')!
    const proofZip = createE2eProofBundle({
      commitments: view.e2e.commitments,
      token: Buffer.from(view.e2e.timestamp.token, 'base64'),
      chainPem: view.e2e.tsaChain,
      anchor: view.e2e.anchor,
      opening: { id: lettre.id, salt: lettre.salt, sha256: lettre.sha256 },
    })
    const proofDir = join(work, 'proof-of-lettre')
    await mkdir(proofDir, { recursive: true })
    const proof = join(proofDir, 'lettre.sceau-proof.zip')
    await writeFile(proof, proofZip)
    const received_ = join(out, 'dossier-confidentiel', 'lettre.txt')
    const otherFile = join(out, 'dossier-confidentiel', 'pieces', 'releve-bancaire.pdf')
    // sceau-verify (and `sceau verify`, the same verifier): VALID with the file, INVALID with another one.
    const sceauVerify = async (args: string[]) => {
      const lines: string[] = []
      const code = await runVerifyCli(args, { stdout: (l) => lines.push(l), stderr: (l) => lines.push(l) })
      return { code, out: lines.join('\n') }
    }
    const valid = await sceauVerify([proof, '--file', received_])
    expect(valid.code, valid.out).toBe(0)
    expect(valid.out).toMatch(/\[ ok \] timestamp\s+commitments\.txt timestamped at /)
    expect(valid.out).toMatch(/\[ ok \] opening/)
    expect(valid.out).toMatch(/\[ ok \] file/)
    const verified = await runCli(['verify', proof, '--file', received_], env)
    expect(verified.code, verified.stdout + verified.stderr).toBe(0)
    expect(verified.stdout).toContain('Result: VALID')
    const wrongFile = await runCli(['verify', proof, '--file', otherFile], env)
    expect(wrongFile.code).toBe(5)
    expect(wrongFile.stdout).toMatch(/\[FAIL\] file\s+file SHA-256 [0-9a-f]{64} differs from the certified/)
    expect((await sceauVerify([proof, '--file', otherFile])).code).toBe(1)
    // An opening changed to claim the other file's hash opens no listed commitment.
    const pdf = manifest.files.find((entry) => entry.path.endsWith('releve-bancaire.pdf'))!
    const files = unzipSync(proofZip)
    files['opening.json'] = strToU8(JSON.stringify({ ...JSON.parse(strFromU8(files['opening.json']!)), sha256: pdf.sha256 }))
    const tampered = join(proofDir, 'tampered.zip')
    await writeFile(tampered, zipSync(files))
    const refusedOpening = await sceauVerify([tampered, '--file', otherFile])
    expect(refusedOpening.code).toBe(1)
    expect(refusedOpening.out).toMatch(/\[FAIL\] opening/)
    expect((await runCli(['verify', tampered], env)).code).toBe(5)
    // Stock OpenSSL on the ZIP's own files, with the command docs/e2e-format.md §7 gives.
    for (const [name, bytes] of Object.entries(unzipSync(proofZip))) await writeFile(join(proofDir, name), bytes)
    expect(await openssl(['ts', '-verify', '-in', 'commitments.tsr', '-data', 'commitments.txt', '-CAfile', 'tsa-chain.pem'], proofDir)).toContain(
      'Verification: OK'
    )
    await writeFile(join(proofDir, 'commitments.txt'), `sceau-e2e/1 commitments\n${lettre.id} ${'0'.repeat(64)}\n`)
    await expect(openssl(['ts', '-verify', '-in', 'commitments.tsr', '-data', 'commitments.txt', '-CAfile', 'tsa-chain.pem'], proofDir)).rejects.toThrow(
      /Verification: FAILED|failed/
    )

    const wrongKey = `${transfer.link.slice(0, transfer.link.indexOf('#'))}#k=${randomBytes(32).toString('base64url')}`
    const elsewhere = join(work, 'refused')
    const refused = await runCli(['download', wrongKey, '--out', elsewhere, '--json'], { ...env, LANG: 'en_GB.UTF-8' })
    expect(refused.code).toBe(5)
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('E_E2E_DECRYPT')
    expect(existsSync(join(elsewhere, 'dossier-confidentiel'))).toBe(false)
  })

  test('--e2e by e-mail needs SCEAU_PASSPHRASE; with it, the recipient opens the transfer with the passphrase alone', async () => {
    const file = join(work, 'manuscrit.txt')
    await writeFile(file, 'Chapitre premier')
    expect((await runCli(['transfer', file, '--e2e', '--to', 'editor@example.org'], env)).code).toBe(1)
    const sent = await runCli(['transfer', file, '--e2e', '--to', 'editor@example.org', '--json'], { ...env, SCEAU_PASSPHRASE: 'cheval agrafe correct' })
    expect(sent.code, sent.stderr).toBe(0)
    const { transfer } = sent.json<{ transfer: { link: string } }>()
    expect(transfer.link).not.toContain('#')
    const out = join(work, 'editor')
    expect((await runCli(['download', transfer.link, '--out', out], env)).code).toBe(1)
    const wrong = await runCli(['download', transfer.link, '--out', out, '--json'], { ...env, SCEAU_PASSPHRASE: 'cheval agrafe faux' })
    expect(wrong.code).toBe(5)
    const opened = await runCli(['download', transfer.link, '--out', out], { ...env, SCEAU_PASSPHRASE: 'cheval agrafe correct' })
    expect(opened.code, opened.stderr).toBe(0)
    expect(await readFile(join(out, 'manuscrit.txt'), 'utf8')).toBe('Chapitre premier')
  })

  test('--e2e by e-mail killed before the draft’s answer: the re-run needs the same SCEAU_PASSPHRASE, then finishes the same transfer', async () => {
    const proxy = await startHoldingProxy(platform.url)
    const config = { XDG_CONFIG_HOME: join(work, 'config-e2e-passphrase-rerun'), LANG: 'en_GB.UTF-8' }
    try {
      expect((await runCli(['login', '--url', proxy.url, '--token', token], config)).code).toBe(0)
      const file = join(work, 'chapitre.txt')
      await writeFile(file, `Chapitre deux ${randomBytes(4).toString('hex')}`)
      const args = ['transfer', file, '--e2e', '--to', 'editor@example.org', '--json']
      // The server makes the draft; its answer never reaches this run.
      proxy.hold((request) => request.method === 'POST' && request.path === '/api/v2/transfer/transfers')
      const first = sceau(args, { ...config, SCEAU_PASSPHRASE: 'cheval agrafe correct' })
      await waitFor(() => proxy.held.length > 0, 'the draft made, its answer held')
      first.child.kill('SIGKILL')
      await first.done
      proxy.hold(() => false)
      const other = await runCli(args, { ...config, SCEAU_PASSPHRASE: 'cheval agrafe autre' })
      expect(other.code).toBe(1)
      expect(other.stderr).toContain('SCEAU_PASSPHRASE is not the passphrase of the interrupted run of this transfer')
      const before = proxy.seen.length
      const same = await runCli(args, { ...config, SCEAU_PASSPHRASE: 'cheval agrafe correct' })
      expect(same.code, same.stderr).toBe(0)
      // The same Idempotency-Key: the server answers with the draft it made, no second one.
      const { transfer } = same.json<{ transfer: { link: string } }>()
      const out = join(work, 'editor-rerun')
      const opened = await runCli(['download', transfer.link, '--out', out], { ...config, SCEAU_PASSPHRASE: 'cheval agrafe correct' })
      expect(opened.code, opened.stderr).toBe(0)
      expect(await readFile(join(out, 'chapitre.txt'), 'utf8')).toMatch(/^Chapitre deux /)
      expect(proxy.seen.slice(before).filter((r) => r.method === 'POST' && r.path === '/api/v2/transfer/transfers')).toHaveLength(1)
    } finally {
      await proxy.close()
    }
  })

  test('--e2e killed mid-upload: the re-run resumes the same transfer, finished files not sent again, the unfinished one from its offset (docs/e2e-format.md §8)', async () => {
    const proxy = await startHoldingProxy(platform.url)
    const config = { XDG_CONFIG_HOME: join(work, 'config-e2e-resume'), LANG: 'en_GB.UTF-8' }
    try {
      expect((await runCli(['login', '--url', proxy.url, '--token', token], config)).code).toBe(0)
      const folder = join(work, 'reprise-chiffree')
      await mkdir(folder, { recursive: true })
      const small = 'Maître, la première pièce.'
      // As large as the plain resume test's: the run is killed long before its last byte.
      const big = randomBytes(48 * 1024 * 1024)
      await writeFile(join(folder, 'lettre.txt'), small)
      await writeFile(join(folder, 'pieces.bin'), big)
      const bigLength = encryptedSize(big.length)
      const chunked = { ...config, SCEAU_UPLOAD_CHUNK_BYTES: String(512 * 1024) }
      const statePath = join(config.XDG_CONFIG_HOME, 'sceau', 'uploads.json')
      type Remembered = { files: Record<string, { relativePath: string; size: number; uploadUrl: string | null; finished?: boolean }> }
      type State = {
        batches: Record<string, { data: { plan: { key: string; files: { id: string }[] }; draft: { uploadToken: string } | null } }>
        storage: Record<string, string>
      }
      const first = sceau(['transfer', folder, '--e2e', '--link', '--json'], chunked)
      // Killed once the small file is whole on the server and part of the big one is there.
      const cut = await waitFor(async () => {
        if (!existsSync(statePath)) return undefined
        const state = JSON.parse(await readFile(statePath, 'utf8')) as State
        const batch = Object.values(state.batches)[0]
        const remembered = Object.values(state.storage).flatMap((raw) => Object.values((JSON.parse(raw) as Remembered).files))
        const bigUpload = remembered.find((f) => f.size === bigLength && f.uploadUrl)
        if (!batch?.data.draft || !bigUpload || !remembered.some((f) => f.size !== bigLength && f.finished)) return undefined
        const head = await fetch(bigUpload.uploadUrl!, {
          method: 'HEAD',
          headers: { 'Tus-Resumable': '1.0.0', authorization: `Bearer ${batch.data.draft.uploadToken}` },
        })
        const offset = Number(head.headers.get('upload-offset'))
        return offset > 0
          ? { url: bigUpload.uploadUrl!, uploadToken: batch.data.draft.uploadToken, key: batch.data.plan.key, ids: batch.data.plan.files.map((f) => f.id) }
          : undefined
      }, 'the small file whole and the first bytes of the big one on the server')
      first.child.kill('SIGKILL')
      await first.done
      const head = await fetch(cut.url, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', authorization: `Bearer ${cut.uploadToken}` } })
      const held = Number(head.headers.get('upload-offset'))
      expect(held).toBeGreaterThan(0)
      expect(held).toBeLessThan(bigLength)
      const before = proxy.seen.length

      const second = await runCli(['transfer', folder, '--e2e', '--link', '--json'], chunked)
      expect(second.code, second.stderr).toBe(0)
      expect(second.stderr).toContain('Resuming transfer')
      const { transfer } = second.json<{ transfer: { link: string; files: number; e2e: boolean } }>()
      expect(transfer).toMatchObject({ files: 2, e2e: true })
      // The same key as the interrupted run (kept with its intent), in the link only.
      expect(new URL(transfer.link).hash).toBe(`#k=${cut.key}`)
      // The re-run created no transfer and no upload, and wrote only to the big file's upload, from where it stood.
      const rerun = proxy.seen.slice(before)
      expect(rerun.filter((r) => r.method === 'POST' && r.path.startsWith('/api/v2/transfer/transfers'))).toEqual([])
      expect(rerun.filter((r) => r.method === 'POST' && r.path.startsWith('/api/v2/uploads'))).toEqual([])
      const patched = new Set(rerun.filter((r) => r.method === 'PATCH').map((r) => r.path))
      expect([...patched]).toEqual([new URL(cut.url).pathname])
      // Sent: the key material has left the state file.
      const state = JSON.parse(await readFile(statePath, 'utf8')) as State
      expect(state.batches).toEqual({})
      expect(JSON.stringify(state)).not.toContain(cut.key)

      // The first run's bytes and the re-run's are one authentic stream: the recipient decrypts both files, as certified.
      const out = join(work, 'reprise-recue')
      const received = await runCli(['download', transfer.link, '--out', out], config)
      expect(received.code, received.stderr).toBe(0)
      expect(await readFile(join(out, 'reprise-chiffree', 'lettre.txt'), 'utf8')).toBe(small)
      expect(sha256(await readFile(join(out, 'reprise-chiffree', 'pieces.bin')))).toBe(sha256(big))
    } finally {
      await proxy.close()
    }
  })
})

describe('release', () => {
  test('without an API key in the environment nor a login, exits 2', async () => {
    const run = await runCli(['release', '--url', platform.url, '--tag', 'v1', '--json'], { XDG_CONFIG_HOME: join(work, 'no-key') })
    expect(run.code).toBe(2)
    expect(run.json<{ error: { code: string } }>().error.code).toBe('E_NO_API_KEY')
  })
})

describe('package', () => {
  test('the packed tarball installs with npm i -g and runs', async () => {
    const out = join(work, 'pack')
    await mkdir(out)
    const name = execFileSync('npm', ['pack', '--pack-destination', out], { cwd: packageDir, encoding: 'utf8' }).trim().split('\n').pop()!
    const prefix = join(work, 'prefix')
    execFileSync('npm', ['install', '-g', '--offline', '--prefix', prefix, join(out, name)], { encoding: 'utf8' })
    const help = execFileSync(join(prefix, 'bin', 'sceau'), ['--help'], { encoding: 'utf8' })
    expect(help).toContain('Usage: sceau')
    expect(execFileSync(join(prefix, 'bin', 'sceau'), ['--version'], { encoding: 'utf8' }).trim()).toBe('0.1.0')
  })
})
