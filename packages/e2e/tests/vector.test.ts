import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { commitment, decryptFile, decryptManifest, fromHex, toHex } from '../src/index.ts'
import { through } from './helpers.ts'
import { buildVector } from './vector.ts'

const committed = JSON.parse(await readFile(new URL('vectors/e2e-v1.json', import.meta.url), 'utf8'))

describe('committed test vector (tests/vectors/e2e-v1.json)', () => {
  it('is still produced byte for byte from its fixed inputs', async () => {
    expect(await buildVector()).toEqual(committed)
  })

  for (const mode of ['linkMode', 'passphraseMode'] as const) {
    it(`${mode}: decrypts back to the plaintext, and the manifest entry opens the commitment`, async () => {
      const secret = mode === 'linkMode' ? { key: fromHex(committed.inputs.key) } : { passphrase: committed.inputs.passphrase }
      const { master, manifest } = await decryptManifest(fromHex(committed[mode].manifestCiphertext), secret)
      expect(JSON.stringify(manifest)).toBe(committed[mode].manifestPlaintext)
      const entry = manifest.files[0]!
      expect(await commitment(entry)).toBe(committed.commitment)
      const file = decryptFile(master, entry, committed.commitment)
      const plain = await through(fromHex(committed[mode].fileCiphertext), file.stream)
      await file.verified
      expect(new TextDecoder().decode(plain)).toBe(committed.inputs.file.plaintext)
    })
  }

  it('the first chunk opens with raw WebCrypto and the document alone (docs/e2e-format.md §3)', async () => {
    const bytes = fromHex(committed.linkMode.fileCiphertext)
    const header = bytes.slice(0, 22)
    const key = await crypto.subtle.importKey('raw', fromHex(committed.linkMode.fileStreamKey) as Uint8Array<ArrayBuffer>, 'AES-GCM', false, ['decrypt'])
    const iv = new Uint8Array([...fromHex(committed.inputs.file.noncePrefix), 0, 0, 0, 0])
    const additionalData = new Uint8Array([...header, 0, 0, 0, 0, 0])
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData }, key, bytes.slice(22, 22 + 32 + 16))
    expect(toHex(new Uint8Array(plain))).toBe(toHex(new TextEncoder().encode(committed.inputs.file.plaintext.slice(0, 32))))
  })
})
