/*
 * End-to-end encrypted transfers in Chromium against the production build (docs/e2e-format.md): an
 * anonymous sender encrypts a folder in the page and sends it by link; no request carries the key or a
 * file name; a recipient in another context saves each file (a Blob download, then through the File
 * System Access API) and sees "identical to what the sender certified"; a byte flipped on the way is
 * refused and nothing is written. The recipient's proof of one file (docs/e2e-format.md §7), saved from
 * the page, is checked by sceau-verify (with the file, and against another file) and by openssl ts -verify.
 * A selection and every file as a ZIP built in the page go through the download service worker when the
 * page has no showSaveFilePicker (docs/e2e-format.md §9), each file as sent once unzipped (unzip, 7z); an
 * altered file aborts the ZIP. By e-mail, a wrong passphrase is refused and the right one opens. An encrypted folder whose tab closes
 * mid-upload resumes in a new tab (docs/e2e-format.md §8): the same ciphertext from the offset the server holds.
 */
import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest'
import { encryptedSize } from '@sceau/e2e'
import { runVerifyCli } from '@sceau/proof/cli'
import { launchBrowser } from '@sceau/testing/chromium'
import { openssl } from '@sceau/testing/openssl'
import { command, needs } from '@sceau/testing/requirements'
import { unzip } from '@sceau/testing/unzip'
import { MAIL_WAIT_MS, Mailbox } from './support/mailbox'
import { startPlatform, type RunningPlatform } from './support/platform'
import { uploadsOnServer, watchUploads, type BigHold } from './support/upload_watch'

const FILES: Record<string, Buffer> = {
  'dossier/lettre confidentielle.txt': Buffer.from('Maître, voici le dossier de votre client.\n'),
  // Several 64 KiB chunks, the last one partial.
  'dossier/pièces/scan.bin': randomBytes(700_000),
}
const SAVE_LETTER = 'Save lettre confidentielle.txt'
const SAVE_SCAN = 'Save scan.bin'
const IDENTICAL = /^Identical to what the sender certified on /
const ALTERED = 'This file was altered or is incomplete: it was not saved.'

let platform: RunningPlatform
let mailbox: Mailbox
let browser: Browser
let folder: string
const contexts: BrowserContext[] = []
let pageErrors: string[] = []

