/*
 * End-to-end encrypted transfers against plain ones, in Debian's Chromium against the production build (issue 29):
 * a signed-in member sends one file of BENCH_E2E_MIB MiB (1024 by default) by link through the transfer card, plain
 * and encrypted in alternation (BENCH_ROUNDS each, 2 by default); then a recipient downloads the plain one (the
 * browser's own download, to disk) and saves the encrypted one (decrypted in the page into a file of the origin's
 * private file system, to disk: headless Chromium has no save dialog). Throughput is the file's size over the time
 * from the first tus request to the last PATCH answered (upload), and from the click to the file saved (download).
 * Memory: the page's JS heap and the renderer's resident set, sampled every 250 ms, their peaks; above 256 MiB the
 * 256 MiB file is measured too, so a peak that grows with the file shows. Each line carries the load average.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'
import { exitOf, freePort, migratePlatformBuild, print, round, spawnPlatformServer, waitForUrl } from '@sceau/testing/bench'
import { launchBrowser } from '@sceau/testing/chromium'
import { platformBuild } from '@sceau/testing/platform_paths'
import { SmtpInbox } from '@sceau/testing/smtp_inbox'

const MIB = Number(process.env.BENCH_E2E_MIB ?? 1024)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
const PASSWORD = 'Bench-e2e-transfer-2026!'
const load = () => loadavg().map((x) => round(x, 2))

/** A file of `mib` MiB of random bytes (incompressible, like most large files sent). */
async function makeFile(dir: string, mib: number) {
  const path = join(dir, `fichier-${mib}.bin`)
  const out = createWriteStream(path)
  for (let i = 0; i < mib; i++) if (!out.write(randomBytes(1024 * 1024))) await new Promise<void>((resolve) => out.once('drain', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    out.on('error', reject)
    out.end(resolve)
  })
  return path
}

/** The platform server's process id, for its resident set (set once it is started). */
let serverPid: number | undefined

/** Peak memory while `run` runs: the page's JS heap (CDP), the largest renderer's and the server's resident sets (/proc). */
async function sampled<T>(browser: Browser, page: Page, run: () => Promise<T>) {
  const session: CDPSession = await page.context().newCDPSession(page)
  await session.send('Performance.enable')
  const system = await browser.newBrowserCDPSession()
  const peaks = { heapMiB: 0, rendererMiB: 0, chromiumMiB: 0, serverMiB: 0 }
  const rss = (pid: number) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
    } catch {
      return 0
    }
  }
  let sampling = true
  const sample = async () => {
    while (sampling) {
      const { metrics } = (await session.send('Performance.getMetrics').catch(() => ({ metrics: [] }))) as { metrics: { name: string; value: number }[] }
      const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0
      peaks.heapMiB = Math.max(peaks.heapMiB, heap / 2 ** 20)
      const info = (await system.send('SystemInfo.getProcessInfo').catch(() => ({ processInfo: [] }))) as { processInfo: { type: string; id: number }[] }
      const renderers = info.processInfo.filter((p) => p.type === 'renderer').map((p) => rss(p.id))
      peaks.rendererMiB = Math.max(peaks.rendererMiB, ...renderers, 0)
      peaks.chromiumMiB = Math.max(
        peaks.chromiumMiB,
        info.processInfo.reduce((sum, p) => sum + rss(p.id), 0)
      )
      if (serverPid) peaks.serverMiB = Math.max(peaks.serverMiB, rss(serverPid))
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  const sampler = sample()
  try {
    const result = await run()
    return {
      result,
      peaks: {
        heapMiB: Math.round(peaks.heapMiB),
        rendererMiB: Math.round(peaks.rendererMiB),
        chromiumMiB: Math.round(peaks.chromiumMiB),
        serverMiB: Math.round(peaks.serverMiB),
      },
    }
  } finally {
    sampling = false
    await sampler
    await session.detach().catch(() => {})
    await system.detach().catch(() => {})
  }
}

/** Sends `file` by link from the member's card; the upload's seconds (first tus request to last PATCH answered) and the link. */
async function send(browser: Browser, context: BrowserContext, base: string, file: string, encrypted: boolean) {
  const page = await context.newPage()
  // Playwright's Network domain copies every byte body (an encrypted range) into its events, base64, which a browser
  // without DevTools never does: the same bytes go as a Blob, which it leaves alone (BENCH_E2E_BYTES=1 keeps bytes).
  if (process.env.BENCH_E2E_BYTES !== '1')
    await page.addInitScript(() => {
      const send = XMLHttpRequest.prototype.send
      XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
        return send.call(this, ArrayBuffer.isView(body) ? new Blob([body as Uint8Array<ArrayBuffer>]) : body)
      }
    })
  try {
    let first = 0
    let last = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/uploads') && request.method() === 'POST' && !first) first = performance.now()
    })
    page.on('requestfinished', (request) => {
      if (request.url().includes('/api/v2/uploads/') && request.method() === 'PATCH') last = performance.now()
    })
    await page.goto(`${base}/en/transfer`)
    await page.getByTestId('transfer-files').setInputFiles(file)
    await page.getByLabel('By link').check()
    if (encrypted) await page.getByLabel('End-to-end encrypted').check()
    const { peaks } = await sampled(browser, page, async () => {
      await page.getByRole('button', { name: 'Transfer', exact: true }).click()
      await page.getByRole('heading', { name: 'Transfer complete' }).waitFor({ timeout: 3600_000 })
    })
    return { seconds: (last - first) / 1000, peaks, link: await page.getByTestId('transfer-link').inputValue() }
  } finally {
    await page.close()
  }
}

