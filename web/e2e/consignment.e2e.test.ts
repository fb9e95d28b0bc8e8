/*
 * Deposits end to end, in Chromium against the production build, anchoring on a local hardhat
 * chain: a file deposited with a co-author is sealed and anchored; its proof folder checks out with
 * stock tools (openssl ts -verify, sha256sum) and its Merkle path leads to the root in the
 * transaction on the chain; the security hash decodes on /decode; a copy is verified in the browser.
 */
import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inclusionProofFromJson, verifyInclusion } from '../../packages/proof/src/merkle.ts'
import { fromHex } from '../../packages/proof/src/bytes.ts'
import { HARDHAT_KEY_0, startHardhatNode, type HardhatNode } from '@sceau/testing/hardhat_node'
import { launchBrowser } from '@sceau/testing/chromium'
import { startPlatform, type RunningPlatform } from './support/platform'

const run = promisify(execFile)
const PASSWORD = 'Correct-horse-9'

let node: HardhatNode
let platform: RunningPlatform
let browser: Browser
let context: BrowserContext
let page: Page
let dir: string
const pageErrors: string[] = []

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sceau-e2e-consignment-'))
  node = await startHardhatNode()
  platform = await startPlatform({
    env: {
      ANCHOR_RPC_URL: node.url,
      ANCHOR_PRIVATE_KEY: HARDHAT_KEY_0,
      ANCHOR_CONFIRMATIONS: '1',
      ANCHOR_PERIOD: '2 seconds',
      ANCHOR_CONFIRM_PERIOD: '2 seconds',
    },
  })
  browser = await launchBrowser()
  context = await browser.newContext({ locale: 'en-GB', acceptDownloads: true })
  page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
})

afterAll(async () => {
  if (process.env.E2E_LOGS) console.log(platform?.logs())
  await context?.close()
  await browser?.close()
  await platform?.stop()
  await node?.stop()
  await rm(dir, { recursive: true, force: true })
})

