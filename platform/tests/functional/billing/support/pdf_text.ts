/* An invoice PDF read as a person's tools read it: pdftotext (poppler-utils), not the code that wrote it. */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { Browser } from '@sceau/testing/browser'
import { command, needs } from '@sceau/testing/requirements'

const run = promisify(execFile)
export const pdftotext = needs('invoice PDF test', [command('pdftotext', 'apt-get install poppler-utils')])

/** The PDF's text as pdftotext reads it, runs of spaces (and the no-break spaces of amounts) made one. */
export async function pdfText(pdf: Buffer) {
  const dir = await mkdtemp(join(tmpdir(), 'invoice-'))
  try {
    await writeFile(join(dir, 'invoice.pdf'), pdf)
    const { stdout } = await run('pdftotext', ['-raw', join(dir, 'invoice.pdf'), '-'])
    return stdout.replace(/\s+/g, ' ')
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** An invoice downloaded by this browser's session, as bytes (the JSON test client reads text). */
export async function downloadInvoice(browser: Browser, number: string) {
  const response = await fetch(`${Browser.baseUrl()}/api/v2/billing/invoices/${number}/pdf`, {
    headers: { cookie: browser.cookieHeader(), 'accept-language': browser.language, 'x-forwarded-for': browser.ip },
  })
  if (response.status !== 200) throw new Error(`invoice ${number}: ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}
