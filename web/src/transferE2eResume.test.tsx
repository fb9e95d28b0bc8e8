/*
 * An end-to-end encrypted transfer interrupted by a reload resumes like a plain one (issue 29; docs/e2e-format.md §8):
 * the browser keeps the key material with the draft, never sends it, and encrypts the same files into the same bytes
 * again, so tus goes on from each file's offset.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fileFingerprint } from '@sceau/api-client/uploads'
import { decryptManifest, encryptedSize, fromBase64Url, toBase64Url, toHex } from '@sceau/e2e'
import { resealFiles, sealFiles, type SealPlan } from '../../plugins/transfer/web/e2e/sealFiles'
import { renderApp, reply } from './test/renderApp'
import { anonymousCapabilities, savedDraft, transferLimits } from './test/fixtures'

const RESUME_PREFIX = 'sceau.uploads.'
const PASSPHRASE = 'correct horse battery staple'
const picked = () => [
  { file: new File([new Uint8Array(200_000).map((_, i) => (i * 7) % 251)], 'big.bin', { lastModified: 1 }), relativePath: 'dossier/big.bin' },
  { file: new File(['a letter'], 'lettre.txt', { lastModified: 2 }), relativePath: 'dossier/lettre.txt' },
]
// jsdom's Blob reads only through FileReader: give it the stream() browsers have, which the encryption reads files with.
const readAll = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(blob)
  })
if (typeof Blob.prototype.stream !== 'function')
  Blob.prototype.stream = function (this: Blob) {
    return new ReadableStream<Uint8Array>({
      start: async (controller) => {
        controller.enqueue(new Uint8Array(await readAll(this)))
        controller.close()
      },
    }) as ReturnType<Blob['stream']>
  }
const bytesOf = async (file: Blob) => new Uint8Array(await readAll(file))

afterEach(() => localStorage.clear())

describe('an encrypted upload resumed after a reload', () => {
  it('link mode: the plan re-encrypts every file into the identical ciphertext, from any offset', async () => {
    const first = await sealFiles(picked(), null)
    // What a reload keeps goes through JSON (localStorage).
    const plan = JSON.parse(JSON.stringify(first.plan)) as SealPlan
    const again = await resealFiles(picked(), plan)
    expect(again.files.map((f) => f.relativePath)).toEqual(first.files.map((f) => f.relativePath))
    expect(again.fragment).toBe(first.fragment)
    expect(again.e2e).toEqual(first.e2e)
    expect(again.names).toEqual(first.names)
    for (const [index, sealed] of first.files.entries()) {
      const before = await bytesOf(sealed.file)
      const after = await bytesOf(again.files[index]!.file)
      expect(after.length).toBe(before.length)
      expect(again.files[index]!.file.lastModified).toBe(sealed.file.lastModified)
      // tus asks for the rest from the offset the server holds: those bytes are the ones the interrupted upload was sending.
      const offset = Math.floor(before.length / 3)
      expect(toHex(after.subarray(offset))).toBe(toHex(before.subarray(offset)))
      expect(toHex(after)).toBe(toHex(before))
    }
    // Files resumed in another order, or only the unfinished one, encrypt the same.
    const one = await resealFiles([picked()[1]!], plan)
    expect(toHex(await bytesOf(one.files[0]!.file))).toBe(toHex(await bytesOf(first.files[1]!.file)))
    // A fresh transfer of the same files draws new secrets: nothing is reused across transfers.
    const other = await sealFiles(picked(), null)
    expect(other.plan.key).not.toBe(first.plan.key)
    expect(other.plan.files.map((f) => f.noncePrefix)).not.toEqual(first.plan.files.map((f) => f.noncePrefix))
  })

  it('passphrase mode: the plan keeps the derived key and its Argon2id salt, not the passphrase, and the recipient still opens it with the passphrase', async () => {
    const first = await sealFiles(picked(), PASSPHRASE)
    expect(first.fragment).toBeNull()
    expect(JSON.stringify(first.plan)).not.toContain(PASSPHRASE)
    expect(first.plan.argon2id).toMatchObject({ memoryKiB: 65_536, iterations: 3, parallelism: 1 })
    const again = await resealFiles(picked(), JSON.parse(JSON.stringify(first.plan)) as SealPlan)
    for (const [index, sealed] of first.files.entries()) expect(toHex(await bytesOf(again.files[index]!.file))).toBe(toHex(await bytesOf(sealed.file)))
    const { manifest } = await decryptManifest(fromBase64Url(first.e2e.manifest), { passphrase: PASSPHRASE })
    expect(manifest.files.map((f) => f.path)).toEqual(['dossier/big.bin', 'dossier/lettre.txt'])
  }, 30_000)

  it('a file that changed since, or one the transfer did not have, is refused rather than sent under the old ids', async () => {
    const { plan } = await sealFiles(picked(), null)
    const changed = [{ file: new File(['a lettre'], 'lettre.txt'), relativePath: 'dossier/lettre.txt' }]
    await expect(resealFiles(changed, plan)).rejects.toThrow(/changed/)
    await expect(resealFiles([{ file: new File(['x'], 'x.txt'), relativePath: 'x.txt' }], plan)).rejects.toThrow(/not a file/)
  })

  it('the card: the draft keeps the key material in this browser only; after a reload it asks only for the files, creates nothing new and no request ever carries the key or the passphrase', async () => {
    const draft = savedDraft(null)
    const api = {
      'GET /transfer/limits': reply(200, transferLimits),
      'GET /transfer/capabilities': reply(200, anonymousCapabilities),
      'POST /transfer/guest-transfers': reply(201, draft),
    }
    const first = await renderApp('/en/transfer', { api })
    fireEvent.click(await screen.findByLabelText('End-to-end encrypted'))
    fireEvent.change(screen.getByTestId('transfer-files'), { target: { files: [picked()[1]!.file] } })
    fireEvent.change(screen.getByLabelText('Your email address'), { target: { value: 'ada@example.org' } })
    fireEvent.change(screen.getByLabelText('Recipients'), { target: { value: 'bob@example.org' } })
    fireEvent.change(await screen.findByLabelText('Passphrase for the recipients'), { target: { value: PASSPHRASE } })
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }))
    await waitFor(() => expect(first.requests.some((r) => r.method === 'POST' && r.url.endsWith('/transfer/guest-transfers'))).toBe(true), { timeout: 20_000 })
    await waitFor(() => expect(JSON.parse(localStorage.getItem('sceau.transfer.draft') ?? 'null')?.e2e).toBeTruthy())
    const stored = JSON.parse(localStorage.getItem('sceau.transfer.draft')!) as { draft: { id: string }; e2e: SealPlan }
    expect(stored.draft.id).toBe('7')
    expect(stored.e2e.key).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(localStorage.getItem('sceau.transfer.draft')).not.toContain(PASSPHRASE)
    const firstIds = stored.e2e.files.map((f) => f.id)

    // Reload: a new page over the same storage.
    first.view.unmount()
    cleanup()
    const second = await renderApp('/en/transfer', { api })
    expect(await screen.findByText('A transfer was interrupted. Add the same files to resume it where it stopped.')).toBeTruthy()
    expect(screen.queryByLabelText('Passphrase for the recipients')).toBeNull()
    fireEvent.change(screen.getByTestId('transfer-files'), { target: { files: [picked()[1]!.file] } })
    const resume = screen.getByRole('button', { name: 'Resume the transfer' }) as HTMLButtonElement
    await waitFor(() => expect(resume.disabled).toBe(false))
    fireEvent.click(resume)
    // The upload view, under the sender's own name (jsdom has no upload server: it ends there, failed).
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Resume the transfer' })).toBeNull(), { timeout: 20_000 })
    expect(await screen.findByText('lettre.txt')).toBeTruthy()
    expect(screen.queryByText('The files could not be encrypted in this browser. Nothing was sent.')).toBeNull()
    // The same draft goes on: no second transfer is created; the upload is the same opaque id.
    expect(second.requests.some((r) => r.method === 'POST' && r.url.includes('/transfer/'))).toBe(false)
    // The upload the resumed page remembers is the interrupted one: same opaque id, same encrypted size (tus's fingerprint).
    const remembered = JSON.parse(localStorage.getItem(`${RESUME_PREFIX}b7`) ?? '{"files":{}}') as { files: Record<string, unknown> }
    expect(Object.keys(remembered.files)).toEqual([fileFingerprint('b7', { relativePath: firstIds[0]!, size: encryptedSize(8), lastModified: 0 })])

    // Nothing either page sent carries the key (base64url, hex or base64) or the passphrase: URL, headers, body.
    const key = fromBase64Url(stored.e2e.key)
    const secrets = [stored.e2e.key, toHex(key), btoa(String.fromCharCode(...key)), toBase64Url(key).slice(0, 20), PASSPHRASE]
    for (const request of [...first.requests, ...second.requests]) {
      const text = [request.url, ...[...request.headers].map(([name, value]) => `${name}: ${value}`), await request.clone().text()].join('\n')
      for (const secret of secrets) expect(text).not.toContain(secret)
    }

    // Discarding the interrupted transfer forgets its key material; so does a draft too old to resume.
    second.view.unmount()
    cleanup()
    await renderApp('/en/transfer', { api })
    fireEvent.click(await screen.findByRole('button', { name: 'Abandon this transfer' }))
    await waitFor(() => expect(localStorage.getItem('sceau.transfer.draft')).toBeNull())
    cleanup()
    localStorage.setItem('sceau.transfer.draft', JSON.stringify({ ...stored, savedAt: Date.now() - 21 * 3600_000 }))
    await renderApp('/en/transfer', { api })
    await screen.findByLabelText('End-to-end encrypted')
    expect(screen.queryByText('A transfer was interrupted. Add the same files to resume it where it stopped.')).toBeNull()
    expect(localStorage.getItem('sceau.transfer.draft')).toBeNull()
  }, 60_000)
})
