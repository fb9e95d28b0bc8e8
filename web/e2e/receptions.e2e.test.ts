/*
 * Receptions end to end, in Chromium against the production build: an administrator opens the
 * incoming page and creates a password SafeLink that expires after the first upload; a third party
 * in a fresh browser uploads a folder through it; the link's owner is mailed; the inbox shows the
 * delivery, whose ZIP holds the same bytes; the receipt verifies with `openssl ts -verify`; the link
 * then refuses a second upload, and a private incoming page says access is denied.
 */
import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '@sceau/testing/chromium'
import { unzip } from '@sceau/testing/unzip'
import { Mailbox } from './support/mailbox'
import { signUpPremium } from './support/accounts'
import { startPlatform, type RunningPlatform } from './support/platform'
import { watchUploads } from './support/upload_watch'

const run = promisify(execFile)
const LINK_PASSWORD = 'Open-Sesame-1'
const FILES: Record<string, Buffer> = {
  'dossier/a.txt': Buffer.from(`bonjour ${randomBytes(4).toString('hex')}\n`),
  'dossier/sous/b été.bin': randomBytes(300_000),
}
// A 2x2 PNG: the organisation's send-page background.
const PNG_2X2 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGM4oaGhoXGCQeOExokTGgAgjgUBcAsTzQAAAABJRU5ErkJggg==', 'base64')
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

let platform: RunningPlatform
let mailbox: Mailbox
let browser: Browser
let owner: BrowserContext
let visitor: BrowserContext
let page: Page
let dir: string
let adminEmail: string
const pageErrors: string[] = []

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sceau-e2e-receptions-'))
  for (const [path, bytes] of Object.entries(FILES)) {
    await mkdir(dirname(join(dir, path)), { recursive: true })
    await writeFile(join(dir, path), bytes)
  }
  mailbox = await Mailbox.start()
  platform = await startPlatform({ env: mailbox.env })
  browser = await launchBrowser()
  owner = await browser.newContext({ locale: 'en-GB', acceptDownloads: true })
  visitor = await browser.newContext({ locale: 'en-GB', acceptDownloads: true })
  page = await owner.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
})

afterAll(async () => {
  if (process.env.E2E_LOGS) console.log(platform?.logs())
  await visitor?.close()
  await owner?.close()
  await browser?.close()
  await platform?.stop()
  await mailbox?.close()
  await rm(dir, { recursive: true, force: true })
})