const zipTools = needs('The encrypted ZIP test', [command('unzip', 'apt-get install unzip'), command('7z', 'apt-get install p7zip-full')])
const run = promisify(execFile)

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const address = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.org`

beforeAll(async () => {
  mailbox = await Mailbox.start()
  platform = await startPlatform({ env: mailbox.env })
  browser = await launchBrowser()
  folder = await mkdtemp(join(tmpdir(), 'sceau-e2e-encrypted-'))
  for (const [path, bytes] of Object.entries(FILES)) {
    await mkdir(join(folder, path, '..'), { recursive: true })
    await writeFile(join(folder, path), bytes)
  }
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await platform?.stop()
  await mailbox?.close()
  if (folder) await rm(folder, { recursive: true, force: true })
})

beforeEach(() => {
  onTestFailed(async () => {
    const shown = await Promise.all(
      contexts
        .flatMap((context) => context.pages())
        .map(
          async (open) =>
            `${open.url()}\n${(
              await open
                .locator('body')
                .innerText()
                .catch(() => '')
            ).slice(0, 1500)}`
        )
    )
    console.error(`Pages:\n${shown.join('\n---\n')}\nPlatform log:\n${platform.logs()}`)
  })
})

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close()
  expect(pageErrors).toEqual([])
  pageErrors = []
})

/** A new browser context; `picker`: showSaveFilePicker and showDirectoryPicker write into the origin's private file system (no dialog to drive), else the page has neither. */
async function visitor(picker: boolean): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-GB', acceptDownloads: true })
  contexts.push(context)
  await context.addInitScript((withPicker: boolean) => {
    const save = withPicker
      ? async ({ suggestedName }: { suggestedName: string }) => (await navigator.storage.getDirectory()).getFileHandle(suggestedName, { create: true })
      : undefined
    Object.defineProperty(window, 'showSaveFilePicker', { value: save, configurable: true })
    Object.defineProperty(window, 'showDirectoryPicker', { value: withPicker ? () => navigator.storage.getDirectory() : undefined, configurable: true })
  }, picker)
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return page
}

/** The six digits of the latest code mail to `email`. */
async function codeFor(email: string) {
  await expect.poll(() => mailbox.subjects(email).filter((s) => /\b\d{6}\b/.test(s)).length, { timeout: MAIL_WAIT_MS }).toBeGreaterThan(0)
  return /\b(\d{6})\b/.exec(mailbox.subjects(email).find((s) => /\b\d{6}\b/.test(s))!)![1]
}

/** Fills the card with the folder, encrypted, and sends it; returns every request the page made (URL, headers, body). */
async function send(page: Page, fields: { recipient?: string; passphrase?: string }) {
  const seen: string[] = []
  page.on('request', (request) => seen.push(`${request.url()}\n${JSON.stringify(request.headers())}\n${request.postDataBuffer()?.toString('latin1') ?? ''}`))
  const sender = address('sender')
  await page.goto(`${platform.url}/en/transfer`)
  await page.getByTestId('transfer-folder').setInputFiles(join(folder, 'dossier'))
  await expect.poll(() => page.getByText('scan.bin').count()).toBeGreaterThan(0)
  if (fields.recipient) {
    await page.getByLabel('Recipients', { exact: true }).fill(fields.recipient)
    await page.keyboard.press('Enter')
  } else await page.getByLabel('By link').check()
  await page.getByLabel('Your email address').fill(sender)
  await page.getByLabel('End-to-end encrypted').check()
  if (fields.passphrase) await page.getByLabel('Passphrase for the recipients').fill(fields.passphrase)
  await page.getByRole('button', { name: 'Transfer', exact: true }).click()
  await page.getByLabel('Verification code').fill(await codeFor(sender))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await page.getByRole('heading', { name: 'Transfer complete' }).waitFor({ timeout: 60_000 })
  return { seen, link: await page.getByTestId('transfer-link').inputValue() }
}

/** Saves one file as a Blob download (no picker); its bytes. */
async function saveAsDownload(page: Page, button: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()])
  expect(await download.failure()).toBeNull()
  return { name: download.suggestedFilename(), url: download.url(), bytes: await readFile((await download.path())!) }
}

/** Each member's SHA-256 as Info-ZIP's unzip and 7-Zip extract `zip` (both check every CRC-32), by tool. */
async function extractedBy(zip: Buffer, paths: string[]): Promise<Record<string, Record<string, string>>> {
  zipTools.assertPresent()
  const dir = await mkdtemp(join(tmpdir(), 'sceau-e2e-zip-'))
  try {
    await writeFile(join(dir, 'files.zip'), zip)
    const byTool: Record<string, Record<string, string>> = {}
    for (const [tool, args] of [
      ['unzip', ['-q', join(dir, 'files.zip'), '-d', join(dir, 'unzip')]],
      ['7z', ['x', '-y', `-o${join(dir, '7z')}`, join(dir, 'files.zip')]],
    ] as const) {
      await mkdir(join(dir, tool))
      await run(tool, [...args])
      byTool[tool] = Object.fromEntries(await Promise.all(paths.map(async (path) => [path, sha256(await readFile(join(dir, tool, path)))])))
    }
    return byTool
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** The bytes the pickers wrote at `path` in the origin's private file system, or null when no such file exists. */
async function privateFile(page: Page, path: string): Promise<number[] | null> {
  return page.evaluate(async (filePath) => {
    try {
      const segments = filePath.split('/')
      let dir = await navigator.storage.getDirectory()
      for (const segment of segments.slice(0, -1)) dir = await dir.getDirectoryHandle(segment)
      const handle = await dir.getFileHandle(segments[segments.length - 1])
      return [...new Uint8Array(await (await handle.getFile()).arrayBuffer())]
    } catch {
      return null
    }
  }, path)
}

describe('end-to-end encrypted transfers in Chromium', () => {
  it('by link: encrypted in the page, the key only in the fragment; another context decrypts, checks and saves each file; an altered byte is refused', async () => {
    const sender = await visitor(false)
    const { seen, link } = await send(sender, {})
    const url = new URL(link)
    expect(url.pathname).toMatch(/^\/download\/[0-9A-Za-z]{22}$/)
    const key = /^#k=([A-Za-z0-9_-]{43})$/.exec(url.hash)?.[1]
    expect(key, link).toBeDefined()
    expect(await sender.getByTestId('transfer-e2e-note').textContent()).toContain('Sceau never receives it')
    // Nothing the page sent carries the key or a file's name: the server holds ciphertext under opaque ids.
    expect(seen.length).toBeGreaterThan(5)
    for (const secret of [key!, 'lettre confidentielle', 'scan.bin', 'pièces', 'pi%C3%A8ces'])
      expect(
        seen.filter((request) => request.includes(secret)),
        secret
      ).toEqual([])

    // The recipient, in a context of their own: a Blob download per file, each checked before it is offered.
    const recipient = await visitor(false)
    // The English page of the same link (the link itself opens the French one, the default language).
    const english = `${platform.url}/en${url.pathname}${url.hash}`
    await recipient.goto(english)
    await recipient.getByRole('button', { name: SAVE_SCAN }).waitFor({ timeout: 30_000 })
    expect(await recipient.getByText(IDENTICAL).count()).toBe(0)
    const scan = await saveAsDownload(recipient, SAVE_SCAN)
    expect(scan.name).toBe('scan.bin')
    // No showSaveFilePicker: the download service worker streamed it (docs/e2e-format.md §9).
    expect(scan.url).toMatch(/\/download-stream\/[0-9a-f]{32}\/scan\.bin$/)
    expect(sha256(scan.bytes)).toBe(sha256(FILES['dossier/pièces/scan.bin']))
    const letter = await saveAsDownload(recipient, SAVE_LETTER)
    expect(letter.name).toBe('lettre confidentielle.txt')
    expect(sha256(letter.bytes)).toBe(sha256(FILES['dossier/lettre confidentielle.txt']))
    await expect.poll(() => recipient.getByText(IDENTICAL).count()).toBe(2)

    // The proof of the letter alone, its name included by choice: sceau-verify and stock OpenSSL check it offline.
    const letterRow = recipient.locator('[data-e2e-file="dossier/lettre confidentielle.txt"]')
    await letterRow.getByLabel('Put the file’s name in the proof').check()
    const [proofDownload] = await Promise.all([
      recipient.waitForEvent('download'),
      letterRow.getByRole('button', { name: 'Save the proof of lettre confidentielle.txt' }).click(),
    ])
    expect(proofDownload.suggestedFilename()).toBe('lettre confidentielle.txt.sceau-proof.zip')
    const proofDir = await mkdtemp(join(tmpdir(), 'sceau-e2e-proof-'))
    try {
      const proofZip = await readFile((await proofDownload.path())!)
      await writeFile(join(proofDir, 'proof.zip'), proofZip)
      await writeFile(join(proofDir, 'letter.txt'), letter.bytes)
      await writeFile(join(proofDir, 'scan.bin'), scan.bytes)
      const verify = async (args: string[]) => {
        const lines: string[] = []
        const code = await runVerifyCli(args, { stdout: (l) => lines.push(l), stderr: (l) => lines.push(l) })
        return { code, out: lines.join('\n') }
      }
      const valid = await verify([join(proofDir, 'proof.zip'), '--file', join(proofDir, 'letter.txt')])
      expect(valid.code, valid.out).toBe(0)
      expect(valid.out).toContain('(dossier/lettre confidentielle.txt)')
      expect((await verify([join(proofDir, 'proof.zip'), '--file', join(proofDir, 'scan.bin')])).code).toBe(1)
      const members = await unzip(proofZip)
      expect([...members.keys()].sort()).toEqual(['VERIFY.md', 'commitments.tsr', 'commitments.txt', 'opening.json', 'tsa-chain.pem'])
      // The scan's name, hash or salt is nowhere in it.
      const everything = [...members.values()].map((bytes) => bytes.toString('latin1')).join('\n')
      expect(everything).not.toContain('scan.bin')
      expect(everything).not.toContain(sha256(FILES['dossier/pièces/scan.bin']))
      for (const [name, bytes] of members) await writeFile(join(proofDir, name), bytes)
      expect(await openssl(['ts', '-verify', '-in', 'commitments.tsr', '-data', 'commitments.txt', '-CAfile', 'tsa-chain.pem'], proofDir)).toContain(
        'Verification: OK'
      )
    } finally {
      await rm(proofDir, { recursive: true, force: true })
    }

    // Streaming to disk (File System Access API): the letter is written; the scan, one byte flipped on its way, is not.
    const onDisk = await visitor(true)
    await onDisk.route('**/api/v2/transfer/downloads/*/files/*', async (route) => {
      const response = await route.fetch()
      const body = await response.body()
      if (body.length < 100_000) return route.fulfill({ response, body })
      body[body.length >> 1] ^= 0x01
      return route.fulfill({ response, body })
    })
    await onDisk.goto(english)
    await onDisk.getByRole('button', { name: SAVE_LETTER }).click()
    await expect.poll(() => onDisk.getByText(IDENTICAL).count(), { timeout: 30_000 }).toBe(1)
    expect(sha256(Buffer.from((await privateFile(onDisk, 'lettre confidentielle.txt'))!))).toBe(sha256(FILES['dossier/lettre confidentielle.txt']))
    // Everything into a folder: the transfer's folders are recreated; the altered scan is refused there too.
    await onDisk.getByRole('button', { name: 'Save all (2)' }).click()
    await onDisk.getByText(ALTERED).waitFor({ timeout: 30_000 })
    await expect.poll(() => onDisk.getByText(IDENTICAL).count()).toBe(1)
    expect(sha256(Buffer.from((await privateFile(onDisk, 'dossier/lettre confidentielle.txt'))!))).toBe(sha256(FILES['dossier/lettre confidentielle.txt']))
    // The picker created the file empty; the aborted write left it so.
    expect(await privateFile(onDisk, 'dossier/pièces/scan.bin')).toEqual([])
  }, 240_000)

  it('by link, a selection and then every file as a ZIP built in the page, streamed by the service worker; unzip and 7z give each file as sent; an altered file aborts the ZIP, named, and nothing is kept', async () => {
    const { link } = await send(await visitor(false), {})
    const url = new URL(link)
    const english = `${platform.url}/en${url.pathname}${url.hash}`
    const zipName = `sceau-${url.pathname.split('/').pop()!.slice(0, 8)}.zip`
    const expected = Object.fromEntries(Object.entries(FILES).map(([path, bytes]) => [path, sha256(bytes)]))

    // No showSaveFilePicker (Firefox, Safari): the ZIP goes through the download service worker.
    const recipient = await visitor(false)
    await recipient.goto(english)
    await recipient.getByLabel('Select dossier/pièces/scan.bin').check({ timeout: 30_000 })
    const selection = await saveAsDownload(recipient, 'Download the selection as a ZIP (1)')
    expect(selection.name).toBe(zipName)
    expect(selection.url).toMatch(/\/download-stream\/[0-9a-f]{32}\//)
    expect(await extractedBy(selection.bytes, ['dossier/pièces/scan.bin'])).toEqual({
      unzip: { 'dossier/pièces/scan.bin': expected['dossier/pièces/scan.bin'] },
      '7z': { 'dossier/pièces/scan.bin': expected['dossier/pièces/scan.bin'] },
    })
    expect([...(await unzip(selection.bytes)).keys()]).toEqual(['dossier/pièces/scan.bin'])
    await recipient.getByText(/^ZIP saved: its file is identical to what the sender certified on /).waitFor()

    const all = await saveAsDownload(recipient, 'Download all as a ZIP')
    expect(all.url).toMatch(/\/download-stream\/[0-9a-f]{32}\//)
    expect(await extractedBy(all.bytes, Object.keys(FILES))).toEqual({ unzip: expected, '7z': expected })
    await recipient.getByText(/^ZIP saved: its 2 files are identical to what the sender certified on /).waitFor()
    await expect.poll(() => recipient.getByText(IDENTICAL).count()).toBe(2)

    // One byte of the scan flipped on its way.
    const altered = async (page: Page) =>
      page.route('**/api/v2/transfer/downloads/*/files/*', async (route) => {
        const response = await route.fetch()
        const body = await response.body()
        if (body.length > 100_000) body[body.length >> 1] ^= 0x01
        return route.fulfill({ response, body })
      })
    const failedZip = 'The ZIP was not saved: dossier/pièces/scan.bin was altered or is incomplete.'

    // Through the service worker: the browser's download fails, the page names the file.
    const streamed = await visitor(false)
    await altered(streamed)
    await streamed.goto(english)
    await streamed.getByRole('button', { name: 'Download all as a ZIP' }).waitFor({ timeout: 30_000 })
    const [failing] = await Promise.all([streamed.waitForEvent('download'), streamed.getByRole('button', { name: 'Download all as a ZIP' }).click()])
    expect(await failing.failure()).not.toBeNull()
    expect(await streamed.getByTestId('e2e-zip-failed').textContent()).toBe(failedZip)
    expect(await streamed.getByText(/^ZIP saved/).count()).toBe(0)
    expect(await streamed.getByText(IDENTICAL).count()).toBe(0)

    // Through the save dialog: the chosen file is never written (the picker made it empty; the aborted write left it so).
    const onDisk = await visitor(true)
    await altered(onDisk)
    await onDisk.goto(english)
    await onDisk.getByRole('button', { name: 'Download all as a ZIP' }).click({ timeout: 30_000 })
    await onDisk.getByTestId('e2e-zip-failed').waitFor({ timeout: 30_000 })
    expect(await onDisk.getByTestId('e2e-zip-failed').textContent()).toBe(failedZip)
    expect(await privateFile(onDisk, zipName)).toEqual([])
  }, 240_000)

  it('by e-mail: the mail carries no key; a wrong passphrase is refused, the right one opens and checks the files', async () => {
    const recipientAddress = address('recipient')
    const passphrase = 'cheval agrafe pile correcte'
    const { seen } = await send(await visitor(false), { recipient: recipientAddress, passphrase })
    expect(seen.filter((request) => request.includes(passphrase))).toEqual([])
    const link = await mailbox.link(recipientAddress, platform.url, '/download/')
    expect(link.hash).toBe('')
    // The mail says a passphrase is needed and that it comes another way (the sender wrote in English).
    const mail = mailbox.inbox.messages.find((message) => message.envelopeTo.includes(recipientAddress))!
    expect(mail.parsed.text).toContain('The files are end-to-end encrypted: open them with the passphrase the sender will give you another way')
    expect(mail.parsed.text).not.toContain(passphrase)

    const recipient = await visitor(false)
    await recipient.goto(`${platform.url}/en${link.pathname}`)
    await recipient.getByLabel('Passphrase', { exact: true }).fill('cheval agrafe pile fausse')
    await recipient.getByRole('button', { name: 'Open' }).click()
    await expect
      .poll(() => recipient.locator('#download-passphrase-error').textContent(), { timeout: 30_000 })
      .toBe('Wrong passphrase (or the transfer was altered).')
    expect(await recipient.getByRole('button', { name: SAVE_SCAN }).count()).toBe(0)
    await recipient.getByLabel('Passphrase', { exact: true }).fill(passphrase)
    await recipient.getByRole('button', { name: 'Open' }).click()
    await recipient.getByRole('button', { name: SAVE_LETTER }).waitFor({ timeout: 30_000 })
    const letter = await saveAsDownload(recipient, SAVE_LETTER)
    expect(sha256(letter.bytes)).toBe(sha256(FILES['dossier/lettre confidentielle.txt']))
    await expect.poll(() => recipient.getByText(IDENTICAL).count()).toBe(1)
  }, 240_000)

  it('by link, the tab closed mid-upload: a new tab resumes with the same files, finished ones not sent again, the unfinished one from its offset; the recipient decrypts every file as certified', async () => {
    const RESUMED: Record<string, Buffer> = {
      'reprise/lisez-moi.txt': Buffer.from(`reprise ${randomBytes(4).toString('hex')}\n`),
      'reprise/tableau.csv': Buffer.from(`a;b\n1;${randomBytes(4).toString('hex')}\n`),
      'reprise/vidéo.bin': randomBytes(2_000_000),
    }
    // The server knows files by opaque id: the big one is the upload of its encrypted length.
    const BIG_LENGTH = encryptedSize(RESUMED['reprise/vidéo.bin'].length)
    const CUT = 700_000
    const root = join(folder, 'reprise-e2e')
    for (const [path, bytes] of Object.entries(RESUMED)) {
      await mkdir(join(root, path, '..'), { recursive: true })
      await writeFile(join(root, path), bytes)
    }
    const sender = address('resumer')
    // The sender's browser: its storage outlives the closed tab.
    const context = await browser.newContext({ locale: 'en-GB' })
    contexts.push(context)

    const seen: string[] = []
    const {
      creates,
      patches,
      stalled,
      watch: watchUploadsOf,
    } = watchUploads({
      origin: platform.url,
      cut: CUT,
      isBig: (create) => create.length === BIG_LENGTH,
    })
    const watch = async (tab: Page, number: number, hold: BigHold) => {
      tab.on('pageerror', (error) => pageErrors.push(error.message))
      tab.on('request', (request) => seen.push(`${request.url()}\n${JSON.stringify(request.headers())}\n${request.postDataBuffer()?.toString('latin1') ?? ''}`))
      await watchUploadsOf(tab, number, hold)
    }
    // The server knows each file by opaque id: its state and received bytes, sorted.
    const onServer = async (tab: Page) => (await uploadsOnServer(tab)).map((f) => `${f.state} ${f.receivedBytes}`).sort()
    const leftByFirstTab = [
      `ready ${encryptedSize(RESUMED['reprise/lisez-moi.txt'].length)}`,
      `ready ${encryptedSize(RESUMED['reprise/tableau.csv'].length)}`,
      `uploading ${CUT}`,
    ].sort()

    const first = await context.newPage()
    // The big file's first PATCH gets CUT bytes to the server, then drops; the retry's HEAD is never answered.
    await watch(first, 1, 'cut')
    await first.goto(`${platform.url}/en/transfer`)
    await first.getByLabel('By link').check()
    await first.getByTestId('transfer-folder').setInputFiles(join(root, 'reprise'))
    await expect.poll(() => first.getByText('vidéo.bin').count()).toBeGreaterThan(0)
    await first.getByLabel('Your email address').fill(sender)
    await first.getByLabel('End-to-end encrypted').check()
    await first.getByRole('button', { name: 'Transfer', exact: true }).click()
    await first.getByLabel('Verification code').fill(await codeFor(sender))
    await first.getByRole('button', { name: 'Confirm' }).click()
    await first.getByRole('dialog').waitFor({ state: 'detached' })
    await expect.poll(() => first.locator('li[data-state="complete"]').count(), { timeout: 30_000 }).toBe(2)
    // The tab waits on the server's offset for the big file, so it has no byte of it left to send as it closes.
    await expect.poll(() => stalled.length, { timeout: 30_000 }).toBeGreaterThan(0)
    expect(stalled).toEqual([{ tab: 1, method: 'HEAD', offset: null }])
    expect(patches.filter((p) => p.big)).toEqual([{ tab: 1, big: true, offset: 0, bytes: CUT }])
    expect(creates.length).toBe(3)
    // The draft kept in this browser holds the key material (never sent: checked below).
    const kept = await first.evaluate(() => (JSON.parse(localStorage.getItem('sceau.transfer.draft') ?? '{}') as { e2e?: { key: string } }).e2e?.key)
    expect(kept).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // The server as the tab closes: the small files whole, the big one part-way.
    expect(await onServer(first)).toEqual(leftByFirstTab)
    await first.close()

    const second = await context.newPage()
    // What the resumed tab reads of the picked files and how many chunks it encrypts (docs/e2e-format.md §8).
    await second.addInitScript(() => {
      const counts = { reads: 0, readFrom: Infinity, encrypts: 0 }
      Object.defineProperty(window, 'sceauCounts', { value: counts })
      const slice = Blob.prototype.slice
      Blob.prototype.slice = function (this: Blob, start?: number, end?: number, type?: string) {
        if (this instanceof File) {
          const from = start ?? 0
          counts.reads += Math.min(end ?? this.size, this.size) - from
          counts.readFrom = Math.min(counts.readFrom, from)
        }
        return slice.call(this, start, end, type)
      }
      const encrypt = SubtleCrypto.prototype.encrypt
      SubtleCrypto.prototype.encrypt = function (this: SubtleCrypto, ...args: Parameters<SubtleCrypto['encrypt']>) {
        counts.encrypts++
        return encrypt.apply(this, args)
      }
    })
    let releaseBig = () => {}
    const bigHeld = new Promise<void>((resolve) => (releaseBig = resolve))
    await watch(second, 2, bigHeld)
    await second.goto(`${platform.url}/en/transfer`)
    await second.getByText('A transfer was interrupted. Add the same files to resume it where it stopped.').waitFor()
    // Nothing of the closed tab got through after it: the server holds what it held at the close.
    expect(await onServer(second)).toEqual(leftByFirstTab)
    await second.getByTestId('transfer-folder').setInputFiles(join(root, 'reprise'))
    await second.getByRole('button', { name: 'Resume the transfer' }).click()
    // Encrypted again with what the draft kept, the files are the ones already on the server.
    await expect.poll(() => second.getByText('Already sent, not sent again').count(), { timeout: 30_000 }).toBe(2)
    releaseBig()
    await second.getByRole('heading', { name: 'Transfer complete' }).waitFor({ timeout: 60_000 })
    expect(await second.getByTestId('transfer-e2e-note').textContent()).toContain('Sceau never receives it')
    const link = new URL(await second.getByTestId('transfer-link').inputValue())
    expect(link.hash).toBe(`#k=${kept}`)
    // Sent: the key material is gone from the browser's storage.
    expect(await second.evaluate(() => localStorage.getItem('sceau.transfer.draft'))).toBeNull()

    // The resumed tab read nothing of the finished files and encrypted the big one from the chunk holding CUT: 10 of its 31 chunks
    // were neither read nor encrypted again (the other encryption is the manifest's one chunk).
    const fromChunk = Math.floor((CUT - 22) / (64 * 1024 + 16))
    const chunks = Math.ceil(RESUMED['reprise/vidéo.bin'].length / (64 * 1024))
    const counts = await second.evaluate(() => (window as unknown as { sceauCounts: { reads: number; readFrom: number; encrypts: number } }).sceauCounts)
    expect(counts).toEqual({
      reads: RESUMED['reprise/vidéo.bin'].length - fromChunk * 64 * 1024,
      readFrom: fromChunk * 64 * 1024,
      encrypts: chunks - fromChunk + 1,
    })
    // Nothing started over: no new upload; the finished files sent no byte; the big one went on from CUT.
    expect(creates.filter((c) => c.tab === 2)).toEqual([])
    const resumed = patches.filter((p) => p.tab === 2)
    expect(resumed.every((p) => p.big)).toBe(true)
    expect(resumed[0].offset).toBe(CUT)
    expect(resumed.reduce((sum, p) => sum + p.bytes, 0)).toBe(BIG_LENGTH - CUT)
    expect(patches.reduce((sum, p) => sum + p.bytes, 0)).toBe(Object.values(RESUMED).reduce((sum, b) => sum + encryptedSize(b.length), 0))
    // Neither tab sent the key or a file's name.
    for (const secret of [kept!, 'lisez-moi', 'tableau.csv', 'vidéo.bin', 'vid%C3%A9o'])
      expect(
        seen.filter((request) => request.includes(secret)),
        secret
      ).toEqual([])
    await context.close()

    // The recipient decrypts each file: the first tab's CUT bytes and the second tab's rest are one authentic stream.
    const recipient = await visitor(false)
    await recipient.goto(`${platform.url}/en${link.pathname}${link.hash}`)
    await recipient.getByRole('button', { name: 'Save vidéo.bin' }).waitFor({ timeout: 30_000 })
    for (const [path, bytes] of Object.entries(RESUMED)) {
      const name = path.slice(path.lastIndexOf('/') + 1)
      const saved = await saveAsDownload(recipient, `Save ${name}`)
      expect(saved.name).toBe(name)
      expect(sha256(saved.bytes)).toBe(sha256(bytes))
    }
    await expect.poll(() => recipient.getByText(IDENTICAL).count()).toBe(3)
  }, 240_000)
})
