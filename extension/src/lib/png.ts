/* Width and height of a PNG file, read from its IHDR chunk. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) throw new Error('Not a PNG image')
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

export function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** The bytes of a base64 data: URL (what tabs.captureTab answers). */
export function dataUrlBytes(dataUrl: string): Uint8Array<ArrayBuffer> {
  const match = /^data:[^,]*;base64,(.*)$/s.exec(dataUrl)
  if (!match) throw new Error('Not a base64 data: URL')
  return base64Bytes(match[1])
}