describe('receiving files from a third party, with a receipt anyone can check', () => {
  let incomingUrl: string
  let linkUrl: string

  it('an administrator opens the incoming page and creates a password SafeLink that expires after the first upload', async () => {
    adminEmail = await signUpPremium(platform, page)
    await page.goto(`${platform.url}/en/app/receptions/pages`)
    const settings = page.getByRole('form', { name: 'Settings' })
    await settings.getByLabel('Active (the page accepts files)').check()
    await settings.getByLabel('Anyone', { exact: true }).check()
    await settings.getByRole('checkbox', { name: /Ada Lovelace/ }).check()
    await settings.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Saved').waitFor()
    incomingUrl = (await page.getByTestId('reception-page-url').textContent())!.trim()

    await page.goto(`${platform.url}/en/app/receptions/links`)
    await page.getByRole('button', { name: 'New SafeLink' }).click()
    const create = page.getByRole('form', { name: 'Create a SafeLink' })
    await create.getByLabel('Title').fill('Contract drafts')
    await create.getByLabel('Anyone with the password').check()
    await create.getByLabel('Password', { exact: true }).fill(LINK_PASSWORD)
    await create.getByLabel('Expires').selectOption({ label: 'After the first upload' })
    await create.getByRole('button', { name: 'Create the SafeLink' }).click()
    linkUrl = (await page.getByTestId('safelink-created-url').textContent())!.trim()
    expect(new URL(linkUrl).origin).toBe(platform.url)
  })

  it("the organization's send-page background stands behind the SafeLink page and the send page", async () => {
    const xsrf = decodeURIComponent((await owner.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
    const me = (await (await page.request.get(`${platform.url}/api/v2/users/me`, { headers: { accept: 'application/json' } })).json()) as {
      organization: { id: string }
    }
    const uploaded = await page.request.put(`${platform.url}/api/v2/organizations/${me.organization.id}/customisation/send-background`, {
      headers: { 'x-xsrf-token': xsrf, accept: 'application/json' },
      multipart: { file: { name: 'fond.png', mimeType: 'image/png', buffer: PNG_2X2 } },
    })
    expect(uploaded.status()).toBe(200)
    // What a person sees: the backgrounds the page paints, and whether each image really loads in the browser.
    const backgrounds = (shown: Page) =>
      shown.evaluate(async () => {
        const urls = [...document.querySelectorAll<HTMLElement>('[style*="background-image"]')].map(
          (el) => /url\("(.+)"\)/.exec(el.style.backgroundImage)?.[1] ?? ''
        )
        const loaded = await Promise.all(
          urls.map(
            (url) =>
              new Promise<boolean>((resolve) => {
                const image = new Image()
                image.onload = () => resolve(image.naturalWidth === 2)
                image.onerror = () => resolve(false)
                image.src = url
              })
          )
        )
        return { urls, loaded }
      })
    const third = await visitor.newPage()
    await third.goto(linkUrl)
    await third.getByRole('button', { name: 'Unlock' }).waitFor()
    const onLink = await backgrounds(third)
    await third.close()
    expect(onLink.urls).toHaveLength(1)
    expect(onLink.urls[0]).toMatch(/\/api\/v2\/media\//)
    expect(onLink.loaded).toEqual([true])
    await page.goto(`${platform.url}/en/transfer`)
    await page.getByRole('heading', { name: 'New transfer' }).waitFor()
    await expect.poll(async () => (await backgrounds(page)).urls).toEqual(onLink.urls)
    expect((await backgrounds(page)).loaded).toEqual([true])
  })

  it('a third party unlocks the link, uploads a folder and sees what was received', async () => {
    const third = await visitor.newPage()
    third.on('pageerror', (error) => pageErrors.push(error.message))
    await third.goto(linkUrl)
    await third.getByLabel('Password', { exact: true }).fill('not-the-password')
    await third.getByRole('button', { name: 'Unlock' }).click()
    await third.getByRole('alert').first().waitFor()
    await expect.poll(() => third.getByRole('form', { name: 'Your files' }).count()).toBe(0)
    await third.getByLabel('Password', { exact: true }).fill(LINK_PASSWORD)
    await third.getByRole('button', { name: 'Unlock' }).click()
    await third.getByTestId('reception-folder').setInputFiles(join(dir, 'dossier'))
    await third.getByLabel('Your name').fill('Jean Dupont')
    await third.getByLabel('Your email address').fill('jean@example.org')
    await third.getByLabel('Message').fill('Here are the drafts')
    await third.getByRole('button', { name: 'Send', exact: true }).click()
    await third.getByRole('heading', { name: 'What you sent' }).waitFor({ timeout: 30_000 })
    for (const bytes of Object.values(FILES)) await third.getByText(sha256(bytes)).waitFor({ timeout: 20_000 })

    // The link took its one delivery: a second visit cannot send.
    const again = await visitor.newPage()
    await again.goto(linkUrl)
    await again.getByRole('heading', { name: 'This link has expired' }).waitFor()
    expect(await again.getByRole('form', { name: 'Your files' }).count()).toBe(0)
    await again.close()
    await third.close()
  })

  it("the link's owner is mailed, and the inbox gives the same bytes as a ZIP", async () => {
    await expect.poll(() => mailbox.subjects(adminEmail).length, { timeout: 30_000 }).toBeGreaterThan(0)
    await expect.poll(() => mailbox.subjects('jean@example.org').length, { timeout: 30_000 }).toBeGreaterThan(0)

    await page.goto(`${platform.url}/en/app/receptions`)
    await page.getByRole('link', { name: 'Open the delivery from Jean Dupont' }).click()
    await page.getByRole('heading', { name: 'Delivery from Jean Dupont' }).waitFor()
    await page.getByText('Here are the drafts').waitFor()
    const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download all (ZIP)' }).click()])
    const entries = await unzip(await readFile((await zip.path())!))
    const received = new Map([...entries].map(([path, bytes]) => [path.split('/').pop(), sha256(bytes)]))
    for (const [path, bytes] of Object.entries(FILES)) expect(received.get(path.split('/').pop())).toBe(sha256(bytes))
  })

  it('the receipt verifies offline with openssl ts -verify and names every file', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the receipt' }).click()])
    const entries = await unzip(await readFile((await download.path())!))
    const unpacked = join(dir, 'receipt')
    await mkdir(unpacked, { recursive: true })
    for (const name of ['manifest.json', 'manifest.tsr', 'tsa-chain.pem']) {
      expect(entries.has(name), `${name} in the receipt`).toBe(true)
      await writeFile(join(unpacked, name), entries.get(name)!)
    }
    const verified = await run('openssl', ['ts', '-verify', '-in', 'manifest.tsr', '-data', 'manifest.json', '-CAfile', 'tsa-chain.pem'], { cwd: unpacked })
    expect(verified.stdout).toContain('Verification: OK')
    const manifest = (await readFile(join(unpacked, 'manifest.json'), 'utf8')).normalize('NFC')
    for (const bytes of Object.values(FILES)) expect(manifest).toContain(sha256(bytes))
  })

  it('the incoming page takes files while public, and says access is denied once private', async () => {
    const open = await visitor.newPage()
    await open.goto(incomingUrl)
    await open.getByRole('form', { name: 'Your files' }).waitFor()

    await page.goto(`${platform.url}/en/app/receptions/pages`)
    const settings = page.getByRole('form', { name: 'Settings' })
    await settings.getByLabel('Nobody (private page)').check()
    await settings.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Saved').waitFor()
    await open.reload()
    await open.getByRole('heading', { name: 'Access denied' }).waitFor()
    expect(await open.getByRole('form', { name: 'Your files' }).count()).toBe(0)
    await open.close()
    expect(pageErrors).toEqual([])
  })
})

describe('a third party closes the tab in the middle of a folder, then resumes', () => {
  const RESUMED: Record<string, Buffer> = {
    'suite/tableau.csv': Buffer.from(`a;b\n1;${randomBytes(4).toString('hex')}\n`),
    'suite/notes.txt': Buffer.from(`notes ${randomBytes(4).toString('hex')}\n`),
    'suite/video.bin': randomBytes(2_000_000),
  }
  const BIG = 'suite/video.bin'

  it('only the rest is sent: the page says which files were already sent, each file is received once, and a link capped at 3 files completes', async () => {
    for (const [path, bytes] of Object.entries(RESUMED)) {
      await mkdir(dirname(join(dir, path)), { recursive: true })
      await writeFile(join(dir, path), bytes)
    }
    const xsrf = decodeURIComponent((await owner.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
    const created = await page.request.post(`${platform.url}/api/v2/receptions/links`, {
      headers: { 'x-xsrf-token': xsrf, accept: 'application/json' },
      data: { title: 'Resumed folder', audience: 'public', expiry: '7d', maxFiles: 3 },
    })
    expect(created.status()).toBe(201)
    // The link as an English-speaking sender opens it.
    const linkPath = new URL(((await created.json()) as { url: string }).url).pathname
    const capped = `${platform.url}${linkPath.startsWith('/en/') ? '' : '/en'}${linkPath}`

    // The sender's browser: its storage outlives the closed tab.
    const sender = await browser.newContext({ locale: 'en-GB' })
    const CUT = 700_000
    const { creates, patches, stalled, watch } = watchUploads({ origin: platform.url, cut: CUT, isBig: (create) => create.path === BIG })

    const first = await sender.newPage()
    first.on('pageerror', (error) => pageErrors.push(error.message))
    // On the first tab the big file's first PATCH gets CUT bytes to the server, then drops; the retry's HEAD is never answered.
    await watch(first, 1, 'cut')
    await first.goto(capped)
    await first.getByTestId('reception-folder').setInputFiles(join(dir, 'suite'))
    await first.getByLabel('Your name').fill('Marie Curie')
    await first.getByLabel('Your email address').fill('marie@example.org')
    await first.getByRole('button', { name: 'Send', exact: true }).click()
    const sentRows = first.getByRole('list', { name: 'Files being sent' }).locator('li[data-state="complete"]')
    await expect.poll(() => sentRows.count(), { timeout: 30_000 }).toBe(2)
    // The tab waits on the server's offset for the big file, so it has no byte of it left to send as it closes.
    await expect.poll(() => stalled.length, { timeout: 30_000 }).toBeGreaterThan(0)
    expect(stalled).toEqual([{ tab: 1, method: 'HEAD', offset: null }])
    expect(patches.filter((p) => p.big)).toEqual([{ tab: 1, big: true, offset: 0, bytes: CUT }])
    expect(creates.map((c) => c.path).sort()).toEqual(Object.keys(RESUMED).sort())
    await first.close()

    const second = await sender.newPage()
    second.on('pageerror', (error) => pageErrors.push(error.message))
    let releaseBig = () => {}
    await watch(second, 2, new Promise<void>((resolve) => (releaseBig = resolve)))
    await second.goto(capped)
    await second.getByText('A sending was interrupted: add the same files again to resume it.').waitFor()
    await second.getByTestId('reception-folder').setInputFiles(join(dir, 'suite'))
    await second.getByRole('button', { name: 'Resume sending' }).click()
    // Before the rest goes, the page says what was sent already.
    await expect.poll(() => second.getByText('Already sent, not sent again').count()).toBe(2)
    releaseBig()
    await second.getByRole('heading', { name: 'What you sent' }).waitFor({ timeout: 30_000 })
    for (const bytes of Object.values(RESUMED)) await expect.poll(() => second.getByText(sha256(bytes)).count(), { timeout: 20_000 }).toBe(1)
    // Nothing started over: no new upload; the finished files sent no byte; the big one went on from CUT.
    expect(creates.filter((c) => c.tab === 2)).toEqual([])
    const resumed = patches.filter((p) => p.tab === 2)
    expect(resumed.every((p) => p.big)).toBe(true)
    expect(resumed[0].offset).toBe(CUT)
    expect(resumed.reduce((sum, p) => sum + p.bytes, 0)).toBe(RESUMED[BIG].length - CUT)
    await sender.close()

    const deliveries = await page.request.get(`${platform.url}/api/v2/receptions/deliveries`, { headers: { accept: 'application/json' } })
    const marie = ((await deliveries.json()) as { data: { id: string; senderEmail?: string; fileCount?: number }[] }).data
    const detail = await Promise.all(
      marie.map(
        async (d) =>
          (await (await page.request.get(`${platform.url}/api/v2/receptions/deliveries/${d.id}`, { headers: { accept: 'application/json' } })).json()) as {
            sender?: { email: string }
            files: { path: string }[]
          }
      )
    )
    const received = detail.find((d) => JSON.stringify(d).includes('marie@example.org'))!
    expect(received.files.map((f) => f.path).sort()).toEqual(Object.keys(RESUMED).sort())
    expect(pageErrors).toEqual([])
  })
})
