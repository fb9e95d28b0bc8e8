/*
 * The <sceau-deposit> widget on a third-party site (issue 14), in Chromium against the production
 * build anchoring on a local hardhat chain: a page on another origin includes the classic script, a
 * second page the module, both from the platform's versioned URLs with their SRI hashes (read from
 * /api/v2/consignment/widget/manifest.json). The badge shows the sealed deposit as it is (embedded
 * TSA: "not qualified"); a dropped copy is hashed in the browser ("identical"), a changed one is
 * "different"; the proof verifies in the browser, and a token with one flipped byte (a test double
 * on the evidence URL) is reported invalid; once anchored, the badge links the transaction and the
 * chain layer is checked in the browser through the public RPC. Needs `node scripts/sceau.mjs build`.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HARDHAT_KEY_0, startHardhatNode, type HardhatNode } from '@sceau/testing/hardhat_node'
import { launchBrowser } from '@sceau/testing/chromium'
import { startPlatform, type RunningPlatform } from './support/platform'
import { startThirdPartySite, type ThirdPartySite } from './support/third_party_site'

const PASSWORD = 'Correct-horse-9'

interface WidgetFile {
  url: string
  integrity: string
}

let node: HardhatNode
let platform: RunningPlatform
let site: ThirdPartySite
let browser: Browser
let context: BrowserContext
const pageErrors: string[] = []
/** Every request the third-party pages made that could carry a file away (anything but a read, the chain's RPC aside). */
const writes: string[] = []

beforeAll(async () => {
  site = await startThirdPartySite()
  node = await startHardhatNode()
  platform = await startPlatform({
    env: {
      ANCHOR_RPC_URL: node.url,
      ANCHOR_PRIVATE_KEY: HARDHAT_KEY_0,
      ANCHOR_CONFIRMATIONS: '1',
      ANCHOR_PERIOD: '2 seconds',
      ANCHOR_CONFIRM_PERIOD: '2 seconds',
      // The browser reads the chain itself through this endpoint; the transaction link leads to the test site.
      ANCHOR_PUBLIC_RPC_URL: node.url,
      ANCHOR_EXPLORER_TX_URL: `${site.origin}/tx/{tx}`,
    },
  })
  browser = await launchBrowser()
  context = await browser.newContext({ locale: 'en-GB' })
})

afterAll(async () => {
  if (process.env.E2E_LOGS) console.log(platform?.logs())
  await context?.close()
  await browser?.close()
  await platform?.stop()
  await node?.stop()
  await site?.stop()
})

/** Signs up a confirmed account in the context and deposits the checksum of one file (hash-only); the sealed deposit. */
async function depositChecksum(page: Page, content: Buffer) {
  await page.goto(`${platform.url}/en`, { waitUntil: 'networkidle' })
  const xsrf = async () => decodeURIComponent((await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
  const headers = async () => ({ 'x-xsrf-token': await xsrf(), accept: 'application/json' })
  const email = `embed-${randomBytes(4).toString('hex')}@example.org`
  const created = await page.request.post(`${platform.url}/api/v2/users`, {
    headers: await headers(),
    data: { firstname: 'Ada', lastname: 'Lovelace', email, password: PASSWORD, passwordConfirmation: PASSWORD, terms: true },
  })
  expect(created.status()).toBe(201)
  await platform.ace('account:update', email, '--confirm')
  const deposited = await page.request.post(`${platform.url}/api/v2/consignment/deposits`, {
    headers: await headers(),
    data: {
      type: 'file',
      title: 'Badge test',
      hashOnly: true,
      files: [{ path: 'plan.txt', size: content.length, sha256: sha256(content), mime: 'text/plain' }],
    },
  })
  expect(deposited.status(), await deposited.text()).toBe(201)
  const { deposit } = (await deposited.json()) as { deposit: { id: string } }
  let detail: { state: string; integrationToken: string; files: { certificateToken: string; state: string }[] } | undefined
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`${platform.url}/api/v2/consignment/deposits/${deposit.id}`, { headers: { accept: 'application/json' } })
        detail = await answer.json()
        return `${detail?.state} ${detail?.files[0]?.state}`
      },
      { timeout: 30_000, interval: 500 }
    )
    .toBe('protected sealed')
  return detail!
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

async function openBadge(kind: 'classic' | 'module', embedId: string): Promise<{ page: Page; badge: Locator }> {
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(`${kind}: ${error.message}`))
  page.on('request', (request) => {
    // The chain check's JSON-RPC POSTs go to the public node, not to the platform.
    if (request.method() !== 'GET' && !request.url().startsWith(node.url)) writes.push(`${request.method()} ${request.url()}`)
  })
  await page.goto(`${site.origin}/${kind}?deposit=${embedId}`)
  const badge = page.locator('sceau-deposit')
  await expect.poll(() => badge.locator('.date').count()).toBe(1)
  return { page, badge }
}

async function verifyFile(badge: Locator, name: string, buffer: Buffer) {
  if ((await badge.locator('.drop').count()) === 0) await badge.getByRole('button', { name: 'Verify a file' }).click()
  await badge.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/plain', buffer })
}

