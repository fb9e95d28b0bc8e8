import type { ImageType } from '@sceau/shared'

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b)

/** Reads a WBMP multi-byte integer (7 bits per byte, high bit = more follows). */
function wbmpInteger(bytes: Uint8Array, offset: number): [number, number] | null {
  let value = 0
  for (let i = offset; i < Math.min(bytes.length, offset + 4); i++) {
    value = (value << 7) | (bytes[i] & 0x7f)
    if ((bytes[i] & 0x80) === 0) return [value, i + 1]
  }
  return null
}

/** WBMP has no magic number: type 0, fixed header 0, then width and height that must account for every byte. */
function isWbmp(bytes: Uint8Array) {
  if (bytes.length < 4 || bytes[0] !== 0 || bytes[1] !== 0) return false
  const width = wbmpInteger(bytes, 2)
  const height = width && wbmpInteger(bytes, width[1])
  if (!width || !height || width[0] === 0 || height[0] === 0) return false
  return height[1] + Math.ceil(width[0] / 8) * height[0] === bytes.length
}

const SVG = /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i

/**
 * The image type of docs/product.md §5 (png, jpeg, tiff, svg, xbm, xpm, xwd, wbmp) that the bytes really
 * are, whatever name or type the browser claimed; null for anything else.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'image/tiff'
  // XWD: big-endian header size >= 100, then file version 7.
  if (bytes.length >= 100 && startsWith(bytes.subarray(4), [0, 0, 0, 7]) && new DataView(bytes.buffer, bytes.byteOffset).getUint32(0) >= 100) {
    return 'image/x-xwindowdump'
  }
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '')
  if (head.startsWith('/* XPM */')) return 'image/x-xpixmap'
  if (/^#define\s+\S+_width\s+\d+/.test(head)) return 'image/x-xbitmap'
  if (SVG.test(head)) return 'image/svg+xml'
  if (isWbmp(bytes)) return 'image/vnd.wap.wbmp'
  return null
}