/** A recipient saves the file: the browser's download (plain) or the page's decryption into a private file (encrypted). */
async function receive(browser: Browser, link: string, name: string, encrypted: boolean) {
  const context = await browser.newContext({ locale: 'en-GB', acceptDownloads: true })
  try {
    // The save dialog answers with a file of the origin's private file system, written to disk like a chosen file.
    await context.addInitScript(() => {
      const save = async ({ suggestedName }: { suggestedName: string }) =>
        (await navigator.storage.getDirectory()).getFileHandle(suggestedName, { create: true })
      Object.defineProperty(window, 'showSaveFilePicker', { value: save, configurable: true })
    })
    const page = await context.newPage()
    const url = new URL(link)
    await page.goto(`${url.origin}/en${url.pathname}${url.hash}`)
    if (!encrypted) {
      const download = page.getByRole('link', { name: `Download ${name}`, exact: true })
      await download.waitFor({ timeout: 60_000 })
      const { result } = await sampled(browser, page, async () => {
        const started = performance.now()
        const [saved] = await Promise.all([page.waitForEvent('download'), download.click()])
        const path = await saved.path()
        const seconds = (performance.now() - started) / 1000
        if (!path || (await saved.failure())) throw new Error(`the plain download failed: ${await saved.failure()}`)
        await saved.delete()
        return seconds
      })
      return { seconds: result, peaks: null }
    }
    const button = page.getByRole('button', { name: `Save ${name}` })
    await button.waitFor({ timeout: 60_000 })
    const { result, peaks } = await sampled(browser, page, async () => {
      const started = performance.now()
      await button.click()
      await page.getByText(/^Identical to what the sender certified on /).waitFor({ timeout: 3600_000 })
      return (performance.now() - started) / 1000
    })
    await page.evaluate(async (file) => (await navigator.storage.getDirectory()).removeEntry(file), name)
    return { seconds: result, peaks }
  } finally {
    await context.close()
  }
}

