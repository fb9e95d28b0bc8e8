/*
 * End-to-end encrypted transfers against plain ones, in Debian's Chromium against the production build (issue 29):
 * a signed-in member sends one file of BENCH_E2E_MIB MiB (1024 by default) by link through the transfer card, plain
 * and encrypted in alternation (BENCH_ROUNDS each, 2 by default). A recipient then saves each: the plain one by the
 * browser's own download, and through each sink of BENCH_E2E_SINKS (picker,serviceWorker by default) by the page
 * (plain bytes fetched and written as a decrypted file is: the decryption's own cost is the ratio to that); the
 * encrypted one through each sink ('picker': the save dialog's file, here a file of the origin's private file system,
 * which in Playwright's off-the-record context Chromium keeps in memory under a quota, so not for 4 GiB; 'serviceWorker':
 * no save dialog, the download service worker, saved to disk by the browser). Throughput is the file's size over the time
 * from the first tus request to the last PATCH answered (upload), and from the click to the file saved and, encrypted,
 * declared identical (download). With BENCH_E2E_UPLOAD=raw the uploads run in a tab of a Chromium the bench
 * launches and drives over a bare DevTools WebSocket (raw_chromium.ts, no Network domain: with it Chromium keeps a copy
 * of each request body made of bytes, which a user's browser never does), timed by the page's own resource timings for
 * both sides; by default (BENCH_E2E_UPLOAD=playwright), from a Playwright page, the earlier measure. Memory: the page's JS heap, the renderer's, Chromium's and the server's resident sets,
 * sampled every 250 ms, their peaks; CPU seconds per process type over each side. Above 256 MiB the 256 MiB file is
 * measured too, so a peak that grows with the file shows. BENCH_E2E_PROFILE=1 prints the page's main-thread self time
 * by function for each side. Each line carries the load average.
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
import { RawChromium, type ProcessInfo, type RawPage } from './raw_chromium.ts'

const MIB = Number(process.env.BENCH_E2E_MIB ?? 1024)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
/** The recipient's sinks measured for the encrypted file (and for plain bytes through the page): BENCH_E2E_SINKS, comma-separated; 'none': uploads only. */
const SINKS = (process.env.BENCH_E2E_SINKS ?? 'picker,serviceWorker').split(',').filter((sink) => sink && sink !== 'none') as ('picker' | 'serviceWorker')[]
/**
 * Who sends: 'raw', a tab of the bench's own Chromium that no DevTools Network domain watches (raw_chromium.ts; twice
 * a plain send there never ended, cause not found, so it is not the default yet); 'playwright' (by default), a
 * Playwright page (its Network domain on, so the encrypted ranges go as Blobs unless BENCH_E2E_BYTES=1: see send()).
 */
const UPLOADER = (process.env.BENCH_E2E_UPLOAD ?? 'playwright') as 'raw' | 'playwright'
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

/** What sampled() reads: the page's JS heap, Chromium's processes, and the page's profiler (BENCH_E2E_PROFILE=1). */
interface Probe {
  heapUsed(): Promise<number>
  processes(): Promise<ProcessInfo[]>
  startProfile(): Promise<void>
  stopProfile(): Promise<Profile>
  detach(): Promise<void>
}

/** A Playwright page's probe (its own CDP sessions: the page's and the browser's). */
async function playwrightProbe(browser: Browser, page: Page): Promise<Probe> {
  const session: CDPSession = await page.context().newCDPSession(page)
  await session.send('Performance.enable')
  const system = await browser.newBrowserCDPSession()
  return {
    heapUsed: async () => {
      const { metrics } = (await session.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }
      return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0
    },
    processes: async () => ((await system.send('SystemInfo.getProcessInfo')) as { processInfo: ProcessInfo[] }).processInfo,
    startProfile: async () => {
      await session.send('Profiler.enable')
      await session.send('Profiler.setSamplingInterval', { interval: 500 })
      await session.send('Profiler.start')
    },
    stopProfile: async () => ((await session.send('Profiler.stop')) as { profile: Profile }).profile,
    detach: async () => {
      await session.detach().catch(() => {})
      await system.detach().catch(() => {})
    },
  }
}

