/*
 * Transfers end to end, in Chromium against the production build, mails caught by an in-process
 * SMTP server: a logged-in paid sender sends a folder by e-mail with a password, the recipient
 * unlocks it and downloads one file and the ZIP (bytes and SHA-256 checked), the sender sees the
 * history and the download mail, then its proof of delivery (the ZIP verifies); an anonymous sender
 * confirms the e-mailed code while an upload survives a dropped request; a sender closes the tab
 * mid-folder and resumes in a new tab (only the missing bytes go). In French and in English.
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Download, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest'
import { unzip } from '@sceau/testing/unzip'
import { verifyDeliveryProof } from '@sceau/proof'
import { launchBrowser } from '@sceau/testing/chromium'
import { MAIL_WAIT_MS, Mailbox } from './support/mailbox'
import { startPlatform, type RunningPlatform } from './support/platform'
import { uploadsOnServer, watchUploads, type BigHold } from './support/upload_watch'

const TEXTS = {
  fr: {
    locale: 'fr-FR',
    prefix: '',
    newTransfer: 'Nouveau transfert',
    welcomeStart: 'C’est parti',
    recipients: 'Destinataires',
    sender: 'Votre adresse e-mail',
    title: 'Titre (facultatif)',
    message: 'Message (facultatif)',
    advanced: 'Paramètres avancés',
    password: 'Mot de passe (facultatif)',
    submit: 'Transférer',
    byLink: 'Par lien',
    done: 'Transfert terminé',
    code: 'Code de vérification',
    confirm: 'Valider',
    incorrectCode: 'Code incorrect',
    unlockLabel: 'Mot de passe',
    unlock: 'Déverrouiller',
    incorrectPassword: 'Mot de passe incorrect',
    emptyPassword: 'Vous devez saisir un mot de passe valide',
    download: 'Télécharger',
    downloadAll: 'Tout télécharger',
    fileDownloaded: 'Fichier téléchargé : ',
    downloadedSubject: /a été téléchargé/,
    proofOfDelivery: 'Preuve de remise',
    interrupted: 'Un transfert a été interrompu. Ajoutez les mêmes fichiers pour le reprendre là où il s’était arrêté.',
    resume: 'Reprendre le transfert',
    alreadySent: 'Déjà envoyé, pas renvoyé',
    threeFiles: /^3 fichiers,/,
  },
  en: {
    locale: 'en-GB',
    prefix: '/en',
    newTransfer: 'New transfer',
    welcomeStart: 'Let’s go',
    recipients: 'Recipients',
    sender: 'Your email address',
    title: 'Title (optional)',
    message: 'Message (optional)',
    advanced: 'Advanced settings',
    password: 'Password (optional)',
    submit: 'Transfer',
    byLink: 'By link',
    done: 'Transfer complete',
    code: 'Verification code',
    confirm: 'Confirm',
    incorrectCode: 'Incorrect code',
    unlockLabel: 'Password',
    unlock: 'Unlock',
    incorrectPassword: 'Incorrect Password',
    emptyPassword: 'You Must Enter a Valid Password',
    download: 'Download',
    downloadAll: 'Download all',
    fileDownloaded: 'File downloaded: ',
    downloadedSubject: /was downloaded/,
    proofOfDelivery: 'Proof of delivery',
    interrupted: 'A transfer was interrupted. Add the same files to resume it where it stopped.',
    resume: 'Resume the transfer',
    alreadySent: 'Already sent, not sent again',
    threeFiles: /^3 files,/,
  },
} as const

let platform: RunningPlatform
let mailbox: Mailbox
let browser: Browser
let folder: string
const contexts: BrowserContext[] = []
let pageErrors: string[] = []

/** The folder the senders pick: nested, with accents, of a few sizes. */
const FILES: Record<string, Buffer> = {
  'rapport/lisez-moi.txt': Buffer.from('Bonjour, voici le rapport.\n'),
  'rapport/annexes/photo été.jpg': randomBytes(300_000),
  'rapport/annexes/données.bin': randomBytes(1_200_000),
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

beforeAll(async () => {
  mailbox = await Mailbox.start()
  platform = await startPlatform({ env: mailbox.env })
  browser = await launchBrowser()
  folder = await mkdtemp(join(tmpdir(), 'sceau-e2e-files-'))
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

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close()
  expect(pageErrors).toEqual([])
  pageErrors = []
})

async function visitor(locale: string): Promise<Page> {
  const context = await browser.newContext({ locale, acceptDownloads: true })
  contexts.push(context)
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return page
}

const address = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.org`

/** The six digits of the latest code mail to `email` (after `previous` of them). */
async function codeFor(email: string, previous = 0) {
  await expect.poll(() => mailbox.subjects(email).filter((s) => /\b\d{6}\b/.test(s)).length, { timeout: MAIL_WAIT_MS }).toBeGreaterThan(previous)
  const subject = mailbox.subjects(email).filter((s) => /\b\d{6}\b/.test(s))[previous]
  return /\b(\d{6})\b/.exec(subject)![1]
}

async function bytesOf(download: Download) {
  return readFile((await download.path())!)
}

/** Fills the card: the folder, then the fields. */
async function fillCard(page: Page, texts: (typeof TEXTS)['fr' | 'en'], fields: { recipients?: string[]; sender?: string; title: string; password?: string }) {
  await page.getByTestId('transfer-folder').setInputFiles(join(folder, 'rapport'))
  await expect.poll(() => page.getByText('données.bin').count()).toBeGreaterThan(0)
  for (const recipient of fields.recipients ?? []) {
    await page.getByLabel(texts.recipients, { exact: true }).fill(recipient)
    await page.keyboard.press('Enter')
  }
  if (fields.sender) await page.getByLabel(texts.sender).fill(fields.sender)
  await page.getByLabel(texts.title).fill(fields.title)
  await page.getByLabel(texts.message).fill('Voici les fichiers.')
  if (fields.password) {
    await page.getByRole('button', { name: texts.advanced }).click()
    await page.getByLabel(texts.password).fill(fields.password)
  }
}

/** The recipient's side: password (when set), one file, then everything as a ZIP. */
async function receive(link: URL, texts: (typeof TEXTS)['fr' | 'en'], password?: string) {
  const page = await visitor(texts.locale)
  await page.goto(`${platform.url}${texts.prefix}${link.pathname}`)
  if (password) {
    await page.getByRole('button', { name: texts.unlock }).click()
    await expect.poll(() => page.locator('#download-password-error').textContent()).toBe(texts.emptyPassword)
    await page.getByLabel(texts.unlockLabel, { exact: true }).fill('wrong-password')
    await page.getByRole('button', { name: texts.unlock }).click()
    await expect.poll(() => page.locator('#download-password-error').textContent()).toBe(texts.incorrectPassword)
    await page.getByLabel(texts.unlockLabel, { exact: true }).fill(password)
    await page.getByRole('button', { name: texts.unlock }).click()
  }
  const row = page.locator('[data-file="rapport/annexes/photo été.jpg"]')
  await row.getByRole('link', { name: texts.download }).waitFor()
  const [single] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: texts.download }).click()])
  // A refused download (an error answer) would only show as a file named "download": say why.
  expect(await single.failure()).toBeNull()
  expect(single.suggestedFilename()).toBe('photo été.jpg')
  expect(sha256(await bytesOf(single))).toBe(sha256(FILES['rapport/annexes/photo été.jpg']))

  const [archive] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: texts.downloadAll }).click()])
  expect(await archive.failure()).toBeNull()
  const entries = await unzip(await bytesOf(archive))
  expect([...entries.keys()].sort()).toEqual(Object.keys(FILES).sort())
  for (const [path, bytes] of Object.entries(FILES)) expect(sha256(entries.get(path)!)).toBe(sha256(bytes))
}

describe.each(['fr', 'en'] as const)('transfers in %s', (language) => {
  const texts = TEXTS[language]

  // What the pages showed and the platform said, to explain a failure.
  beforeEach(() => {
    onTestFailed(async () => {
      const pages = contexts.flatMap((context) => context.pages())
      const shown = await Promise.all(
        pages.map(
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

  it('a paid member sends a folder by e-mail with a password; the recipient unlocks and downloads; the sender sees it', async () => {
    const sender = address('sender')
    const recipient = address('recipient')
    const page = await visitor(texts.locale)
    await page.goto(`${platform.url}${texts.prefix}/`)
    const created = await page.evaluate(
      async ({ email }) => {
        const xsrf = decodeURIComponent(
          document.cookie
            .split('; ')
            .find((c) => c.startsWith('XSRF-TOKEN='))
            ?.slice(11) ?? ''
        )
        const answer = await fetch('/api/v2/users', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'x-xsrf-token': xsrf },
          body: JSON.stringify({
            firstname: 'Ada',
            lastname: 'Lovelace',
            email,
            password: 'Correct-horse-9',
            passwordConfirmation: 'Correct-horse-9',
            terms: true,
          }),
        })
        return answer.status
      },
      { email: sender }
    )
    expect(created).toBe(201)
    await platform.ace('account:update', sender, '--confirm')
    await platform.ace('plan:grant', sender, 'premium')

    await page.goto(`${platform.url}${texts.prefix}/app/transfers`)
    // A new account is greeted once.
    await page.getByRole('button', { name: texts.welcomeStart }).click()
    await page.getByRole('button', { name: texts.newTransfer }).click()
    await fillCard(page, texts, { recipients: [recipient], title: 'Rapport annuel', password: 'Sesame-Ouvre-1' })
    await page.getByRole('button', { name: texts.submit, exact: true }).click()
    await page.getByRole('heading', { name: texts.done }).waitFor({ timeout: 60_000 })
    // The list under the card shows the new transfer without a reload.
    await page.getByRole('link', { name: 'Rapport annuel' }).first().waitFor({ timeout: 10_000 })

    const link = await mailbox.link(recipient, platform.url, '/download/')
    await receive(link, texts, 'Sesame-Ouvre-1')

    await expect.poll(() => mailbox.subjects(sender).some((s) => texts.downloadedSubject.test(s)), { timeout: 20_000 }).toBe(true)
    await page.goto(`${platform.url}${texts.prefix}/app/transfers`)
    await page.getByRole('link', { name: 'Rapport annuel' }).first().click()
    await expect.poll(() => page.getByTestId('history').textContent(), { timeout: 20_000 }).toContain(`${texts.fileDownloaded}rapport/annexes/photo été.jpg`)
    // The proof of delivery (docs/proof-of-delivery.md): linked once a head is timestamped; the ZIP verifies, its PDF is there.
    const proofLink = page.getByRole('link', { name: texts.proofOfDelivery })
    await expect.poll(async () => (await proofLink.count()) || (await page.reload(), 0), { timeout: 30_000 }).toBe(1)
    const exported = await page.request.get(new URL((await proofLink.getAttribute('href'))!, platform.url).href)
    expect(exported.status()).toBe(200)
    const zip = new Uint8Array(await exported.body())
    const check = await verifyDeliveryProof(zip)
    expect(check.ok, JSON.stringify(check)).toBe(true)
    expect([...(await unzip(Buffer.from(zip))).keys()]).toContain('proof-of-delivery.pdf')
  }, 180_000)

  it('an anonymous sender confirms the e-mailed code while the upload survives a dropped request', async () => {
    const sender = address('anonymous')
    const page = await visitor(texts.locale)
    let dropped = 0
    // The first PATCH of the upload fails as a network drop would; the client resumes it.
    await page.route('**/api/v2/uploads/*', async (route) => {
      if (route.request().method() === 'PATCH' && dropped === 0) {
        dropped++
        return route.abort('connectionreset')
      }
      return route.continue()
    })
    await page.goto(`${platform.url}${texts.prefix}/transfer`)
    await page.getByLabel(texts.byLink).check()
    await fillCard(page, texts, { sender, title: 'Envoi anonyme' })
    await page.getByRole('button', { name: texts.submit, exact: true }).click()

    const code = await codeFor(sender)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    await page.getByLabel(texts.code).fill(wrong)
    await page.getByRole('button', { name: texts.confirm }).click()
    await expect.poll(() => page.getByRole('dialog').getByRole('alert').textContent()).toBe(texts.incorrectCode)
    await page.getByLabel(texts.code).fill(code)
    await page.getByRole('button', { name: texts.confirm }).click()
    await page.getByRole('heading', { name: texts.done }).waitFor({ timeout: 60_000 })
    expect(dropped).toBe(1)

    const link = new URL(await page.getByTestId('transfer-link').inputValue())
    expect(link.pathname).toMatch(/^\/download\/[0-9A-Za-z]{22}$/)
    await receive(link, texts)
  }, 180_000)

  it('a sender closes the tab in the middle of a folder, then resumes: finished files are not sent again, the unfinished one goes on from its offset, and the transfer holds exactly the announced files', async () => {
    const RESUMED: Record<string, Buffer> = {
      'reprise/lisez-moi.txt': Buffer.from(`reprise ${randomBytes(4).toString('hex')}\n`),
      'reprise/tableau.csv': Buffer.from(`a;b\n1;${randomBytes(4).toString('hex')}\n`),
      'reprise/vidéo.bin': randomBytes(2_000_000),
    }
    const BIG = 'reprise/vidéo.bin'
    const CUT = 700_000
    const root = join(folder, `reprise-${language}`)
    for (const [path, bytes] of Object.entries(RESUMED)) {
      await mkdir(join(root, path, '..'), { recursive: true })
      await writeFile(join(root, path), bytes)
    }
    const sender = address('resumer')
    // The sender's browser: its storage outlives the closed tab.
    const context = await browser.newContext({ locale: texts.locale })
    contexts.push(context)

    // What reached the server from each tab: tus creates by path, and every PATCH (offset, bytes).
    const { creates, patches, stalled, watch: watchUploadsOf } = watchUploads({ origin: platform.url, cut: CUT, isBig: (create) => create.path === BIG })
    const watch = async (tab: Page, number: number, hold: BigHold) => {
      tab.on('pageerror', (error) => pageErrors.push(error.message))
      await watchUploadsOf(tab, number, hold)
    }
    const onServer = async (tab: Page) => Object.fromEntries((await uploadsOnServer(tab)).map((f) => [f.path, [f.state, f.receivedBytes]]))
    const leftByFirstTab = {
      'reprise/lisez-moi.txt': ['ready', RESUMED['reprise/lisez-moi.txt'].length],
      'reprise/tableau.csv': ['ready', RESUMED['reprise/tableau.csv'].length],
      [BIG]: ['uploading', CUT],
    }

    const first = await context.newPage()
    // First tab: the big file's first PATCH gets CUT bytes to the server, then drops; the retry's HEAD is never answered.
    await watch(first, 1, 'cut')
    await first.goto(`${platform.url}${texts.prefix}/transfer`)
    await first.getByLabel(texts.byLink).check()
    await first.getByTestId('transfer-folder').setInputFiles(join(root, 'reprise'))
    await expect.poll(() => first.getByText('vidéo.bin').count()).toBeGreaterThan(0)
    await first.getByLabel(texts.sender).fill(sender)
    await first.getByRole('button', { name: texts.submit, exact: true }).click()
    await first.getByLabel(texts.code).fill(await codeFor(sender))
    await first.getByRole('button', { name: texts.confirm }).click()
    // The code is confirmed (the dialog closes once the page has recorded it) before the tab closes.
    await first.getByRole('dialog').waitFor({ state: 'detached' })
    await expect.poll(() => first.locator('li[data-state="complete"]').count(), { timeout: 30_000 }).toBe(2)
    // The tab waits on the server's offset for the big file, so it has no byte of it left to send as it closes.
    await expect.poll(() => stalled.length, { timeout: 30_000 }).toBeGreaterThan(0)
    expect(stalled).toEqual([{ tab: 1, method: 'HEAD', offset: null }])
    expect(patches.filter((p) => p.big)).toEqual([{ tab: 1, big: true, offset: 0, bytes: CUT }])
    expect(creates.map((c) => c.path).sort()).toEqual(Object.keys(RESUMED).sort())
    // The server as the tab closes: the small files whole, the big one part-way.
    expect(await onServer(first)).toEqual(leftByFirstTab)
    await first.close()

    const second = await context.newPage()
    let releaseBig = () => {}
    const bigHeld = new Promise<void>((resolve) => (releaseBig = resolve))
    await watch(second, 2, bigHeld)
    await second.goto(`${platform.url}${texts.prefix}/transfer`)
    await second.getByText(texts.interrupted).waitFor()
    // Nothing of the closed tab got through after it: the server holds what it held at the close.
    expect(await onServer(second)).toEqual(leftByFirstTab)
    await second.getByTestId('transfer-folder').setInputFiles(join(root, 'reprise'))
    await second.getByRole('button', { name: texts.resume }).click()
    // Before the rest goes, the page says what was sent already.
    await expect.poll(() => second.getByText(texts.alreadySent).count()).toBe(2)
    releaseBig()
    await second.getByRole('heading', { name: texts.done }).waitFor({ timeout: 60_000 })
    await expect.poll(() => second.getByText(texts.threeFiles).count()).toBe(1)

    // Nothing started over: no new upload; the finished files sent no byte; the big one went on from CUT.
    expect(creates.filter((c) => c.tab === 2)).toEqual([])
    const resumed = patches.filter((p) => p.tab === 2)
    expect(resumed.every((p) => p.big)).toBe(true)
    expect(resumed[0].offset).toBe(CUT)
    expect(resumed.reduce((sum, p) => sum + p.bytes, 0)).toBe(RESUMED[BIG].length - CUT)
    // Over both tabs, every byte of the folder went once.
    expect(patches.reduce((sum, p) => sum + p.bytes, 0)).toBe(Object.values(RESUMED).reduce((sum, b) => sum + b.length, 0))

    // The recipient gets exactly the announced files, with their bytes.
    const link = new URL(await second.getByTestId('transfer-link').inputValue())
    await context.close()
    const recipient = await visitor(texts.locale)
    await recipient.goto(`${platform.url}${texts.prefix}${link.pathname}`)
    const [archive] = await Promise.all([recipient.waitForEvent('download'), recipient.getByRole('link', { name: texts.downloadAll }).click()])
    expect(await archive.failure()).toBeNull()
    const entries = await unzip(await bytesOf(archive))
    expect([...entries.keys()].sort()).toEqual(Object.keys(RESUMED).sort())
    for (const [path, bytes] of Object.entries(RESUMED)) expect(sha256(entries.get(path)!)).toBe(sha256(bytes))
  }, 180_000)
})
