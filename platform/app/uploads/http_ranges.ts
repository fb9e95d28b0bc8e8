/*
 * HTTP byte ranges (RFC 9110 §14) for downloads: one range per request ("bytes=a-b", "bytes=a-",
 * "bytes=-n"); several ranges are answered whole, as the RFC allows. If-Range with a stale
 * validator also gets the whole representation.
 */

export type RangeAnswer = { kind: 'whole' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' }

export function parseRange(header: string | undefined, size: number, ifRange?: string, etag?: string): RangeAnswer {
  if (!header) return { kind: 'whole' }
  if (ifRange && ifRange !== etag) return { kind: 'whole' }
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' }
  let start: number
  let end: number
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0) return { kind: 'unsatisfiable' }
    start = Math.max(0, size - suffix)
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
    if (match[2] !== '' && Number(match[2]) < start) return { kind: 'whole' }
  }
  if (!Number.isSafeInteger(start) || start >= size) return { kind: 'unsatisfiable' }
  return { kind: 'partial', start, end }
}

/**
 * Content-Disposition for a download (RFC 6266): an ASCII fallback name and the UTF-8 name
 * (RFC 8187), so accents and other scripts survive in every browser.
 */
export function contentDisposition(filename: string) {
  const fallback =
    filename
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%;]/g, '_')
      .trim() || 'download'
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}
