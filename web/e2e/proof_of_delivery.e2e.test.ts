/*
 * Proof of delivery end to end (docs/proof-of-delivery.md), in Chromium against the production build,
 * mails caught by an in-process SMTP server. A signed-in sender sends two files by e-mail to two
 * recipients behind different networks (a reverse proxy on the machine, TRUSTED_PROXIES=loopback):
 * A downloads one file with the browser and the other through an interrupted, then resumed, ranged
 * download; B opens the link and downloads nothing. The sender's export from the transfer page shows
 * exactly that, verifies with the built `sceau-verify` (given the original files) and each head with
 * `openssl ts -verify`; an entry edited in the database then fails the check. The same for a
 * reception delivery's export from its delivery page.
 */
import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest'
import type { DeliveryLogDocument } from '@sceau/proof'
import { launchBrowser } from '@sceau/testing/chromium'
import { openssl } from '@sceau/testing/openssl'
import { unzip } from '@sceau/testing/unzip'
import { Mailbox } from './support/mailbox'
import { signUpPremium } from './support/accounts'
import { startPlatform, type RunningPlatform } from './support/platform'

// The built command, as a reader runs it (packages/proof's bin).
const proofPackage = dirname(createRequire(import.meta.url).resolve('@sceau/proof/package.json'))
const SCEAU_VERIFY = join(proofPackage, 'build', 'cli', 'sceau_verify.js')
// Larger than what the sockets and the browser buffer between them, so an interrupted download is really cut.
const FILES: Record<string, Buffer> = {
  'preuve/contrat.pdf': randomBytes(200_000),
  'preuve/archive.bin': randomBytes(48 * 1024 * 1024),
}
const RECEIVED: Record<string, Buffer> = {
  'pieces/releve.txt': Buffer.from(`relevé ${randomBytes(4).toString('hex')}\n`),
  'pieces/scan.bin': randomBytes(150_000),
}
// The networks the two recipients come from, as the proxy in front of the platform says.
const NETWORK_A = '203.0.113.7'
const NETWORK_B = '198.51.100.9'

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

let platform: RunningPlatform
let mailbox: Mailbox
let browser: Browser
let dir: string
let sender: { context: BrowserContext; page: Page; email: string }
const contexts: BrowserContext[] = []
const pageErrors: string[] = []

beforeAll(async () => {
  if (!existsSync(SCEAU_VERIFY)) throw new Error(`${SCEAU_VERIFY} is missing: run \`npm run build\` first`)
  dir = await mkdtemp(join(tmpdir(), 'sceau-e2e-proof-'))
  for (const [path, bytes] of Object.entries({ ...FILES, ...RECEIVED })) {
    await mkdir(dirname(join(dir, path)), { recursive: true })
    await writeFile(join(dir, path), bytes)
  }
  mailbox = await Mailbox.start()
  platform = await startPlatform({ env: { ...mailbox.env, TRUSTED_PROXIES: 'loopback' } })
  browser = await launchBrowser()
  sender = await signUpSender()
}, 120_000)

