/*
 * What a recipient's or a visitor's browser loads, in Chromium against the production build (platform/build serving
 * web/dist): for the download page of a real transfer, the transfer landing page and the home page, the JavaScript
 * files and bytes (as sent on the wire, and decoded), the requests, the first contentful paint and the
 * moment the page shows its content; baseline: a bare static HTML page from node:http, same run.
 * Every visit is a fresh browser context (cold cache). Prints one JSON line per page.
 */
import type { ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { crc32 } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { benchPlatformEnv, freePort, migratePlatformBuild, print, spawnPlatformServer, waitForUrl } from '@sceau/testing/bench'
import { launchBrowser } from '@sceau/testing/chromium'

const rounds = Number(process.env.BENCH_ROUNDS ?? 7)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** A link transfer of one small file, written into the embedded drivers as an upload would have left it. */
function insertTransfer(dataDir: string) {
  const sqlite = new DatabaseSync(join(dataDir, 'sceau.sqlite'))
  const now = Date.now()
  const batchId = 'pagebench00000000001'
  const token = 'PageBench0000000000001'
  const blobId = 'pagebench0000000file1'
  const bytes = Buffer.from('Bonjour, voici le rapport.\n')
  mkdirSync(join(dataDir, 'files', 'uploads'), { recursive: true })
  writeFileSync(join(dataDir, 'files', 'uploads', blobId), bytes)
  sqlite
    .prepare(
      `INSERT INTO upload_batches (id, owner, owner_ref, token_hash, max_file_bytes, max_total_bytes, max_files, allow_folders, state, expires_at, closed_at, created_at, updated_at)
       VALUES (?, 'transfer', 'page-bench', ?, 1, 1, 1, 1, 'closed', NULL, ?, ?, ?)`
    )
    .run(batchId, createHash('sha256').update(batchId).digest('hex'), now, now, now)
  const transferId = Number(
    sqlite
      .prepare(
        `INSERT INTO transfer_transfers (token, sender_token_hash, sender_email, sender_locale, type, mode, status, batch_id, expiry_days, file_count, total_bytes, sent_at, expire_at, created_at, updated_at)
         VALUES (?, ?, 'bench@example.org', 'fr', 'send', 'link', 'active', ?, 7, 1, ?, ?, ?, ?, ?)`
      )
      .run(token, 'x'.repeat(64), batchId, bytes.length, now, now + 7 * 86_400_000, now, now).lastInsertRowid
  )
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  const crc = crc32(bytes) >>> 0
  sqlite
    .prepare(
      `INSERT INTO blobs (id, batch_id, name, path, mime, size, received_bytes, storage_key, state, sha256, crc32, created_at, updated_at, completed_at)
       VALUES (?, ?, 'lisez-moi.txt', 'lisez-moi.txt', 'text/plain', ?, ?, ?, 'ready', ?, ?, ?, ?, ?)`
    )
    .run(blobId, batchId, bytes.length, bytes.length, `uploads/${blobId}`, sha256, crc, now, now, now)
  sqlite
    .prepare(
      `INSERT INTO transfer_files (transfer_id, blob_id, path, name, mime, size, sha256, crc32, state) VALUES (?, ?, 'lisez-moi.txt', 'lisez-moi.txt', 'text/plain', ?, ?, ?, 'ready')`
    )
    .run(transferId, blobId, bytes.length, sha256, crc)
  sqlite.close()
  return token
}

/** The baseline: one static HTML page with a heading and a paragraph, no script. */
async function bareServer() {
  const html =
    '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Sceau</title></head><body><h1>Fichiers reçus</h1><p>lisez-moi.txt</p></body></html>'
  const port = await freePort()
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html))
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() }
}

interface Visit {
  fcpMs: number
  readyMs: number
  requests: number
  jsFiles: number
  jsWireBytes: number
  jsBytes: number
  encodings: string[]
}

