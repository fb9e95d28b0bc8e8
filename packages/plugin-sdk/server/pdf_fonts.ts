/*
 * The fonts every PDF Sceau writes embeds (certificates, invoices, proof-of-delivery summaries), so
 * each document renders the same whatever the machine has installed.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
// DejaVu covers every text of the five languages and Latin, Greek and Cyrillic file or recipient names.
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  mono: 'dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf',
}

export type PdfFontName = keyof typeof FONT_FILES

let fonts: Record<PdfFontName, Buffer> | null = null

/** The font files' bytes, read once per process: every PDF embeds a subset of the same ones. */
export function pdfFonts(): Record<PdfFontName, Buffer> {
  fonts ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
    mono: readFileSync(require.resolve(FONT_FILES.mono)),
  }
  return fonts
}