/** A confirmed account, logged in in the page's browser context (the API, as the sign-up form would). */
async function signUpAndLogIn() {
  // The page's own anonymous calls must be over: a late answer would replace the session cookie.
  await page.goto(`${platform.url}/en`, { waitUntil: 'networkidle' })
  const xsrf = async () => decodeURIComponent((await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
  const email = `e2e-${randomBytes(4).toString('hex')}@example.org`
  const headers = async () => ({ 'x-xsrf-token': await xsrf(), accept: 'application/json' })
  const created = await page.request.post(`${platform.url}/api/v2/users`, {
    headers: await headers(),
    data: { firstname: 'Ada', lastname: 'Lovelace', email, password: PASSWORD, passwordConfirmation: PASSWORD, terms: true },
  })
  expect(created.status()).toBe(201)
  await platform.ace('account:update', email, '--confirm')
  const dismissed = await page.request.patch(`${platform.url}/api/v2/users/me`, { headers: await headers(), data: { welcomeDismissed: true } })
  expect(dismissed.status()).toBe(200)
  return email
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

describe('a deposit, from the form to a proof anyone can check', () => {
  const content = Buffer.from(`My invention, described on ${new Date().toISOString()} (${randomBytes(8).toString('hex')})\n`)
  let detailUrl: string
  let securityHash: string

  it('is deposited with a co-author, sealed and anchored', async () => {
    await signUpAndLogIn()
    await page.goto(`${platform.url}/en/app/consignments/new`)
    await page.getByRole('heading', { name: 'New deposit' }).waitFor()
    await page.getByRole('button', { name: 'Add a co-author' }).click()
    const coAuthor = page.getByTestId('co-author')
    await coAuthor.getByLabel('First name').fill('Alan')
    await coAuthor.getByLabel('Last name').fill('Turing')
    await coAuthor.getByLabel('Email').fill('alan@example.org')
    await page.getByLabel('Title').fill('My invention')
    await page.getByLabel('Choose the files to deposit').setInputFiles({ name: 'invention.txt', mimeType: 'text/plain', buffer: content })
    await expect.poll(() => page.getByText(/for 3 years/).textContent()).toContain('€')
    await page.getByRole('button', { name: 'Deposit', exact: true }).click()
    await page.waitForURL((url) => /\/en\/app\/consignments\/[0-9A-Za-z]{16,}$/.test(url.pathname))
    detailUrl = page.url()
    await expect.poll(() => page.locator('[data-deposit-state]').first().getAttribute('data-deposit-state'), { timeout: 30_000 }).toBe('protected')
    await expect
      .poll(
        async () => {
          await page.reload()
          return page.locator('[data-deposit-anchor]').first().getAttribute('data-deposit-anchor')
        },
        { timeout: 60_000, interval: 2000 }
      )
      .toBe('anchored')
    await expect.poll(() => page.getByText('Alan Turing').count()).toBeGreaterThan(0)
    securityHash = (await page.getByTestId('security-hash').first().textContent())!.trim()
    expect(securityHash.length).toBeGreaterThan(100)
  })

  it('gives a proof folder that openssl, sha256sum and the chain confirm', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('proof-folder').first().click()])
    const zipPath = join(dir, 'proof.zip')
    await download.saveAs(zipPath)
    const unpacked = join(dir, 'proof')
    await run('python3', ['-m', 'zipfile', '-e', zipPath, unpacked])
    await writeFile(join(unpacked, 'invention.txt'), content)

    const sums = await run('sha256sum', ['-c', 'SHA256SUMS'], { cwd: unpacked })
    expect(sums.stdout).toContain('invention.txt: OK')
    expect(await readFile(join(unpacked, 'SHA256SUMS'), 'utf8')).toContain(sha256(content))

    const ts = await run('openssl', ['ts', '-verify', '-in', 'timestamp.tsr', '-data', 'invention.txt', '-CAfile', 'tsa-chain.pem'], { cwd: unpacked })
    expect(ts.stdout).toContain('Verification: OK')

    const anchor = JSON.parse(await readFile(join(unpacked, 'anchor.json'), 'utf8'))
    expect(anchor.leaf).toBe(sha256(content))
    expect(verifyInclusion(fromHex(anchor.leaf), inclusionProofFromJson(anchor.proof), fromHex(anchor.root))).toBe(true)
    const tx = await node.rpc<{ input: string; blockNumber: string }>('eth_getTransactionByHash', [anchor.transactionHash])
    expect(tx.input.toLowerCase()).toContain(anchor.root.toLowerCase())
    expect(Number.parseInt(tx.blockNumber, 16)).toBe(anchor.blockNumber)
    const manifest = JSON.parse(await readFile(join(unpacked, 'manifest.json'), 'utf8'))
    expect(manifest.anchor.status).toBe('anchored')
    expect(manifest.deposit.securityHash).toBe(securityHash)
  })

  it("a refused download the member's browser opens comes back to the deposit page, which says it (issue 33 item 10)", async () => {
    const depositId = new URL(detailUrl).pathname.split('/').pop()!
    // The certificate of a file the deposit does not have: Chromium navigates (Sec-Fetch-Mode: navigate), the server
    // refuses, and the browser lands back on the deposit's page instead of a JSON page or its failed-download.
    await page.goto(`${platform.url}/api/v2/consignment/deposits/${depositId}/files/unknown/certificate?lang=en`)
    await page.waitForURL((url) => url.pathname === `/en/app/consignments/${depositId}`)
    const said = page.getByTestId('download-failed')
    await said.waitFor()
    expect(await said.textContent()).toBe('Unable to download the certificate.')
    expect(await said.getAttribute('role')).toBe('alert')
    // Said once: the address no longer carries it, and a reload says nothing.
    expect(new URL(page.url()).search).toBe('')
    await page.reload()
    await page.locator('[data-deposit-state]').first().waitFor()
    expect(await page.getByTestId('download-failed').count()).toBe(0)
    expect(await page.locator('body').textContent()).not.toContain('E_NOT_FOUND')
  })

  it('decodes the security hash on /decode, without an account', async () => {
    const visitor = await browser.newContext({ locale: 'en-GB' })
    const decode = await visitor.newPage()
    await decode.goto(`${platform.url}/en/decode`)
    await decode.getByRole('button', { name: 'Decode' }).click()
    await decode.getByText('Please enter your security hash').waitFor()
    await decode.getByLabel('Security hash').fill(securityHash)
    await decode.getByRole('button', { name: 'Decode' }).click()
    const decoded = decode.getByTestId('decoded')
    await decoded.waitFor()
    expect(await decoded.textContent()).toContain('invention.txt')
    expect(await decoded.textContent()).toContain(sha256(content))
    expect(await decoded.textContent()).toContain('Alan Turing')
    await decode.getByText(/^Signature checked in your browser \(key /).waitFor()
    // A changed byte of the signature: "invalid signature", not a missing-data message.
    await decode.getByLabel('Security hash').fill(`${securityHash.slice(0, -3)}${securityHash.at(-3) === 'A' ? 'B' : 'A'}${securityHash.slice(-2)}`)
    await decode.getByRole('button', { name: 'Decode' }).click()
    await decode.getByText('Invalid signature: this security hash was not issued by Sceau, or it was changed.').waitFor()
    await visitor.close()
  })

  it('the public certificate is verified in the visitor’s browser: the timestamp token, the security hash and the Merkle path', async () => {
    const depositId = new URL(detailUrl).pathname.split('/').pop()!
    const deposit = await page.request.get(`${platform.url}/api/v2/consignment/deposits/${depositId}`, { headers: { accept: 'application/json' } })
    const token = ((await deposit.json()) as { files: { certificateToken: string }[] }).files[0]!.certificateToken
    const visitor = await browser.newContext({ locale: 'en-GB' })
    const certificate = await visitor.newPage()
    await certificate.goto(`${platform.url}/en/certificate/${token}`)
    const verification = certificate.getByTestId('browser-verification')
    await expect.poll(() => verification.getAttribute('data-verdict'), { timeout: 30_000 }).toBe('ok')
    const timestamp = verification.locator('[data-layer="timestamp"]')
    expect(await timestamp.getAttribute('data-status')).toBe('local')
    expect(await timestamp.textContent()).toContain('Checked in your browser')
    expect(await verification.locator('[data-layer="securityHash"]').getAttribute('data-status')).toBe('local')
    expect(await verification.locator('[data-layer="merkle"]').getAttribute('data-status')).toBe('local')
    await visitor.close()
  })

  it('verifies a copy in the browser: the same file conforms, one changed byte does not', async () => {
    await page.goto(detailUrl)
    const verify = page.getByLabel('Choose a copy to verify')
    await verify.setInputFiles({ name: 'copy.txt', mimeType: 'text/plain', buffer: content })
    await expect.poll(() => page.getByTestId('verify-result').getAttribute('data-match')).toBe('yes')
    const changed = Buffer.from(content)
    changed[5] ^= 1
    await verify.setInputFiles({ name: 'changed.txt', mimeType: 'text/plain', buffer: changed })
    await expect.poll(() => page.getByTestId('verify-result').getAttribute('data-match')).toBe('no')
    expect(await page.getByTestId('verify-result').textContent()).toContain('does not conform')
    expect(pageErrors).toEqual([])
  })
})
