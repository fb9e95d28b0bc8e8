import { test } from '@japa/runner'
import { sniffImageType } from '#services/storage/image_type'

const bytes = (...values: number[]) => new Uint8Array(values)
const text = (value: string) => new TextEncoder().encode(value)

function xwd() {
  const header = new Uint8Array(100)
  new DataView(header.buffer).setUint32(0, 100)
  new DataView(header.buffer).setUint32(4, 7)
  return header
}

test.group('Image types of docs/product.md §5, by their bytes', () => {
  test('{name}')
    .with([
      { name: 'png', data: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), type: 'image/png' },
      { name: 'jpeg', data: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), type: 'image/jpeg' },
      { name: 'tiff little-endian', data: bytes(0x49, 0x49, 0x2a, 0x00, 8, 0), type: 'image/tiff' },
      { name: 'tiff big-endian', data: bytes(0x4d, 0x4d, 0x00, 0x2a, 0, 8), type: 'image/tiff' },
      {
        name: 'svg with prolog and comment',
        data: text('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
        type: 'image/svg+xml',
      },
      { name: 'xbm', data: text('#define logo_width 8\n#define logo_height 1\nstatic char logo_bits[] = { 0xff };'), type: 'image/x-xbitmap' },
      { name: 'xpm', data: text('/* XPM */\nstatic char *logo[] = { "1 1 1 1", "a c #000", "a" };'), type: 'image/x-xpixmap' },
      { name: 'xwd', data: xwd(), type: 'image/x-xwindowdump' },
      // 9 x 2 pixels: 2 bytes per row, 2 rows, after the 4-byte header.
      { name: 'wbmp', data: bytes(0, 0, 9, 2, 0xff, 0x80, 0x00, 0x00), type: 'image/vnd.wap.wbmp' },
      { name: 'gif (not in the list)', data: text('GIF89a'), type: null },
      { name: 'html', data: text('<html><svg></svg></html>'), type: null },
      { name: 'text', data: text('hello'), type: null },
      { name: 'wbmp-like bytes of the wrong length', data: bytes(0, 0, 9, 2, 0xff), type: null },
      { name: 'empty', data: bytes(), type: null },
    ])
    .run(({ assert }, { data, type }) => {
      assert.equal(sniffImageType(data), type)
    })
})
