import { pdfFonts } from '@sceau/plugin-sdk/server'
import { PLAN_PRICES } from '@sceau/shared'
import type { StoredInvoice } from './invoice_book.js'

export type Translate = (key: string, data?: Record<string, unknown>) => string

const INK = '#111827'
const MUTED = '#6b7280'
const ACCENT = '#1f3a8a'

/** An invoice (ADR 0006 §7) as a one-page A4 PDF in the reader's language: seller, buyer, amount before tax, VAT, total. */
export async function renderInvoicePdf(invoice: StoredInvoice, locale: string, t: Translate): Promise<Buffer> {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })
  const euros = (cents: number) => money.format(cents / 100)
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(invoice.issuedAt)
  const title = `${t('billing.invoice.title')} ${invoice.number}`
  // pdfkit (with fontkit) loads with the first invoice, not at boot (idle memory of the web process).
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: invoice.seller.name }, lang: locale })
  doc.registerFont('regular', pdfFonts().regular)
  doc.registerFont('bold', pdfFonts().bold)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<void>((resolve, reject) => doc.on('end', resolve).on('error', reject))

  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  const half = width / 2 - 12

  doc.font('bold').fontSize(20).fillColor(ACCENT).text(invoice.seller.name, left, 56, { width: half })
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(INK)
    .text(title, left + width / 2, 56, { width: width / 2, align: 'right' })
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(t('billing.invoice.date', { date: day }), { width: width / 2, align: 'right' })

  // Seller on the left, buyer on the right, each a label then its lines.
  const party = (label: string, x: number, lines: string[]) => {
    doc.font('bold').fontSize(9).fillColor(MUTED).text(label, x, 140, { width: half })
    doc.font('regular').fontSize(10).fillColor(INK)
    for (const line of lines) doc.text(line, x, doc.y, { width: half })
    return doc.y
  }
  const { seller, buyer } = invoice
  const sellerBottom = party(t('billing.invoice.seller'), left, [
    seller.name,
    ...splitLines(seller.address),
    ...(seller.legalNumber ? [t('billing.invoice.legalNumber', { number: seller.legalNumber })] : []),
    ...(seller.vatNumber ? [t('billing.invoice.vatNumber', { number: seller.vatNumber })] : []),
  ])
  const buyerBottom = party(t('billing.invoice.buyer'), left + width / 2 + 12, [
    buyer.name,
    ...splitLines(buyer.address),
    ...(buyer.legalNumber ? [t('billing.invoice.legalNumber', { number: buyer.legalNumber })] : []),
  ])

  // The line, then the totals: what was sold before tax, the VAT inside the price, the price.
  let y = Math.max(sellerBottom, buyerBottom) + 36
  const amountX = left + width - 140
  const row = (label: string, value: string, options: { bold?: boolean; x?: number } = {}) => {
    const x = options.x ?? left
    doc
      .font(options.bold ? 'bold' : 'regular')
      .fontSize(10)
      .fillColor(INK)
      .text(label, x, y, { width: amountX - x - 12 })
    const bottom = doc.y
    doc.text(value, amountX, y, { width: 140, align: 'right' })
    y = Math.max(bottom, doc.y) + 6
  }
  doc.font('bold').fontSize(9).fillColor(MUTED)
  doc.text(t('billing.invoice.item'), left, y)
  doc.text(t('billing.invoice.excludingTax'), amountX, y, { width: 140, align: 'right' })
  y = doc.y + 6
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(MUTED)
    .lineWidth(0.5)
    .stroke()
  y += 8
  const beforeTax = invoice.amountCents - invoice.vatCents
  row(invoice.description, euros(beforeTax))
  // A discounted sale: list price, the discount with its promo code, then the net (all tax included).
  if (invoice.listPriceCents !== null && invoice.listPriceCents > invoice.amountCents) {
    row(t('billing.invoice.listPrice'), euros(invoice.listPriceCents))
    row(t('billing.invoice.discount', { code: invoice.promoCode ?? '' }), `-${euros(invoice.listPriceCents - invoice.amountCents)}`)
    row(t('billing.invoice.net'), euros(invoice.amountCents))
  }
  y += 12
  const totalsX = left + width / 2
  row(t('billing.invoice.totalExcludingTax'), euros(beforeTax), { x: totalsX })
  row(t('billing.invoice.vat', { rate: Math.round(PLAN_PRICES.vatRate * 100) }), euros(invoice.vatCents), { x: totalsX })
  row(t('billing.invoice.totalIncludingTax'), euros(invoice.amountCents), { x: totalsX, bold: true })

  y += 24
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(INK)
    .text(t('billing.invoice.method', { method: t(`billing.invoice.methods.${invoice.method}`) }), left, y, { width })
  doc.text(t('billing.invoice.paid', { date: day }), { width })

  doc.end()
  await done
  return Buffer.concat(chunks)
}

const splitLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