/** A page of the bench's own Chromium (raw_chromium.ts): the same figures through Runtime, SystemInfo and Profiler only. */
function rawProbe(page: RawPage): Probe {
  return {
    heapUsed: () => page.heapUsed(),
    processes: () => page.browser.processes(),
    startProfile: async () => {
      await page.send('Profiler.enable')
      await page.send('Profiler.setSamplingInterval', { interval: 500 })
      await page.send('Profiler.start')
    },
    stopProfile: async () => ((await page.send('Profiler.stop')) as { profile: Profile }).profile,
    detach: async () => {},
  }
}

/** Peak memory while `run` runs: the page's JS heap, the largest renderer's and the server's resident sets (/proc). */
async function sampled<T>(probe: Probe, run: () => Promise<T>) {
  const peaks = { heapMiB: 0, rendererMiB: 0, chromiumMiB: 0, serverMiB: 0 }
  // CPU seconds per process over the run (Chromium's own count, /proc for the server): which side is busy on 2 cores.
  const cpuStart = new Map<number, number>()
  const cpuLast = new Map<number, { type: string; cpu: number }>()
  const serverCpu = () => {
    try {
      const fields = readFileSync(`/proc/${serverPid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      return (Number(fields[11]) + Number(fields[12])) / 100
    } catch {
      return 0
    }
  }
  const serverCpuStart = serverCpu()
  const wallStart = performance.now()
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
      const heap = await probe.heapUsed().catch(() => 0)
      peaks.heapMiB = Math.max(peaks.heapMiB, heap / 2 ** 20)
      const processInfo = await probe.processes().catch(() => [])
      for (const p of processInfo) {
        if (!cpuStart.has(p.id)) cpuStart.set(p.id, p.cpuTime)
        cpuLast.set(p.id, { type: p.type, cpu: p.cpuTime })
      }
      const renderers = processInfo.filter((p) => p.type === 'renderer').map((p) => rss(p.id))
      peaks.rendererMiB = Math.max(peaks.rendererMiB, ...renderers, 0)
      peaks.chromiumMiB = Math.max(
        peaks.chromiumMiB,
        processInfo.reduce((sum, p) => sum + rss(p.id), 0)
      )
      if (serverPid) peaks.serverMiB = Math.max(peaks.serverMiB, rss(serverPid))
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  const profiling = process.env.BENCH_E2E_PROFILE === '1'
  if (profiling) await probe.startProfile()
  const sampler = sample()
  try {
    const result = await run()
    for (const p of await probe.processes().catch(() => [])) if (cpuStart.has(p.id)) cpuLast.set(p.id, { type: p.type, cpu: p.cpuTime })
    if (profiling) print({ profile: selfTimes(await probe.stopProfile()) })
    const cpuSeconds: Record<string, number> = { wall: round((performance.now() - wallStart) / 1000, 2), server: round(serverCpu() - serverCpuStart, 2) }
    for (const [pid, { type, cpu }] of cpuLast) cpuSeconds[type] = round((cpuSeconds[type] ?? 0) + cpu - (cpuStart.get(pid) ?? cpu), 2)
    return {
      result,
      cpuSeconds,
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
    await probe.detach()
  }
}

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]
  samples: number[]
  timeDeltas: number[]
}

/** The page's main thread, milliseconds of self time by function, the 15 largest (BENCH_E2E_PROFILE=1). */
function selfTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  const totals = new Map<string, number>()
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.slice(frame.url.lastIndexOf('/') + 1)}:${frame.lineNumber}`
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  })
  return Object.fromEntries(
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([key, ms]) => [key, Math.round(ms)])
  )
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
    const { peaks, cpuSeconds } = await sampled(await playwrightProbe(browser, page), async () => {
      await page.getByRole('button', { name: 'Transfer', exact: true }).click()
      await page.getByRole('heading', { name: 'Transfer complete' }).waitFor({ timeout: 3600_000 })
    })
    return { seconds: (last - first) / 1000, peaks, cpuSeconds, link: await page.getByTestId('transfer-link').inputValue() }
  } finally {
    await page.close()
  }
}

