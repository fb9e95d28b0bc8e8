import type { Invoice } from '@sceau/plugin-sdk/server'
import { createDocument, type Translate } from './certificate_pdf.js'

/** The invoice of a paid deposit (SPEC §2 "Download ... invoice"), from the billing record. */
export async function renderInvoicePdf(invoice: Invoice, organisationName: string, locale: string, t: Translate) {
  const { doc, finish } = createDocument({ Title: `${t('title')} ${invoice.number}`, Author: 'Sceau' }, locale)
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
  doc.font('bold').fontSize(22).fillColor('#1f3a8a').text('Sceau')
  doc
    .moveDown()
    .font('bold')
    .fontSize(16)
    .fillColor('#111827')
    .text(`${t('title')} ${invoice.number}`)
  doc.moveDown().font('regular').fontSize(11)
  doc.text(`${t('date')}: ${day.format(invoice.issuedAt)}`)
  doc.text(`${t('customer')}: ${organisationName}`)
  doc.moveDown().text(`${t('item')}: ${invoice.description}`)
  doc.text(`${t('method')}: ${t(`methods.${invoice.method}`)}`)
  doc
    .moveDown()
    .font('bold')
    .text(`${t('total')}: ${money.format(invoice.amountCents / 100)}`)
  return finish()
}
