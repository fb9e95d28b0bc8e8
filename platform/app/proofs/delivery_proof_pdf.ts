import { entryNetwork, type DeliveryLogEntry, type DeliveryLogHead, type JsonValue } from '@sceau/proof'
import { pdfFonts } from '@sceau/plugin-sdk/server'
import { formatBytes } from '@sceau/shared'

export type Translate = (key: string, data?: Record<string, unknown>) => string

export interface DeliveryProofPdfData {
  locale: string
  /** "transfer:12", "receptions:<id>" */
  log: string
  title: string
  exportedAt: Date
  entries: DeliveryLogEntry[]
  heads: (Omit<DeliveryLogHead, 'genTime' | 'token'> & { genTime: Date })[]
  /** False on an instance without a chain (anchoring driver "off"): a head is then never anchored, not "pending". */
  anchoring: boolean
}

const INK = '#111827'
const MUTED = '#6b7280'
const ACCENT = '#1f3a8a'
const K = 'deliveryProof.pdf.'

interface ListedFile {
  path: string
  size: number
  sha256: string | null
}

const isFile = (value: JsonValue): value is { path: string; size: number; sha256: string | null } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof value.path === 'string'

function filesOf(entry: DeliveryLogEntry | undefined): ListedFile[] {
  const files = entry?.data.files
  if (!Array.isArray(files)) return []
  return files.filter(isFile).map((file) => ({
    path: file.path,
    size: typeof file.size === 'number' ? file.size : 0,
    sha256: typeof file.sha256 === 'string' ? file.sha256 : null,
  }))
}

/**
 * The proof of delivery's readable summary (docs/proof-of-delivery.md, "Export"): what was sent, to
 * whom, every event with its time, the hashes, the timestamped heads and their anchors, how to check
 * it; A4, in the reader's language. log.json stays the record: this page only reads it back.
 */
export async function renderDeliveryProofPdf(data: DeliveryProofPdfData, t: Translate): Promise<Buffer> {
  const when = new Intl.DateTimeFormat(data.locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' })
  const time = (iso: string | Date) => `${when.format(new Date(iso))} UTC`
  // pdfkit (with fontkit) loads with the first export, not at boot (idle memory of the web process).
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `${t(`${K}title`)}: ${data.title}`, Author: 'Sceau' }, lang: data.locale })
  for (const [name, bytes] of Object.entries(pdfFonts())) doc.registerFont(name, bytes)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<void>((resolve, reject) => doc.on('end', resolve).on('error', reject))
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right

  const heading = (text: string) => {
    doc.moveDown(0.8)
    doc.font('bold').fontSize(12).fillColor(ACCENT).text(text, left, undefined, { width })
    doc.moveDown(0.2)
  }
  const line = (text: string, options: { font?: 'regular' | 'bold' | 'mono'; size?: number; colour?: string; indent?: number } = {}) => {
    doc
      .font(options.font ?? 'regular')
      .fontSize(options.size ?? 9)
      .fillColor(options.colour ?? INK)
      .text(text, left + (options.indent ?? 0), undefined, { width: width - (options.indent ?? 0) })
  }

  doc.font('bold').fontSize(20).fillColor(ACCENT).text('Sceau', left, 48)
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(INK)
    .text(t(`${K}title`), { width })
  line(data.title, { size: 11 })
  line(t(`${K}subtitle`, { log: data.log, date: time(data.exportedAt) }), { colour: MUTED })

  // What was sent, to whom: the first entry lists them (created, or a reception's upload).
  const created = data.entries.find((entry) => entry.kind === 'created' || entry.kind === 'upload_completed')
  heading(t(`${K}sent`))
  if (created?.actor.email) line(t(`${K}sender`, { email: created.actor.email }))
  const recipients = Array.isArray(created?.data.recipients) ? created.data.recipients.filter((r): r is string => typeof r === 'string') : []
  if (recipients.length) line(t(`${K}recipients`, { list: recipients.join(', ') }))
  for (const file of filesOf(created)) {
    line(`${file.path} (${formatBytes(file.size, data.locale)})`, { indent: 8 })
    line(`SHA-256 ${file.sha256 ?? '—'}`, { font: 'mono', size: 7, colour: MUTED, indent: 8 })
  }

  heading(t(`${K}events`, { count: data.entries.length }))
  for (const entry of data.entries) {
    const who = entry.actor.email ? `${t(`${K}actors.${entry.actor.type}`)} ${entry.actor.email}` : t(`${K}actors.${entry.actor.type}`)
    line(`${entry.seq}. ${time(entry.time)}: ${t(`${K}kinds.${entry.kind}`)}`, { font: 'bold' })
    const details = [who, ...detailsOf(entry, t)]
    const network = entryNetwork(entry)
    if (network.state === 'clear' && network.ip) details.push(t(`${K}network`, { ip: network.ip }))
    if (network.state === 'withheld') details.push(t(`${K}networkWithheld`))
    line(details.join(' · '), { indent: 12 })
    line(t(`${K}hash`, { hash: entry.hash }), { font: 'mono', size: 7, colour: MUTED, indent: 12 })
  }

  heading(t(`${K}heads`))
  if (!data.heads.length) line(t(`${K}noHeads`))
  for (const head of data.heads) {
    line(t(`${K}head`, { seq: head.seq, reason: t(`${K}reasons.${head.reason}`), date: time(head.genTime) }), { font: 'bold' })
    line(head.hash, { font: 'mono', size: 7, colour: MUTED, indent: 12 })
    line(
      head.anchor
        ? t(`${K}anchored`, { chain: head.anchor.chainId, transaction: head.anchor.transactionHash, root: head.anchor.root })
        : t(data.anchoring ? `${K}anchorPending` : `${K}anchorNone`),
      { indent: 12 }
    )
  }

  heading(t(`${K}verify.title`))
  for (const step of ['chain', 'cli', 'openssl', 'files'] as const) line(`• ${t(`${K}verify.${step}`)}`)
  doc.moveDown(0.5)
  line(t(`${K}verify.note`), { colour: MUTED, size: 8 })

  doc.end()
  await done
  return Buffer.concat(chunks)
}

/** The kind's own facts, one short phrase each. */
function detailsOf(entry: DeliveryLogEntry, t: Translate): string[] {
  const data = entry.data
  const text = (value: JsonValue | undefined) => (typeof value === 'string' ? value : '')
  switch (entry.kind) {
    case 'mail_handed':
      return [t(`${K}details.mail`, { to: [data.to].flat().map(text).join(', '), id: text(data.messageId) })]
    case 'file_delivered':
      return [t(`${K}details.file`, { path: text(data.path), sha256: text(data.sha256) })]
    case 'zip_delivered':
      return [t(`${K}details.zip`, { count: Array.isArray(data.files) ? data.files.length : 0 })]
    case 'receipt_acknowledged':
      return [t(`${K}details.acknowledged`, { name: text(data.name), count: Array.isArray(data.files) ? data.files.length : 0 })]
    case 'upload_completed':
      return [t(`${K}details.upload`, { count: Array.isArray(data.files) ? data.files.length : 0 })]
    default:
      return []
  }
}