/**
 * The same send from a tab of the bench's own Chromium (raw_chromium.ts), which no DevTools Network domain watches:
 * each side's request bodies go as the app makes them (File slices plain, bytes encrypted), nothing wrapped. The
 * upload is timed by the page itself: its resource timings, from the first tus request's start to the last
 * upload request's answer.
 */
async function rawSend(chromium: RawChromium, base: string, file: string, encrypted: boolean) {
  const page = await chromium.newPage()
  const step = (what: string) => process.env.BENCH_E2E_DEBUG === '1' && console.error(`rawSend: ${what}`)
  try {
    step('open')
    await page.goto(`${base}/en/transfer`, '[data-testid="transfer-files"]')
    step('page loaded')
    await page.setInputFiles('[data-testid="transfer-files"]', [file])
    step('file set')
    await page.evaluate(`(async () => {
      document.querySelector('input[name="transfer-mode"][value="link"]').click()
      await new Promise((resolve) => setTimeout(resolve, 100))
      const e2e = document.querySelector('input[aria-describedby="transfer-e2e-hint"]')
      if (e2e.checked !== ${encrypted}) e2e.click()
      performance.clearResourceTimings()
      performance.setResourceTimingBufferSize(100000)
    })()`)
    const { peaks, cpuSeconds } = await sampled(rawProbe(page), () =>
      page.evaluate(`(async () => {
        const button = [...document.querySelectorAll('button[type="submit"]')].find((b) => b.textContent.trim() === 'Transfer')
        if (!button) throw new Error('no Transfer button')
        button.click()
        // A send that stalls fails the run in 15 minutes rather than holding the machine for an hour.
        const deadline = Date.now() + 900_000
        while (!document.querySelector('[data-testid="transfer-done"]')) {
          if (Date.now() > deadline) throw new Error('the transfer did not complete')
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      })()`)
    )
    step('sent')
    const timing = await page.evaluate<{ requests: number; idleMs: number; start: number; end: number; link: string }>(`(() => {
      const uploads = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.startsWith('/api/v2/uploads'))
      return {
        requests: uploads.length,
        // Between one upload request's answer and the next one's start: the time the sender left the network idle.
        idleMs: uploads.slice(1).reduce((sum, e, i) => sum + Math.max(0, e.startTime - uploads[i].responseEnd), 0),
        start: Math.min(...uploads.map((e) => e.startTime)),
        end: Math.max(...uploads.map((e) => e.responseEnd)),
        link: document.querySelector('[data-testid="transfer-link"]').value,
      }
    })()`)
    if (!timing.requests) throw new Error('no upload request timed')
    const requests = { count: timing.requests, idleSeconds: round(timing.idleMs / 1000, 2) }
    return { seconds: (timing.end - timing.start) / 1000, requests, peaks, cpuSeconds, link: timing.link }
  } finally {
    await page.close()
  }
}

/** Where the recipient's bytes go: the browser's own download, the save dialog's file (a private file here), or the download service worker. */
type Sink = 'browser' | 'picker' | 'serviceWorker'

/**
 * In the page: the plain file's bytes fetched and written through the same sink as a decrypted file (4 MiB pieces,
 * as saveSinks.ts's inPieces hands them), so the decryption's own cost shows against the same writes.
 */
