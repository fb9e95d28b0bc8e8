import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { pdfFonts } from '@sceau/plugin-sdk/server'
import { formatBytes } from '@sceau/shared'
import type { CertificateView } from '../../shared/types.js'

/** The certificate's facts as the page shows them (shared CertificateView), with Dates, in one language at one address. */
export interface CertificateData extends Omit<CertificateView<Date>, 'state'> {
  locale: string
  url: string
}

export type Translate = (key: string, data?: Record<string, unknown>) => string

const INK = '#111827'
const MUTED = '#6b7280'
const ACCENT = '#1f3a8a'
const WARN = '#b45309'

/** docs/product.md §2 "Certificate" as a one-page A4 PDF in the reader's language, with a QR code to the public page. */
export async function renderCertificatePdf(data: CertificateData, t: Translate): Promise<Uint8Array> {
  const date = new Intl.DateTimeFormat(data.locale, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' })
  const day = new Intl.DateTimeFormat(data.locale, { dateStyle: 'long', timeZone: 'UTC' })
  const { doc, finish } = createDocument({ Title: t('title'), Author: 'Sceau', Subject: data.fileName, Keywords: data.checksum }, data.locale)

  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  const qrSize = 104

  doc.font('bold').fontSize(22).fillColor(ACCENT).text('Sceau', left, 48)
  doc
    .font('bold')
    .fontSize(18)
    .fillColor(INK)
    .text(t('title'), left, 80, { width: width - qrSize - 16 })
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(t('subtitle'), { width: width - qrSize - 16 })
  drawQr(doc, data.url, doc.page.width - doc.page.margins.right - qrSize, 48, qrSize)
  doc
    .font('regular')
    .fontSize(7)
    .fillColor(MUTED)
    .text(t('scan'), doc.page.width - doc.page.margins.right - qrSize, 48 + qrSize + 4, { width: qrSize, align: 'center' })

  let y = 180
  const row = (label: string, value: string, options: { mono?: boolean; colour?: string } = {}) => {
    doc.font('bold').fontSize(9).fillColor(MUTED).text(label, left, y, { width: 150 })
    // A long label wraps: the next row starts below whichever of label and value ends lower.
    const labelBottom = doc.y
    doc
      .font(options.mono ? 'mono' : 'regular')
      .fontSize(options.mono ? 8 : 10)
      .fillColor(options.colour ?? INK)
    doc.text(value, left + 160, y, { width: width - 160 })
    y = Math.max(doc.y, labelBottom, y + 14) + 6
  }
  const section = (title: string) => {
    y += 6
    doc.font('bold').fontSize(12).fillColor(ACCENT).text(title, left, y)
    y = doc.y + 2
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor('#d1d5db')
      .stroke()
    y += 8
  }

  section(t('sections.deposit'))
  row(t('fields.number'), data.number ?? '—')
  row(t('fields.createdAt'), date.format(data.createdAt))
  row(t('fields.keptUntil'), data.keptUntil ? day.format(data.keptUntil) : '—')
  row(t('fields.depositor'), data.depositor)
  row(t('fields.authors'), data.authors.join(', ') || '—')
  row(t('fields.depositDate'), date.format(data.depositDate))

  section(t('sections.file'))
  row(t('fields.fileName'), data.fileName)
  // The exact count only adds something when the readable size rounds it (16 octets needs no "(16 octets)").
  const exact = `${data.size.toLocaleString(data.locale)} ${t('bytes')}`
  const readable = formatBytes(data.size, data.locale)
  row(t('fields.size'), data.size < 1024 ? exact : `${readable} (${exact})`)
  row(t('fields.mime'), data.mime)
  if (data.capture) {
    // One page: a very long address is cut (the full one is in the deposited archive).
    const url = data.capture.url.length > 300 ? `${data.capture.url.slice(0, 299)}…` : data.capture.url
    row(t('fields.capturedUrl'), url, { mono: true })
    row(t('fields.capturedAt'), date.format(data.capture.capturedAt))
  }
  row(t('fields.uniqueId'), data.uniqueId, { mono: true })
  row(t('fields.checksum'), data.checksum, { mono: true })
  row(t('fields.securityHash'), data.securityHash, { mono: true })

  section(t('sections.proofs'))
  const ts = data.timestamp
  row(t('fields.timestamp'), `${date.format(ts.genTime)} — ${ts.tsa ?? t('embeddedTsa')}`)
  row(t('fields.serial'), ts.serial, { mono: true })
  if (!ts.qualified) row(t('fields.qualification'), t('notQualified'), { colour: WARN })
  if (ts.renewals > 0) row(t('fields.renewals'), t('renewals', { count: ts.renewals, date: date.format(ts.lastGenTime) }))
  if (data.anchor.state === 'anchored' && data.anchor.transactionHash) {
    row(t('fields.blockchain'), t('anchored', { chainId: data.anchor.chainId ?? 0, block: data.anchor.blockNumber ?? 0 }))
    row(t('fields.transaction'), data.anchor.transactionHash, { mono: true })
  } else if (data.anchor.state === 'none') {
    row(t('fields.blockchain'), t('anchorNone'))
  } else {
    row(t('fields.blockchain'), t('anchorPending'), { colour: WARN })
  }

  y += 10
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(t('howToVerify', { url: data.url }), left, y, { width })
  return finish()
}

/** An A4 document with the DejaVu fonts registered, and a function that ends it and returns its bytes. */
export function createDocument(info: PDFKit.DocumentInfo, locale: string) {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info, lang: locale })
  const { regular, bold, mono } = pdfFonts()
  doc.registerFont('regular', regular)
  doc.registerFont('bold', bold)
  doc.registerFont('mono', mono)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })
  return {
    doc,
    async finish() {
      doc.end()
      await done
      return new Uint8Array(Buffer.concat(chunks))
    },
  }
}

/** The QR code's modules drawn as squares: vector, sharp at any zoom, no image library. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const cell = size / (modules.size + 2)
  doc.save().fillColor('#000000')
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(x + (col + 1) * cell, y + (row + 1) * cell, cell, cell)
    }
  }
  doc.fill().restore()
}
