/*
 * One layout for every mail the product sends (platform and plugins): a title, paragraphs, an
 * optional button, notes and a footer, as HTML (inline styles, table layout: what mail clients
 * render) and as plain text. Texts come in already translated; this only escapes and arranges.
 */

export interface MailContent {
  /** The message's language (html lang attribute). */
  locale: string
  title: string
  paragraphs: string[]
  /** The call to action; its URL is also written out in full for clients that hide buttons. */
  action?: { label: string; url: string }
  /** Further links under the button, one a line after their lead-in (e.g. a certificate per file). */
  links?: { title?: string; items: { label: string; url: string }[] }
  /** Smaller lines under the button (link lifetime, "ignore this mail if..."). */
  notes?: string[]
  /** Quoted block, e.g. a message someone typed (kept as typed, line breaks included). */
  quote?: string
  footer?: string
  /** Organisation branding: main colour of the button and heading rule, logo above the title. */
  brand?: { name?: string; color?: string | null; logoUrl?: string | null }
}

const DEFAULT_COLOUR = '#1f3a8a'

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

function safeColour(colour: string | null | undefined) {
  return colour && /^#[0-9a-fA-F]{6}$/.test(colour) ? colour : DEFAULT_COLOUR
}

function safeUrl(url: string) {
  return /^https?:\/\//i.test(url) ? url : '#'
}

export function renderMail(content: MailContent): { html: string; text: string } {
  const colour = safeColour(content.brand?.color)
  const brandName = content.brand?.name ?? 'Sceau'
  const paragraph = (text: string, style = 'margin:0 0 16px;font-size:15px;line-height:22px;color:#1f2937') =>
    `<p style="${style}">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`
  const logo = content.brand?.logoUrl
    ? `<img src="${escapeHtml(safeUrl(content.brand.logoUrl))}" alt="${escapeHtml(brandName)}" style="max-height:48px;max-width:200px;display:block;margin:0 0 16px">`
    : `<div style="font-size:18px;font-weight:bold;color:${colour};margin:0 0 16px">${escapeHtml(brandName)}</div>`
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="background:${colour};border-radius:6px">` +
      `<a href="${escapeHtml(safeUrl(content.action.url))}" style="display:inline-block;padding:12px 24px;color:#ffffff;font-size:15px;font-weight:bold;text-decoration:none">${escapeHtml(content.action.label)}</a>` +
      `</td></tr></table>` +
      paragraph(content.action.url, 'margin:0 0 16px;font-size:12px;line-height:18px;color:#6b7280;word-break:break-all')
    : ''
  const quote = content.quote
    ? `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid ${colour};color:#374151;font-size:14px;line-height:20px">${escapeHtml(content.quote).replace(/\n/g, '<br>')}</blockquote>`
    : ''
  const links = content.links?.items.length
    ? (content.links.title ? paragraph(content.links.title, 'margin:0 0 8px;font-size:14px;line-height:20px;color:#1f2937') : '') +
      `<ul style="margin:0 0 16px;padding:0 0 0 20px;font-size:14px;line-height:22px;color:#1f2937">` +
      content.links.items.map((link) => `<li><a href="${escapeHtml(safeUrl(link.url))}" style="color:${colour}">${escapeHtml(link.label)}</a></li>`).join('') +
      `</ul>`
    : ''
  const notes = (content.notes ?? []).map((note) => paragraph(note, 'margin:0 0 8px;font-size:13px;line-height:19px;color:#6b7280')).join('')
  const footer = content.footer ? paragraph(content.footer, 'margin:24px 0 0;font-size:12px;line-height:18px;color:#9ca3af') : ''

  const html =
    `<!doctype html><html lang="${escapeHtml(content.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.title)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;border-top:4px solid ${colour}"><tr><td style="padding:32px">` +
    logo +
    `<h1 style="margin:0 0 16px;font-size:20px;line-height:28px;color:#111827">${escapeHtml(content.title)}</h1>` +
    content.paragraphs.map((p) => paragraph(p)).join('') +
    quote +
    action +
    links +
    notes +
    footer +
    `</td></tr></table></td></tr></table></body></html>`

  const text = [
    content.title,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.quote
      ? [
          content.quote
            .split('\n')
            .map((line) => `> ${line}`)
            .join('\n'),
          '',
        ]
      : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.links?.items.length
      ? [...(content.links.title ? [content.links.title] : []), ...content.links.items.map((link) => `- ${link.label}: ${link.url}`), '']
      : []),
    ...(content.notes ?? []).flatMap((n) => [n, '']),
    ...(content.footer ? ['--', content.footer] : []),
  ]
    .join('\n')
    .trimEnd()
  return { html, text: `${text}\n` }
}