async function plainThroughSink({ href, name, sink }: { href: string; name: string; sink: 'picker' | 'serviceWorker' }) {
  const size = 4 * 1024 ** 2
  const response = await fetch(href)
  const reader = response.body!.getReader()
  let write: (piece: Uint8Array) => Promise<void>
  let close: () => Promise<void>
  if (sink === 'picker') {
    const writable = await (await (await navigator.storage.getDirectory()).getFileHandle(name, { create: true })).createWritable()
    write = (piece) => writable.write(piece as Uint8Array<ArrayBuffer>)
    close = () => writable.close()
  } else {
    // The protocol of serviceWorkerSink.ts, against the same worker.
    const registration = await navigator.serviceWorker.register('/download-stream/sw.js', { scope: '/download-stream/' })
    const worker =
      registration.active ??
      (await new Promise<ServiceWorker>((resolve) => {
        const pending = (registration.installing ?? registration.waiting)!
        pending.addEventListener('statechange', () => pending.state === 'activated' && resolve(pending))
      }))
    const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
    const channel = new MessageChannel()
    let credits = 0
    let wake: (() => void) | null = null
    let ready: () => void = () => {}
    const readyNow = new Promise<void>((resolve) => (ready = resolve))
    channel.port1.onmessage = (event: MessageEvent<{ type: string }>) => {
      if (event.data.type === 'ready') return ready()
      if (event.data.type === 'pull') credits++
      const woken = wake
      wake = null
      woken?.()
    }
    worker.postMessage({ type: 'open', id, name, size: null, mime: 'application/octet-stream' }, [channel.port2])
    await readyNow
    const frame = document.createElement('iframe')
    frame.hidden = true
    frame.src = `/download-stream/${id}/${encodeURIComponent(name)}`
    document.body.append(frame)
    write = async (piece) => {
      while (credits === 0) await new Promise<void>((resolve) => (wake = resolve))
      credits--
      // Transferred, as serviceWorkerSink.ts does.
      worker.postMessage({ type: 'chunk', id, chunk: piece }, [piece.buffer])
    }
    close = async () => worker.postMessage({ type: 'end', id })
  }
  let piece = new Uint8Array(size)
  let filled = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    let offset = 0
    while (offset < value.length) {
      const count = Math.min(size - filled, value.length - offset)
      piece.set(value.subarray(offset, offset + count), filled)
      filled += count
      offset += count
      if (filled === size) {
        await write(piece)
        piece = new Uint8Array(size)
        filled = 0
      }
    }
  }
  if (filled > 0) await write(piece.slice(0, filled))
  await close()
}

/**
 * A recipient saves the file, plain or encrypted, through `sink`: plain through 'browser' is the link's download;
 * plain through another sink is plainThroughSink; encrypted is the page's decryption (the save dialog's file when
 * `sink` is 'picker', the download service worker when the page has no save dialog).
 */
