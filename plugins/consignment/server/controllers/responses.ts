import type { HttpContext } from '@adonisjs/core/http'
import type { Readable } from 'node:stream'

/** RFC 6266 / 5987: an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment') {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

export function sendBytes(ctx: HttpContext, bytes: Uint8Array, name: string, type: string, disposition: 'attachment' | 'inline' = 'attachment') {
  ctx.response.header('content-type', type)
  ctx.response.header('content-length', String(bytes.length))
  ctx.response.header('content-disposition', contentDisposition(name, disposition))
  ctx.response.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length))
}

export function sendStream(ctx: HttpContext, stream: Readable, size: number, name: string, type: string) {
  ctx.response.header('content-type', type)
  ctx.response.header('content-length', String(size))
  ctx.response.header('content-disposition', contentDisposition(name))
  ctx.response.stream(stream)
}

/** A safe file name stem for certificates and bundles: "D2026-000042-report". */
export function stem(number: string | null, fileName: string) {
  const base =
    fileName
      .replace(/\.[^.]*$/, '')
      .replace(/[^\p{L}\p{N}._-]+/gu, '-')
      .slice(0, 80) || 'file'
  return number ? `${number}-${base}` : base
}