afterAll(async () => {
  for (const context of contexts.splice(0)) await context.close()
  await browser?.close()
  await platform?.stop()
  await mailbox?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

beforeEach(() => {
  onTestFailed(() => console.error(`Platform log:\n${platform.logs()}`))
})

async function newContext(extraHTTPHeaders?: Record<string, string>) {
  const context = await browser.newContext({ locale: 'en-GB', acceptDownloads: true, extraHTTPHeaders })
  contexts.push(context)
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return { context, page }
}

/** A confirmed member of a paid-plan organisation (its administrator), signed in in their own browser context. */
async function signUpSender() {
  const { context, page } = await newContext()
  return { context, page, email: await signUpPremium(platform, page, 'sender') }
}

/** Rows of the platform's database (embedded SQLite), read or written as an operator with database access would. */
function database<T>(use: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(join(platform.dataDir, 'sceau.sqlite'))
  try {
    return use(db)
  } finally {
    db.close()
  }
}

function logRows(owner: string, ref: string) {
  return database(
    (db) =>
      db
        .prepare(
          `SELECT e.id, e.seq, e.kind, e.body FROM delivery_log_entries e JOIN delivery_logs l ON l.id = e.log_id WHERE l.owner = ? AND l.ref = ? ORDER BY e.seq`
        )
        .all(owner, ref) as { id: number; seq: number; kind: string; body: string }[]
  )
}

function timestampedHeads(owner: string, ref: string) {
  return database(
    (db) =>
      (
        db
          .prepare(
            `SELECT count(*) AS n FROM delivery_log_heads h JOIN delivery_logs l ON l.id = h.log_id WHERE l.owner = ? AND l.ref = ? AND h.timestamp_id IS NOT NULL`
          )
          .get(owner, ref) as { n: number }
      ).n
  )
}

/** The export as its owner gets it: the "Proof of delivery" link of the page (once a head is timestamped), downloaded. */
async function exportFrom(page: Page, url: string, heading: string) {
  await page.goto(url)
  await page.getByRole('heading', { name: heading }).waitFor()
  const link = page.getByRole('link', { name: 'Proof of delivery' })
  await link.waitFor()
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(await download.failure()).toBeNull()
  return readFile((await download.path())!)
}

/**
 * What VERIFY.md tells a reader to run on the export: `openssl ts -verify` of each head's token over
 * its hash with the ZIP's TSA chain, then the built `sceau-verify` on the ZIP with `--file` for each file.
 */
async function verifyOffline(zip: Buffer, files: string[]) {
  const unpacked = await mkdtemp(join(dir, 'export-'))
  const entries = await unzip(zip)
  for (const [name, bytes] of entries) {
    await mkdir(dirname(join(unpacked, name)), { recursive: true })
    await writeFile(join(unpacked, name), bytes)
  }
  await writeFile(join(unpacked, 'export.zip'), zip)
  const document = JSON.parse(entries.get('log.json')!.toString('utf8')) as DeliveryLogDocument
  const openssled: string[] = []
  for (const head of document.heads)
    openssled.push(await openssl(['ts', '-verify', '-in', head.token, '-digest', head.hash, '-CAfile', 'tsa-chain.pem'], unpacked))
  const cli = await new Promise<{ code: number; output: string }>((resolve) => {
    const args = [SCEAU_VERIFY, join(unpacked, 'export.zip'), ...files.flatMap((path) => ['--file', join(dir, path)])]
    execFile(process.execPath, args, { encoding: 'utf8' }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, output: `${stdout}${stderr}` })
    })
  })
  return { document, openssled, cli, entries }
}