describe('the deposit badge on another site', () => {
  const content = Buffer.from(`Plans drawn on ${new Date().toISOString()} (${randomBytes(8).toString('hex')})\n`)
  let embedId: string
  let certificateToken: string

  it('the platform publishes the versioned widget files with their SRI hashes, readable from any origin', async () => {
    const answer = await fetch(`${platform.url}/api/v2/consignment/widget/manifest.json`, { headers: { origin: site.origin } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    const manifest = (await answer.json()) as { version: string; files: Record<'module' | 'classic' | 'verifier', WidgetFile> }
    for (const file of Object.values(manifest.files)) {
      expect(file.url).toContain(`/api/v2/consignment/widget/${manifest.version}/`)
      expect(file.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/)
    }
    site.useWidget(manifest.files)
  })

  it('a deposit is sealed (its checksum, by the API)', async () => {
    const page = await context.newPage()
    const deposit = await depositChecksum(page, content)
    await page.close()
    embedId = deposit.integrationToken
    certificateToken = deposit.files[0].certificateToken
  })

  it('the classic script shows it, not qualified (embedded TSA), and checks copies in the browser', async () => {
    const { page: sitePage, badge } = await openBadge('classic', embedId)
    expect(await badge.locator('dd.file').textContent()).toBe('plan.txt')
    expect(await badge.locator('.qualification').textContent()).toContain('Timestamp not qualified')
    expect(await badge.locator('.qualification').getAttribute('data-qualified')).toBe('no')
    expect(await badge.locator('a[part=link]').getAttribute('href')).toBe(`${platform.url}/en/certificate/${certificateToken}`)

    await verifyFile(badge, 'plan-copy.txt', content)
    await expect.poll(() => badge.locator('.file-check').getAttribute('data-match')).toBe('identical')
    const changed = Buffer.from(content)
    changed[3] ^= 1
    await verifyFile(badge, 'plan-changed.txt', changed)
    await expect.poll(() => badge.locator('.file-check').getAttribute('data-match')).toBe('different')
    expect(await badge.locator('.file-check').textContent()).toContain('Different: plan-changed.txt is not the deposited file.')
    // The pages only read: the files never left the browser.
    expect(writes).toEqual([])
    await sitePage.close()
  })

  it('/embed/consignment/{id} reached under another host name than APP_URL shows the badge (its script comes from the page itself)', async () => {
    const page = await context.newPage()
    page.on('pageerror', (error) => pageErrors.push(`other host: ${error.message}`))
    const otherHost = platform.url.replace('127.0.0.1', 'localhost')
    await page.goto(`${otherHost}/en/embed/consignment/${embedId}`)
    const badge = page.locator('sceau-deposit')
    await expect.poll(() => badge.locator('.date').count()).toBe(1)
    expect(await badge.locator('dd.file').textContent()).toBe('plan.txt')
    await page.close()
  })

  it('the proof verifies in the browser; a token with one flipped byte is reported invalid', async () => {
    const { page, badge } = await openBadge('classic', embedId)
    await badge.getByRole('button', { name: 'Verify the proof' }).click()
    await expect.poll(() => badge.locator('.proof-check').getAttribute('data-verdict')).toBe('valid')
    expect(await badge.locator('[data-layer=timestamp]').getAttribute('data-result')).toBe('ok')
    expect(await badge.locator('[data-layer=timestamp]').getAttribute('data-by')).toBe('local')
    expect(await badge.locator('[data-layer=securityHash]').getAttribute('data-result')).toBe('ok')

    // A test double for the evidence: the real answer with one byte of the token's signature flipped.
    await page.route(`${platform.url}/api/v2/consignment/evidence/**`, async (route) => {
      const response = await route.fetch()
      const evidence = (await response.json()) as { timestamps: string[] }
      const token = Buffer.from(evidence.timestamps[0], 'base64')
      token[token.length - 8] ^= 0x01
      evidence.timestamps[0] = token.toString('base64')
      await route.fulfill({ response, json: evidence })
    })
    await badge.getByRole('button', { name: 'Verify the proof' }).click()
    await expect.poll(() => badge.locator('.proof-check').getAttribute('data-verdict')).toBe('invalid')
    expect(await badge.locator('[data-layer=timestamp]').getAttribute('data-result')).toBe('failed')
    expect(await badge.locator('.verdict').textContent()).toContain('Invalid proof')
    await page.close()
  })

  it('once anchored, the module shows the transaction and the chain is checked in the browser', async () => {
    await expect
      .poll(
        async () => {
          const summary = (await (await fetch(`${platform.url}/api/v2/consignment/embed/${embedId}`)).json()) as { anchor: { state: string } }
          return summary.anchor.state
        },
        { timeout: 45_000, interval: 1000 }
      )
      .toBe('anchored')
    const { page, badge } = await openBadge('module', embedId)
    expect(await badge.locator('.anchor').getAttribute('data-anchor')).toBe('anchored')
    const tx = await badge.locator('.anchor code').getAttribute('title')
    expect(tx).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await badge.locator('.anchor a').getAttribute('href')).toBe(`${site.origin}/tx/${tx}`)
    const onChain = await node.rpc<{ hash: string } | null>('eth_getTransactionByHash', [tx])
    expect(onChain?.hash).toBe(tx)

    await verifyFile(badge, 'plan.txt', content)
    await expect.poll(() => badge.locator('.file-check').getAttribute('data-match')).toBe('identical')
    await badge.getByRole('button', { name: 'Verify the proof' }).click()
    await expect.poll(() => badge.locator('.proof-check').getAttribute('data-verdict')).toBe('valid')
    for (const layer of ['file', 'timestamp', 'merkle', 'chain']) {
      expect(await badge.locator(`[data-layer=${layer}]`).getAttribute('data-result'), layer).toBe('ok')
      expect(await badge.locator(`[data-layer=${layer}]`).getAttribute('data-by'), layer).toBe('local')
    }
    await page.close()
    expect(writes).toEqual([])
    expect(pageErrors).toEqual([])
  })
})
