import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { command, needs } from './requirements.ts'

const run = promisify(execFile)

/** The text of a PDF as pdftotext reads it, every run of white space (no-break ones too) made one space. */
export async function pdfText(pdf: Uint8Array, why = 'a PDF test') {
  needs(why, [command('pdftotext', 'apt-get install poppler-utils')]).assertPresent()
  const dir = await mkdtemp(join(tmpdir(), 'pdf-text-'))
  try {
    await writeFile(join(dir, 'document.pdf'), pdf)
    const { stdout } = await run('pdftotext', ['-raw', join(dir, 'document.pdf'), '-'], { encoding: 'utf8' })
    return stdout.replace(/\s+/g, ' ')
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