async function receive(browser: Browser, link: string, name: string, encrypted: boolean, sink: Sink) {
  const context = await browser.newContext({ locale: 'en-GB', acceptDownloads: true })
  try {
    // The save dialog answers with a file of the origin's private file system, written to disk like a chosen file; for the
    // service worker, the page has no save dialog (headless Chromium's own would wait for an answer forever), like Firefox.
    await context.addInitScript((picker: boolean) => {
      const save = async ({ suggestedName }: { suggestedName: string }) =>
        (await navigator.storage.getDirectory()).getFileHandle(suggestedName, { create: true })
      Object.defineProperty(window, 'showSaveFilePicker', { value: picker ? save : undefined, configurable: true })
    }, sink === 'picker')
    const page = await context.newPage()
    const url = new URL(link)
    await page.goto(`${url.origin}/en${url.pathname}${url.hash}`)
    const downloaded = async () => {
      const saved = await page.waitForEvent('download', { timeout: 3600_000 })
      const path = await saved.path()
      if (!path || (await saved.failure())) throw new Error(`the download failed: ${await saved.failure()}`)
      await saved.delete()
    }
    let run: () => Promise<unknown>
    if (!encrypted) {
      const download = page.getByRole('link', { name: `Download ${name}`, exact: true })
      await download.waitFor({ timeout: 60_000 })
      const href = new URL((await download.getAttribute('href'))!, page.url()).href
      if (sink === 'browser') run = () => Promise.all([downloaded(), download.click()])
      else if (sink === 'picker') run = () => page.evaluate(plainThroughSink, { href, name, sink })
      else run = () => Promise.all([downloaded(), page.evaluate(plainThroughSink, { href, name, sink })])
    } else {
      const button = page.getByRole('button', { name: `Save ${name}` })
      await button.waitFor({ timeout: 60_000 })
      const identical = () => page.getByText(/^Identical to what the sender certified on /).waitFor({ timeout: 3600_000 })
      run = sink === 'serviceWorker' ? () => Promise.all([downloaded(), button.click(), identical()]) : () => Promise.all([button.click(), identical()])
    }
    const { result, peaks, cpuSeconds } = await sampled(await playwrightProbe(browser, page), async () => {
      const started = performance.now()
      await run()
      return (performance.now() - started) / 1000
    })
    if (sink === 'picker') await page.evaluate(async (file) => (await navigator.storage.getDirectory()).removeEntry(file), name)
    return { seconds: result, peaks, cpuSeconds }
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
let raw: RawChromium | undefined
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
  if (UPLOADER === 'raw') {
    raw = await RawChromium.launch()
    // The member's session in the bench's own Chromium (Storage, not Network).
    const cookies = (await sender.cookies()).map(({ expires, ...cookie }) => (expires > 0 ? { ...cookie, expires } : cookie))
    await raw.send('Storage.setCookies', { cookies })
  }
  for (const mib of MIB > 256 ? [256, MIB] : [MIB]) {
    const file = await makeFile(filesDir, mib)
    const name = file.slice(file.lastIndexOf('/') + 1)
    type Runs = { up: number[]; down: Record<string, number[]>; upPeaks: object[]; downPeaks: Record<string, object[]>; load: number[][] }
    const runs: Record<'plain' | 'e2e', Runs> = {
      plain: { up: [], down: {}, upPeaks: [], downPeaks: {}, load: [] },
      e2e: { up: [], down: {}, upPeaks: [], downPeaks: {}, load: [] },
    }
    for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex++) {
      for (const kind of ['plain', 'e2e'] as const) {
        const encrypted = kind === 'e2e'
        runs[kind].load.push(load())
        const sent = raw ? await rawSend(raw, base, file, encrypted) : await send(browser, sender, base, file, encrypted)
        runs[kind].up.push(sent.seconds)
        runs[kind].upPeaks.push(sent.peaks)
        print({
          mib,
          kind,
          round: roundIndex + 1,
          uploader: UPLOADER,
          uploadMBps: mbps(mib, sent.seconds),
          ...('requests' in sent ? { requests: sent.requests } : {}),
          upload: sent.peaks,
          cpuSeconds: sent.cpuSeconds,
          load: load(),
        })
        for (const sink of encrypted || !SINKS.length ? SINKS : (['browser', ...SINKS] as Sink[])) {
          const received = await receive(browser, sent.link, name, encrypted, sink)
          ;(runs[kind].down[sink] ??= []).push(received.seconds)
          ;(runs[kind].downPeaks[sink] ??= []).push(received.peaks)
          print({
            mib,
            kind,
            round: roundIndex + 1,
            sink,
            downloadMBps: mbps(mib, received.seconds),
            download: received.peaks,
            cpuSeconds: received.cpuSeconds,
            load: load(),
          })
        }
      }
    }
    const up = { plain: mbps(mib, median(runs.plain.up)), e2e: mbps(mib, median(runs.e2e.up)) }
    const down = (kind: 'plain' | 'e2e', sink: Sink) => mbps(mib, median(runs[kind].down[sink]!))
    const browserDownload = SINKS.length ? down('plain', 'browser') : 0
    print({
      bench: `end-to-end encrypted vs plain transfer of one ${mib} MiB file, Chromium against the production build (localhost), median of ${ROUNDS}, uploads from ${UPLOADER === 'raw' ? "the bench's own Chromium (no Network domain)" : 'Playwright'}`,
      uploadMBps: { ...up, ratio: round(up.e2e / up.plain, 2) },
      // Per sink: the encrypted save against the browser's own download (what the recipient compares with) and against plain bytes through the same sink.
      downloadMBps: Object.fromEntries(
        SINKS.map((sink) => {
          const e2e = down('e2e', sink)
          const plain = down('plain', sink)
          return [sink, { e2e, plainSameSink: plain, browserDownload, ratioToBrowser: round(e2e / browserDownload, 2), ratioToSameSink: round(e2e / plain, 2) }]
        })
      ),
      peaks: { plainUpload: runs.plain.upPeaks, e2eUpload: runs.e2e.upPeaks, e2eDownload: runs.e2e.downPeaks, plainDownload: runs.plain.downPeaks },
      loadAtStart: { plain: runs.plain.load, e2e: runs.e2e.load },
      loadAtEnd: load(),
      target: { ratio: 0.8 },
    })
    rmSync(file, { force: true })
  }
} finally {
  await browser?.close()
  await raw?.close()
  server?.kill('SIGTERM')
  await inbox.close()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(filesDir, { recursive: true, force: true })
}
