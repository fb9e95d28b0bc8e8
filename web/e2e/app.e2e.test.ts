/* The built app served by the built platform, in Chromium: languages, language switcher, 404. */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '@sceau/testing/chromium'
import { startPlatform, type RunningPlatform } from './support/platform'

let platform: RunningPlatform
let browser: Browser
let context: BrowserContext | undefined
let pageErrors: string[] = []

beforeAll(async () => {
  platform = await startPlatform()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await platform?.stop()
})

afterEach(async () => {
  await context?.close()
  context = undefined
  // Uncaught exceptions in the page fail the test that caused them.
  expect(pageErrors).toEqual([])
  pageErrors = []
})

/** A fresh visitor (no cookies) whose browser speaks `locale`. */
async function visitor(locale = 'fr-FR'): Promise<Page> {
  context = await browser.newContext({ locale })
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return page
}

const heading = (page: Page) => page.locator('h1')
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang)

describe('home page', () => {
  it.each([
    ['/', 'fr', 'Envoyez vos fichiers. Prouvez qu’ils existaient.'],
    ['/en', 'en', 'Send your files. Prove they existed.'],
    ['/es', 'es', 'Envía tus archivos. Demuestra que existían.'],
    ['/it', 'it', 'Invia i tuoi file. Dimostra che esistevano.'],
    ['/pt', 'pt', 'Envie os seus ficheiros. Prove que existiam.'],
  ])('%s renders in its language', async (path, language, title) => {
    const page = await visitor()
    await page.goto(`${platform.url}${path}`)
    await expect.poll(() => heading(page).textContent()).toBe(title)
    expect(await htmlLang(page)).toBe(language)
    const cookies = await context!.cookies()
    expect(cookies.find((cookie) => cookie.name === 'sceau_locale')?.value).toBe(language)
  })

  it('picks the browser language on the root path only', async () => {
    const page = await visitor('es-ES')
    await page.goto(`${platform.url}/`)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/es')
    await expect.poll(() => heading(page).textContent()).toBe('Envía tus archivos. Demuestra que existían.')
  })
})

describe('what the public pages promise', () => {
  it('on the embedded TSA, the home, commitments and proof pages never call the timestamps qualified', async () => {
    const page = await visitor('en-GB')
    await page.goto(`${platform.url}/en`)
    await expect.poll(() => page.getByText('RFC 3161 timestamp from this instance’s own timestamping authority (timestamp not qualified)').count()).toBe(1)
    const text = (await page.locator('main').textContent()) ?? ''
    expect(text).not.toMatch(/qualified timestamp|qualified timestamping/i)
    for (const path of ['/en/infos/our-engagements', '/en/infos/proof-deposit-consignment']) {
      await page.goto(`${platform.url}${path}`)
      await expect.poll(() => page.getByText(/not qualified/).count()).toBeGreaterThan(0)
      expect((await page.locator('main').textContent()) ?? '').not.toMatch(/(?<!not )qualified (timestamp|trust service|timestamping)/i)
      // This instance anchors nothing (no chain set): no page promises a blockchain record.
      expect((await page.locator('main').textContent()) ?? '').not.toMatch(/blockchain/i)
    }
  })

  it('the cookie banner asks nothing (no statistics cookie exists) and the cookie policy says so', async () => {
    const page = await visitor('en-GB')
    await page.goto(`${platform.url}/en`)
    const banner = page.getByRole('region', { name: 'Cookies' })
    await expect.poll(() => banner.getByRole('button').allTextContents()).toEqual(['Got it'])
    expect(await banner.textContent()).not.toMatch(/statistic/i)
    await banner.getByRole('button', { name: 'Got it' }).click()
    await expect.poll(() => banner.count()).toBe(0)
    await page.goto(`${platform.url}/en/pages/legal#cookies`)
    await expect.poll(() => page.locator('#cookies').textContent()).toContain('sets no audience-measurement or advertising cookie')
    // What the policy says is what the browser holds: the session (sceau_anon until a login), the form protection, the language.
    const names = (await context!.cookies()).map((cookie) => cookie.name).sort()
    for (const name of names) expect(['XSRF-TOKEN', 'sceau_anon', 'sceau_locale', 'sceau_session']).toContain(name)
  })
})

describe('legal notice', () => {
  it('an instance whose operator set nothing says so plainly, without made-up identities', async () => {
    const page = await visitor('en-GB')
    await page.goto(`${platform.url}/en/pages/legal`)
    const section = page.locator('#legal-notice')
    await expect.poll(() => section.getByText('Legal notice not completed by this instance’s operator').count()).toBe(1)
    expect(await section.textContent()).toContain(
      'The operator of this instance has not set: Company name, Registered office, Publication director, Host name, and Host address.'
    )
  })

  it('names the publisher, the director and the host from the operator’s settings', async () => {
    const configured = await startPlatform({
      env: {
        SELLER_NAME: 'Atelier Sceau SAS',
        SELLER_ADDRESS: '1 rue de la Paix, 75002 Paris',
        SELLER_LEGAL_NUMBER: 'RCS Paris 123 456 789',
        PUBLICATION_DIRECTOR: 'Ada Lovelace',
        HOSTING_NAME: 'Hébergeur SA',
        HOSTING_ADDRESS: '2 quai de Seine, 69001 Lyon',
        HOSTING_PHONE: '+33 4 00 00 00 00',
      },
    })
    try {
      const page = await visitor('fr-FR')
      await page.goto(`${configured.url}/pages/legal`)
      const identities = page.getByTestId('legal-identities')
      await expect.poll(() => identities.getByText('Atelier Sceau SAS').count()).toBe(1)
      const text = await identities.textContent()
      for (const value of [
        '1 rue de la Paix, 75002 Paris',
        'RCS Paris 123 456 789',
        'Directeur de la publication',
        'Ada Lovelace',
        'Hébergeur SA',
        '2 quai de Seine, 69001 Lyon',
        '+33 4 00 00 00 00',
      ]) {
        expect(text).toContain(value)
      }
      expect(text).not.toContain('non renseignées')
    } finally {
      await configured.stop()
    }
  })
})

describe('language switcher', () => {
  it('keeps the page and translates its localised path', async () => {
    const page = await visitor()
    await page.goto(`${platform.url}/en/infos/our-engagements`)
    await expect.poll(() => heading(page).textContent()).toBe('Our commitments')
    await page.getByRole('button', { name: 'Change language' }).click()
    await page.getByRole('menuitem', { name: 'Italiano' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/it/infos/nostri-impegni')
    await expect.poll(() => heading(page).textContent()).toBe('I nostri impegni')
    expect(await htmlLang(page)).toBe('it')
  })
})

describe('unknown routes', () => {
  it('answer HTTP 404 and show the 404 page, whose button leads home; known pages answer 200', async () => {
    const page = await visitor()
    const unknown = await page.goto(`${platform.url}/cette/page/nexiste/pas`)
    expect(unknown?.status()).toBe(404)
    for (const known of ['/en/app/transfers', '/download/abc', '/it/infos/nostri-impegni', '/contact']) {
      expect((await fetch(`${platform.url}${known}`)).status, known).toBe(200)
    }
    await page.goto(`${platform.url}/cette/page/nexiste/pas`)
    await expect.poll(() => heading(page).textContent()).toBe('Cette page est introuvable')
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    await expect.poll(() => heading(page).textContent()).toBe('Envoyez vos fichiers. Prouvez qu’ils existaient.')
  })
})
