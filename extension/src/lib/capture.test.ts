import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { fakeBrowser, pngBytes, pngDataUrl } from '../../tests/fakeBrowser'
import { captureVisibleTab, dataUrlBytes, sha256Hex } from './capture'

describe('sha256Hex', () => {
  it('matches the FIPS 180-2 test vector', async () => {
    expect(await sha256Hex(new TextEncoder().encode('abc') as Uint8Array<ArrayBuffer>)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})

describe('dataUrlBytes', () => {
  it('decodes a base64 data: URL', () => {
    expect([...dataUrlBytes('data:image/png;base64,AAEC/w==')]).toEqual([0, 1, 2, 255])
  })

  it('refuses anything else', () => {
    expect(() => dataUrlBytes('https://example.org/a.png')).toThrow('Not a base64 data: URL')
  })
})

describe('captureVisibleTab', () => {
  it("hashes the PNG's bytes exactly as Node does, in the tab's window", async () => {
    const png = pngBytes(16, 9)
    const browser = fakeBrowser({ screenshot: pngDataUrl(png) })
    const at = new Date('2025-03-12T13:00:00Z')
    const screenshot = await captureVisibleTab(browser.api, 3, () => at)
    expect(screenshot).toEqual({
      dataUrl: pngDataUrl(png),
      size: png.length,
      sha256: createHash('sha256').update(png).digest('hex'),
      capturedAt: at,
    })
    expect(browser.captures).toEqual([{ windowId: 3, format: 'png' }])
  })

  it('refuses an answer that is not a PNG', async () => {
    const browser = fakeBrowser({ screenshot: `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('base64')}` })
    await expect(captureVisibleTab(browser.api, 3)).rejects.toThrow('The browser did not return a PNG image')
  })

  it("passes the browser's refusal on", async () => {
    const browser = fakeBrowser({ screenshot: new Error('Missing activeTab permission') })
    await expect(captureVisibleTab(browser.api, 3)).rejects.toThrow('Missing activeTab permission')
  })
})