/** A confirmed member on the premium plan (20 GB transfers), signed in in its own context. */
async function member(browser: Browser, base: string, env: NodeJS.ProcessEnv) {
  const context = await browser.newContext({ locale: 'en-GB' })
  const page = await context.newPage()
  await page.goto(`${base}/en`, { waitUntil: 'networkidle' })
  const xsrf = async () => decodeURIComponent((await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
  const call = async (method: string, path: string, data: unknown) => {
    const response = await page.request.fetch(`${base}/api/v2${path}`, { method, headers: { 'x-xsrf-token': await xsrf(), accept: 'application/json' }, data })
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`)
  }
  const email = `bench-${randomBytes(4).toString('hex')}@example.org`
  await call('POST', '/users', {
    firstname: 'Ada',
    lastname: 'Bench',
    email,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    terms: true,
    userType: 'user',
  })
  for (const args of [
    ['account:update', email, '--confirm'],
    ['plan:grant', email, 'premium'],
  ]) {
    const child = spawn(process.execPath, ['ace.js', ...args], { cwd: platformBuild, env, stdio: 'ignore' })
    if ((await exitOf(child)) !== 0) throw new Error(`ace ${args.join(' ')} failed`)
  }
  await call('PATCH', '/users/me', { welcomeDismissed: true })
  await page.close()
  return context
}

const mbps = (mib: number, seconds: number) => round((mib * 2 ** 20) / 1e6 / seconds, 1)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

const dataDir = mkdtempSync(join(tmpdir(), 'sceau-e2e-bench-'))
const filesDir = mkdtempSync(join(tmpdir(), 'sceau-e2e-bench-files-'))
const inbox = await SmtpInbox.start()
let browser: Browser | undefined
let server: ReturnType<typeof spawnPlatformServer> | undefined
try {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    APP_KEY: randomBytes(24).toString('base64url'),
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: base,
    LOG_LEVEL: 'warn',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(inbox.port),
    MAIL_FROM: 'sceau@example.test',
  }
  await migratePlatformBuild(env)
  server = spawnPlatformServer(env)
  serverPid = server.pid
  await waitForUrl(`${base}/api/v2/health`)
  browser = await launchBrowser()
  const sender = await member(browser, base, env)
  for (const mib of MIB > 256 ? [256, MIB] : [MIB]) {
    const file = await makeFile(filesDir, mib)
    const name = file.slice(file.lastIndexOf('/') + 1)
    const runs: Record<'plain' | 'e2e', { up: number[]; down: number[]; upPeaks: object[]; downPeaks: object[]; load: number[][] }> = {
      plain: { up: [], down: [], upPeaks: [], downPeaks: [], load: [] },
      e2e: { up: [], down: [], upPeaks: [], downPeaks: [], load: [] },
    }
    for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex++) {
      for (const kind of ['plain', 'e2e'] as const) {
        const encrypted = kind === 'e2e'
        runs[kind].load.push(load())
        const sent = await send(browser, sender, base, file, encrypted)
        const received = await receive(browser, sent.link, name, encrypted)
        runs[kind].up.push(sent.seconds)
        runs[kind].down.push(received.seconds)
        runs[kind].upPeaks.push(sent.peaks)
        if (received.peaks) runs[kind].downPeaks.push(received.peaks)
        print({
          mib,
          kind,
          round: roundIndex + 1,
          uploadMBps: mbps(mib, sent.seconds),
          downloadMBps: mbps(mib, received.seconds),
          upload: sent.peaks,
          download: received.peaks,
          load: load(),
        })
      }
    }
    const up = { plain: mbps(mib, median(runs.plain.up)), e2e: mbps(mib, median(runs.e2e.up)) }
    const down = { plain: mbps(mib, median(runs.plain.down)), e2e: mbps(mib, median(runs.e2e.down)) }
    print({
      bench: `end-to-end encrypted vs plain transfer of one ${mib} MiB file, Chromium against the production build (localhost), median of ${ROUNDS}`,
      uploadMBps: { ...up, ratio: round(up.e2e / up.plain, 2) },
      downloadMBps: { ...down, ratio: round(down.e2e / down.plain, 2) },
      peaks: { plainUpload: runs.plain.upPeaks, e2eUpload: runs.e2e.upPeaks, e2eDownload: runs.e2e.downPeaks },
      loadAtStart: { plain: runs.plain.load, e2e: runs.e2e.load },
      loadAtEnd: load(),
      target: { ratio: 0.8 },
    })
    rmSync(file, { force: true })
  }
} finally {
  await browser?.close()
  server?.kill('SIGTERM')
  await inbox.close()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(filesDir, { recursive: true, force: true })
}
