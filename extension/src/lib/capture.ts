/* "Capture this page", for now: a PNG of the visible part of the tab and its SHA-256, computed here. */
import type { ExtensionApi } from './extensionApi'

export interface Screenshot {
  /** data:image/png;base64,… as the browser returned it (shown as the preview). */
  dataUrl: string
  /** The PNG file's bytes, the ones that are hashed. */
  size: number
  /** SHA-256 of the PNG bytes, lowercase hex. */
  sha256: string
  capturedAt: Date
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

export async function captureVisibleTab(api: ExtensionApi, windowId: number | undefined, now = () => new Date()): Promise<Screenshot> {
  const dataUrl = await api.tabs.captureVisibleTab(windowId, { format: 'png' })
  const capturedAt = now()
  const bytes = dataUrlBytes(dataUrl)
  if (!PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) throw new Error('The browser did not return a PNG image')
  return { dataUrl, size: bytes.byteLength, sha256: await sha256Hex(bytes), capturedAt }
}

/** The bytes of a base64 data: URL. */
export function dataUrlBytes(dataUrl: string): Uint8Array<ArrayBuffer> {
  const match = /^data:[^,]*;base64,(.*)$/s.exec(dataUrl)
  if (!match) throw new Error('Not a base64 data: URL')
  const binary = atob(match[1])
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