/** One cold visit: waits for `ready` (a text the page shows once its content is there). */
async function visit(browser: Browser, url: string, ready: string): Promise<Visit> {
  const context = await browser.newContext({ locale: 'fr-FR' })
  try {
    const page: Page = await context.newPage()
    const encodings = new Set<string>()
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') encodings.add(response.headers()['content-encoding'] ?? 'identity')
    })
    await page.goto(url, { waitUntil: 'load' })
    await page
      .getByText(ready, { exact: false })
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(async (error: Error) => {
        throw new Error(`${url} never showed "${ready}"; it shows:\n${(await page.locator('body').innerText()).slice(0, 600)}`, { cause: error })
      })
    const readyMs = await page.evaluate(() => performance.now())
    // Buffered paint entries: the first contentful paint happened before this observer was created.
    const fcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntries().find((e) => e.name === 'first-contentful-paint')
            if (entry) resolve(entry.startTime)
          }).observe({ type: 'paint', buffered: true })
          setTimeout(() => resolve(Number.NaN), 5_000)
        })
    )
    const resources = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
        name: entry.name,
        type: entry.initiatorType,
        wire: entry.encodedBodySize,
        decoded: entry.decodedBodySize,
      }))
    )
    const scripts = resources.filter((entry) => /\.js(\?|$)/.test(entry.name))
    return {
      fcpMs,
      readyMs,
      // The document itself plus every resource it fetched.
      requests: resources.length + 1,
      jsFiles: scripts.length,
      jsWireBytes: scripts.reduce((sum, entry) => sum + entry.wire, 0),
      jsBytes: scripts.reduce((sum, entry) => sum + entry.decoded, 0),
      encodings: [...encodings],
    }
  } finally {
    await context.close()
  }
}

async function measure(browser: Browser, url: string, ready: string) {
  await visit(browser, url, ready) // untimed: the server's code paths compiled, files in the page cache
  const visits: Visit[] = []
  for (let round = 0; round < rounds; round++) visits.push(await visit(browser, url, ready))
  return visits
}

const { dataDir, env } = benchPlatformEnv('sceau-page-bench-')
const children: ChildProcess[] = []
let browser: Browser | undefined
const bare = await bareServer()
try {
  await migratePlatformBuild(env)
  const token = insertTransfer(dataDir)
  const port = await freePort()
  children.push(spawnPlatformServer({ ...env, PORT: String(port) }))
  const base = `http://127.0.0.1:${port}`
  await waitForUrl(`${base}/api/v2/health`)
  browser = await launchBrowser()

  const baseline = await measure(browser, bare.url, 'lisez-moi.txt')
  const baselineFcp = median(baseline.map((v) => v.fcpMs))
  const pages = [
    { page: '/download/{token}', url: `${base}/download/${token}`, ready: 'lisez-moi.txt' },
    { page: '/transfer', url: `${base}/transfer`, ready: 'Envoyez des fichiers' },
    { page: '/', url: `${base}/`, ready: 'Envoyez vos fichiers' },
  ]
  for (const { page, url, ready } of pages) {
    const visits = await measure(browser, url, ready)
    const fcpMs = median(visits.map((v) => v.fcpMs))
    const last = visits.at(-1)!
    print({
      bench: `page weight and first paint of ${page} (Chromium, cold cache, localhost) vs a bare static HTML page`,
      rounds,
      requests: last.requests,
      js: {
        files: last.jsFiles,
        wireKB: Math.round(last.jsWireBytes / 100) / 10,
        decodedKB: Math.round(last.jsBytes / 100) / 10,
        encoding: last.encodings.join(','),
      },
      fcpMs: Math.round(fcpMs),
      readyMs: Math.round(median(visits.map((v) => v.readyMs))),
      bare: { fcpMs: Math.round(baselineFcp) },
      ratio: Number((fcpMs / baselineFcp).toFixed(2)),
      targets: { jsGzipKB: 100, fcpMs: 500 },
    })
  }
} finally {
  await browser?.close()
  for (const child of children) child.kill('SIGTERM')
  bare.close()
  rmSync(dataDir, { recursive: true, force: true })
}
