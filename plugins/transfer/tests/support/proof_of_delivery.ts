/*
 * The proof-of-delivery export as its sender downloads it, and its offline checks (what VERIFY.md
 * tells a reader to run), shared by the proof-of-delivery and retention specs.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { DeliveryLogDocument } from '@sceau/proof'
import { runVerifyCli } from '@sceau/proof/cli'
import { openssl } from '@sceau/testing/openssl'
import { unzip } from '@sceau/testing/unzip'
import { Browser } from './transfers.js'

/** The export as its sender downloads it: status, type and bytes. */
export async function exportOf(browser: Browser, transferId: string) {
  const response = await fetch(`${Browser.baseUrl()}/api/v2/transfer/transfers/${transferId}/proof-of-delivery`, {
    headers: { cookie: browser.cookieHeader(), 'x-forwarded-for': browser.ip, 'accept-language': 'en' },
  })
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) }
}

/**
 * `openssl ts -verify` of each head's token over the hash of its entry, as VERIFY.md says; then
 * sceau-verify on the ZIP, given the delivered files when there are some (`--file` each).
 */
export async function checkOffline(zip: Uint8Array, delivered: { path: string; bytes: Uint8Array }[] = []) {
  const dir = await mkdtemp(join(tmpdir(), 'proof-of-delivery-'))
  try {
    const entries = await unzip(Buffer.from(zip))
    for (const [name, bytes] of entries) {
      await mkdir(dirname(join(dir, name)), { recursive: true })
      await writeFile(join(dir, name), bytes)
    }
    const document = JSON.parse(entries.get('log.json')!.toString('utf8')) as DeliveryLogDocument
    const openssled: string[] = []
    for (const head of document.heads)
      openssled.push(await openssl(['ts', '-verify', '-in', head.token, '-digest', head.hash, '-CAfile', 'tsa-chain.pem'], dir))
    await writeFile(join(dir, 'export.zip'), zip)
    const given: string[] = []
    for (const file of delivered) {
      const path = join(dir, 'delivered', file.path)
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, file.bytes)
      given.push('--file', path)
    }
    const lines: string[] = []
    const cli = await runVerifyCli([join(dir, 'export.zip'), ...given], { stdout: (l) => lines.push(l), stderr: (l) => lines.push(l) })
    return { document, entries, openssled, cli, output: lines.join('\n') }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
