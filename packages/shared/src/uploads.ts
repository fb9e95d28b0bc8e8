/*
 * Upload rules shared by the server (which enforces them) and the browser client (which applies
 * them early): the tus protocol names, ignored files, and relative-path sanitising.
 */

/** The tus endpoint and the names the browser client and the server agree on. */
export const UPLOAD_PROTOCOL = {
  endpoint: '/api/v2/uploads',
  /** Largest body of one PATCH (or creation-with-upload POST): fits common proxies. */
  maxChunkBytes: 50 * 1024 * 1024,
  /** The largest file any batch could take (S3's largest object), announced by OPTIONS without a token. */
  maxUploadBytes: 5 * 1024 ** 4,
  /** Chunk size the clients use: large chunks cost far less per byte than small ones. */
  chunkBytes: 48 * 1024 * 1024,
  /** Upload-Metadata keys (tus: base64 values). */
  metadata: { filename: 'filename', filetype: 'filetype', relativePath: 'relativePath', sha256: 'sha256' },
  /** Header carrying the client's SHA-256 of the whole file, on any PATCH (the client sends it on the last). */
  sha256Header: 'Sceau-File-Sha256',
} as const

/** Files never uploaded (docs/product.md §5: ".DS_Store" files are ignored). */
export function isIgnoredFileName(name: string) {
  return name === '.DS_Store'
}

export const PATH_LIMITS = { segmentBytes: 255, pathChars: 1024, depth: 32 } as const

// C0 and C1 controls, DEL, and the bidirectional overrides that disguise extensions ("txt.exe").
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g
// Characters Windows refuses in names; replaced so an unzipped folder opens everywhere.
const RESERVED = /[<>:"|?*]/g
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i

const utf8Length = (text: string) => new TextEncoder().encode(text).length

/** A name's extension (".pdf"), when it has a short one after a non-empty stem. */
function extensionOf(segment: string) {
  const dot = segment.lastIndexOf('.')
  return dot > 0 && segment.length - dot <= 16 ? segment.slice(dot) : ''
}

/**
 * The segment with `suffix` (" (2)", or none) before its extension, its stem cut on a character
 * boundary so the whole stays within `max` UTF-8 bytes (ZIP tools and most file systems stop at 255).
 */
export function numberedSegment(segment: string, suffix: string, max: number = PATH_LIMITS.segmentBytes) {
  if (!suffix && utf8Length(segment) <= max) return segment
  const extension = extensionOf(segment)
  const chars = Array.from(segment.slice(0, segment.length - extension.length))
  const budget = max - utf8Length(extension) - utf8Length(suffix)
  let bytes = utf8Length(chars.join(''))
  while (chars.length && bytes > budget) bytes -= utf8Length(chars.pop()!)
  return chars.join('') + suffix + extension
}

function cleanSegment(raw: string) {
  let segment = raw.normalize('NFC').replace(CONTROL, '').replace(RESERVED, '_').trim()
  // Trailing dots and spaces vanish on Windows; leading ones hide files elsewhere.
  segment = segment.replace(/[. ]+$/, '')
  if (segment === '' || segment === '.' || segment === '..') return null
  if (WINDOWS_DEVICE.test(segment)) segment = `_${segment}`
  return numberedSegment(segment, '')
}

/**
 * A safe relative path ("folder/sub/file.txt") from what a browser or a client declared: separators
 * normalised to "/", no "..", ".", empty or absolute parts (drive letters, UNC, leading "/"), no
 * control characters, Unicode NFC, segments of at most 255 bytes, at most 32 levels and 1024
 * characters. Returns null when nothing usable remains.
 */
export function sanitizeRelativePath(input: string): string | null {
  if (typeof input !== 'string') return null
  const parts = input
    .replace(/\\/g, '/')
    .replace(/^[a-zA-Z]:/, '')
    .split('/')
    .map(cleanSegment)
    .filter((segment): segment is string => segment !== null)
  if (!parts.length) return null
  // Keep the file name and the deepest folders when the path is too deep or too long.
  const kept = parts.slice(-PATH_LIMITS.depth)
  while (kept.length > 1 && kept.join('/').length > PATH_LIMITS.pathChars) kept.shift()
  const path = kept.join('/')
  return path.length > PATH_LIMITS.pathChars ? null : path
}

/** The last segment of a sanitised path. */
export function fileNameOf(path: string) {
  return path.slice(path.lastIndexOf('/') + 1)
}
