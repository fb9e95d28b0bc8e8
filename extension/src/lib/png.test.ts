// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { pngBytes } from '../../tests/fakeBrowser'
import { sha256Hex } from './deposit'
import { base64Bytes, dataUrlBytes, pngSize } from './png'

describe('pngSize', () => {
  it('reads width and height from the IHDR chunk, and refuses what is not a PNG', () => {
    expect(pngSize(pngBytes(1280, 4321))).toEqual({ width: 1280, height: 4321 })
    expect(() => pngSize(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toThrow('Not a PNG image')
  })
})

describe('base64 and data: URLs', () => {
  it('decodes them', () => {
    expect([...base64Bytes('AAEC/w==')]).toEqual([0, 1, 2, 255])
    expect([...dataUrlBytes('data:image/png;base64,AAEC/w==')]).toEqual([0, 1, 2, 255])
    expect(() => dataUrlBytes('https://example.org/a.png')).toThrow('Not a base64 data: URL')
  })
})

describe('sha256Hex', () => {
  it('matches the FIPS 180-2 test vector', async () => {
    expect(await sha256Hex(new TextEncoder().encode('abc') as Uint8Array<ArrayBuffer>)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})