/** Changes one byte of an entry's stored body (its time's year), as someone with access to the database could. */
function editEntry(owner: string, ref: string, kind: string) {
  const row = logRows(owner, ref).find((r) => r.kind === kind)!
  const edited = row.body.replace(/"time":"(\d{4})/, (_, year: string) => `"time":"${Number(year) - 1}`)
  expect(edited).not.toBe(row.body)
  database((db) => db.prepare('UPDATE delivery_log_entries SET body = ? WHERE id = ?').run(edited, row.id))
  return row.seq
}

describe('proof of delivery of a transfer to two recipients', () => {
  const recipientA = `a-${randomBytes(4).toString('hex')}@example.org`
  const recipientB = `b-${randomBytes(4).toString('hex')}@example.org`
  let transferId: string
  let link: URL

  it('a signed-in sender sends two files by e-mail to two recipients', async () => {
    const { page } = sender
    await page.goto(`${platform.url}/en/app/transfers`)
    await page.getByRole('button', { name: 'New transfer' }).click()
    await page.getByTestId('transfer-folder').setInputFiles(join(dir, 'preuve'))
    await expect.poll(() => page.getByText('archive.bin').count()).toBeGreaterThan(0)
    for (const to of [recipientA, recipientB]) {
      await page.getByRole('combobox', { name: 'Recipients' }).fill(to)
      await page.keyboard.press('Enter')
    }
    await page.getByLabel('Title (optional)').fill('Signed contract')
    await page.getByRole('button', { name: 'Transfer', exact: true }).click()
    await page.getByRole('heading', { name: 'Transfer complete' }).waitFor({ timeout: 120_000 })
    await page.getByRole('link', { name: 'Signed contract' }).first().click()
    await page.waitForURL(/\/app\/transfers\/\d+$/)
    transferId = new URL(page.url()).pathname.split('/').pop()!
    link = await mailbox.link(recipientA, platform.url, '/download/')
    expect((await mailbox.link(recipientB, platform.url, '/download/')).pathname).toBe(link.pathname)
  }, 180_000)

  it('A downloads one file with the browser and the other through an interrupted download resumed with Range: delivered only once every byte was sent', async () => {
    const { page } = await newContext({ 'x-forwarded-for': NETWORK_A })
    await page.goto(`${platform.url}/en${link.pathname}`)
    const row = (path: string) => page.locator(`[data-file="${path}"]`).getByRole('link', { name: 'Download' })
    await row('preuve/contrat.pdf').waitFor()
    const [contract] = await Promise.all([page.waitForEvent('download'), row('preuve/contrat.pdf').click()])
    expect(await contract.failure()).toBeNull()
    expect(sha256(await readFile((await contract.path())!))).toBe(sha256(FILES['preuve/contrat.pdf']))

    const url = (await row('preuve/archive.bin').getAttribute('href'))!
    const fileId = /\/files\/(\d+)/.exec(url)![1]
    // The connection drops after the first megabyte or so reached the page.
    const cut = await page.evaluate(
      async ({ url, least }) => {
        const controller = new AbortController()
        const answer = await fetch(url, { signal: controller.signal, cache: 'no-store' })
        const reader = answer.body!.getReader()
        const parts: Uint8Array[] = []
        let received = 0
        while (received < least) {
          const { value, done } = await reader.read()
          if (done) throw new Error('the whole file arrived before the cut')
          parts.push(value)
          received += value.length
        }
        controller.abort()
        ;(window as unknown as { received: Uint8Array[] }).received = parts
        return { status: answer.status, received }
      },
      { url, least: 1_000_000 }
    )
    expect(cut.status).toBe(200)
    const size = FILES['preuve/archive.bin'].length
    // The platform counted what it handed over before the cut (the start of the file, not all of it): not delivered.
    const ranges = () =>
      database(
        (db) =>
          db
            .prepare(
              `SELECT r.ranges FROM delivery_log_ranges r JOIN delivery_logs l ON l.id = r.log_id WHERE l.owner = 'transfer' AND l.ref = ? AND r.subject = ?`
            )
            .all(transferId, `file:${fileId}`) as { ranges: string }[]
      ).map((r) => JSON.parse(r.ranges) as [number, number][])
    await expect.poll(() => ranges().length, { timeout: 20_000 }).toBe(1)
    const [[counted]] = ranges()
    expect(counted[0]).toBe(0)
    expect(counted[1]).toBeGreaterThanOrEqual(cut.received - 1)
    expect(counted[1]).toBeLessThan(size - 1)
    expect(logRows('transfer', transferId).filter((r) => r.kind === 'file_delivered' && r.body.includes('"path":"preuve/archive.bin"'))).toEqual([])

    // Resumed from where the page stopped: the rest only, then the whole file is the original.
    const resumed = await page.evaluate(
      async ({ url, from }) => {
        const answer = await fetch(url, { headers: { range: `bytes=${from}-` }, cache: 'no-store' })
        const rest = new Uint8Array(await answer.arrayBuffer())
        const parts = (window as unknown as { received: Uint8Array[] }).received
        const whole = new Uint8Array(from + rest.length)
        let at = 0
        for (const part of parts) {
          whole.set(part, at)
          at += part.length
        }
        whole.set(rest, at)
        const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', whole))
        return { status: answer.status, range: answer.headers.get('content-range'), sha256: [...digest].map((b) => b.toString(16).padStart(2, '0')).join('') }
      },
      { url, from: cut.received }
    )
    expect(resumed.status).toBe(206)
    expect(resumed.range).toBe(`bytes ${cut.received}-${size - 1}/${size}`)
    expect(resumed.sha256).toBe(sha256(FILES['preuve/archive.bin']))
    await expect.poll(() => logRows('transfer', transferId).filter((r) => r.kind === 'file_delivered').length, { timeout: 20_000 }).toBe(2)
  }, 120_000)

  it('B opens the link and downloads nothing', async () => {
    const { page, context } = await newContext({ 'x-forwarded-for': NETWORK_B })
    await page.goto(`${platform.url}/en${link.pathname}`)
    await page.locator('[data-file="preuve/archive.bin"]').getByRole('link', { name: 'Download' }).waitFor()
    await context.close()
  })

  it("the sender's export shows exactly that, verifies with sceau-verify and openssl ts -verify; an entry edited in the database fails it", async () => {
    // Three timestamped heads: sent, and each file's delivery.
    await expect.poll(() => timestampedHeads('transfer', transferId), { timeout: 60_000 }).toBe(3)
    const zip = await exportFrom(sender.page, `${platform.url}/en/app/transfers/${transferId}`, 'Signed contract')
    const files = Object.keys(FILES)
    const offline = await verifyOffline(zip, files)
    const { entries, heads } = offline.document
    expect(offline.cli.code, offline.cli.output).toBe(0)
    expect(offline.cli.output).toContain('Result: VALID')
    for (const path of files)
      expect(offline.cli.output).toMatch(new RegExp(`\\[ ok \\] file\\s+${path.split('/').pop()!.replace('.', '\\.')}: matches ${path}`))
    expect(heads).toHaveLength(3)
    expect(offline.openssled).toHaveLength(3)
    for (const out of offline.openssled) expect(out).toContain('Verification: OK')
    expect(offline.entries.has('proof-of-delivery.pdf')).toBe(true)

    // What happened, by network: A opened and received each file whole, B opened only; both mails handed over.
    const network = (e: (typeof entries)[number]) => e.networkOpening?.ip ?? null
    const kindsFrom = (ip: string) => entries.filter((e) => network(e) === ip).map((e) => e.kind)
    expect(kindsFrom('203.0.113.0/24')).toEqual(['link_opened', 'file_delivered', 'file_delivered'])
    expect(kindsFrom('198.51.100.0/24')).toEqual(['link_opened'])
    expect(entries.map((e) => e.kind).sort()).toEqual([
      'created',
      'file_delivered',
      'file_delivered',
      'link_opened',
      'link_opened',
      'mail_handed',
      'mail_handed',
    ])
    const created = entries.find((e) => e.kind === 'created')!
    expect(created.actor).toEqual({ type: 'sender', email: sender.email })
    expect((created.data.recipients as string[]).sort()).toEqual([recipientA, recipientB].sort())
    expect(
      entries
        .filter((e) => e.kind === 'mail_handed')
        .map((e) => (e.data.to as string[])[0])
        .sort()
    ).toEqual([recipientA, recipientB].sort())
    expect(
      entries
        .filter((e) => e.kind === 'file_delivered')
        .map((e) => [e.data.path, e.data.sha256, e.data.bytes])
        .sort()
    ).toEqual(
      Object.entries(FILES)
        .map(([path, bytes]) => [path, sha256(bytes), bytes.length])
        .sort()
    )
    // Each file reached the browser that opened the link from A's network.
    const openedByA = entries.find((e) => e.kind === 'link_opened' && network(e) === '203.0.113.0/24')!
    for (const e of entries.filter((e) => e.kind === 'file_delivered')) expect(e.networkOpening?.userAgentHash).toBe(openedByA.networkOpening?.userAgentHash)
    expect(heads.map((h) => h.reason)).toEqual(['sent', 'delivered', 'delivered'])

    // One entry's stored body edited in the database: the next export no longer verifies, and says which entry.
    const seq = editEntry('transfer', transferId, 'link_opened')
    const tampered = await verifyOffline(await exportFrom(sender.page, `${platform.url}/en/app/transfers/${transferId}`, 'Signed contract'), files)
    expect(tampered.cli.code, tampered.cli.output).toBe(1)
    expect(tampered.cli.output).toContain(`entry ${seq} was changed`)
    expect(tampered.cli.output).toContain('Result: INVALID')
    expect(pageErrors).toEqual([])
  }, 120_000)
})

describe('proof of delivery of a reception delivery', () => {
  it("a third party sends files through a SafeLink; the delivery's export verifies with sceau-verify and openssl; an edited entry fails it", async () => {
    const { page, context } = sender
    const xsrf = decodeURIComponent((await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
    const created = await page.request.post(`${platform.url}/api/v2/receptions/links`, {
      headers: { 'x-xsrf-token': xsrf, accept: 'application/json' },
      data: { title: 'Bank statements', audience: 'public', expiry: '7d' },
    })
    expect(created.status()).toBe(201)
    const linkPath = new URL(((await created.json()) as { url: string }).url).pathname

    const third = (await newContext()).page
    await third.goto(`${platform.url}${linkPath.startsWith('/en/') ? '' : '/en'}${linkPath}`)
    await third.getByTestId('reception-folder').setInputFiles(join(dir, 'pieces'))
    await third.getByLabel('Your name').fill('Jean Dupont')
    await third.getByLabel('Your email address').fill('jean@example.org')
    await third.getByRole('button', { name: 'Send', exact: true }).click()
    await third.getByRole('heading', { name: 'What you sent' }).waitFor({ timeout: 30_000 })

    await page.goto(`${platform.url}/en/app/receptions`)
    await page.getByRole('link', { name: 'Open the delivery from Jean Dupont' }).click()
    await page.getByRole('heading', { name: 'Delivery from Jean Dupont' }).waitFor()
    const deliveryId = new URL(page.url()).pathname.split('/').pop()!
    await expect.poll(() => timestampedHeads('receptions', deliveryId), { timeout: 60_000 }).toBe(1)
    const files = Object.keys(RECEIVED)
    const offline = await verifyOffline(await exportFrom(page, page.url(), 'Delivery from Jean Dupont'), files)
    expect(offline.cli.code, offline.cli.output).toBe(0)
    expect(offline.cli.output).toContain('Result: VALID')
    for (const path of files) expect(offline.cli.output).toContain(`matches ${path}`)
    expect(offline.openssled).toHaveLength(1)
    expect(offline.openssled[0]).toContain('Verification: OK')
    const [completed] = offline.document.entries
    expect(offline.document.entries.map((e) => e.kind)).toEqual(['upload_completed'])
    expect((completed.data.files as { path: string; sha256: string }[]).map((f) => [f.path, f.sha256]).sort()).toEqual(
      Object.entries(RECEIVED)
        .map(([path, bytes]) => [path, sha256(bytes)])
        .sort()
    )

    const seq = editEntry('receptions', deliveryId, 'upload_completed')
    const tampered = await verifyOffline(await exportFrom(page, page.url(), 'Delivery from Jean Dupont'), files)
    expect(tampered.cli.code, tampered.cli.output).toBe(1)
    expect(tampered.cli.output).toContain(`entry ${seq} was changed`)
    expect(tampered.cli.output).toContain('Result: INVALID')
    expect(pageErrors).toEqual([])
  }, 120_000)
})
