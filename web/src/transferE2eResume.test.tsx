/*
 * An end-to-end encrypted transfer interrupted by a reload resumes like a plain one (issue 29; docs/e2e-format.md §8):
 * the browser keeps the key material with the draft, never sends it, and encrypts the files range by range as tus
 * sends them, so a resumed page never reads a finished file and encrypts the unfinished one from its offset only.
 * The card runs against a tus stand-in (XMLHttpRequest, as tus-js-client speaks it in browsers) to count the reads,
 * the encryptions and the bytes sent; the key material is gone once sent, cancelled, discarded or 20 hours old.
 */
import { createHash } from 'node:crypto'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fileFingerprint } from '@sceau/api-client/uploads'
import { DEFAULT_CHUNK_SIZE, decryptManifest, encryptedSize, fromBase64Url, toBase64Url, toHex } from '@sceau/e2e'
import { resealFiles, sealFiles, type SealPlan } from '../../plugins/transfer/web/e2e/sealFiles'
import { member, renderApp, reply, type ApiAnswer } from './test/renderApp'
import { anonymousCapabilities, memberCapabilities, savedDraft, transferLimits } from './test/fixtures'

// Node resolves tus-js-client's Node build, whose requests go through node:http: the browsers' build speaks XMLHttpRequest.
vi.mock('../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/node/index.js', () =>
  vi.importActual('../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.esm/browser/index.js')
)

const RESUME_PREFIX = 'sceau.uploads.'
const DRAFT_KEY = 'sceau.transfer.draft'
const PASSPHRASE = 'correct horse battery staple'
const BIG = new Uint8Array(200_000).map((_, i) => (i * 7) % 251)
const LETTER = 'a letter'
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex')

/** The picked files; each one's reads are counted (plaintext bytes asked of it, and from where). */
function picked() {
  const files = [
    { file: new File([BIG], 'big.bin', { lastModified: 1 }), relativePath: 'dossier/big.bin' },
    { file: new File([LETTER], 'lettre.txt', { lastModified: 2 }), relativePath: 'dossier/lettre.txt' },
  ]
  const reads = files.map(({ file }) => {
    const read = { bytes: 0, from: Infinity }
    const slice = file.slice.bind(file)
    vi.spyOn(file, 'slice').mockImplementation((start = 0, end = file.size) => {
      read.bytes += Math.min(end, file.size) - start
      read.from = Math.min(read.from, start)
      return slice(start, end)
    })
    return read
  })
  return { files, reads }
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())
async function readAll(source: { size: number; slice(start: number, end: number): Promise<Blob | Uint8Array> }, from = 0, range = 50_000) {
  const parts: Uint8Array[] = []
  for (let start = from; start < source.size; start += range) {
    const part = await source.slice(start, Math.min(source.size, start + range))
    parts.push(part instanceof Uint8Array ? part : await bytesOf(part))
  }
  return Buffer.concat(parts)
}

/**
 * tus as the platform answers it, in memory, behind the XMLHttpRequest tus-js-client uses in browsers. `hold`
 * decides a PATCH's fate: 'cut' keeps `cut` bytes and drops the connection, 'hang' never answers (the tab closes).
 */
class TusStandIn {
  uploads = new Map<string, { id: string; path: string; length: number; offset: number }>()
  patches: { session: number; path: string; offset: number; bytes: number }[] = []
  creates: { session: number; length: number }[] = []
  session = 1
  hold: (upload: { length: number; offset: number }) => 'cut' | 'hang' | 'pass' = () => 'pass'
  cut = 0

  install() {
    const handle = this.handle.bind(this)
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null }
        onload: (() => void) | null = null
        onerror: ((error: unknown) => void) | null = null
        status = 0
        responseText = ''
        #method = ''
        #url = ''
        #request: Record<string, string> = {}
        #response: Record<string, string> = {}
        open(method: string, url: string) {
          this.#method = method
          this.#url = url
        }
        setRequestHeader(name: string, value: string) {
          this.#request[name.toLowerCase()] = value
        }
        getResponseHeader(name: string) {
          return this.#response[name.toLowerCase()] ?? null
        }
        abort() {}
        send(body: Blob | Uint8Array | null) {
          void handle(this.#method, this.#url, this.#request, body).then((answer) => {
            if (!answer) return
            this.status = answer.status
            this.#response = answer.headers
            if (answer.status === 0) this.onerror?.(new Error('connection dropped'))
            else this.onload?.()
          })
        }
      }
    )
  }

  async handle(method: string, url: string, headers: Record<string, string>, body: Blob | Uint8Array | null) {
    const path = new URL(url, 'http://localhost').pathname
    const tus = { 'tus-resumable': '1.0.0' }
    if (method === 'POST') {
      const id = `u${this.uploads.size + 1}`
      const metadata = Object.fromEntries((headers['upload-metadata'] ?? '').split(',').map((pair) => pair.split(' ')))
      const length = Number(headers['upload-length'])
      this.uploads.set(`/api/v2/uploads/${id}`, { id, path: atob(metadata.relativePath ?? ''), length, offset: 0 })
      this.creates.push({ session: this.session, length })
      return { status: 201, headers: { ...tus, location: `/api/v2/uploads/${id}` } }
    }
    const upload = this.uploads.get(path)
    if (!upload) return { status: 404, headers: tus }
    const offsets = { ...tus, 'upload-offset': String(upload.offset), 'upload-length': String(upload.length) }
    if (method === 'HEAD') return { status: 200, headers: offsets }
    if (method === 'DELETE') {
      this.uploads.delete(path)
      return { status: 204, headers: tus }
    }
    if (Number(headers['upload-offset']) !== upload.offset) return { status: 409, headers: offsets }
    const bytes = body === null ? 0 : 'byteLength' in body ? body.byteLength : body.size
    const fate = this.hold(upload)
    if (fate === 'hang') return null
    const kept = fate === 'cut' ? Math.min(this.cut, bytes) : bytes
    upload.offset += kept
    this.patches.push({ session: this.session, path, offset: upload.offset - kept, bytes: kept })
    if (fate === 'cut') return { status: 0, headers: {} }
    return { status: 204, headers: { ...tus, 'upload-offset': String(upload.offset) } }
  }

  /** GET /uploads: the batch's files as the platform lists them. */
  list(): ApiAnswer {
    return () =>
      reply(200, {
        batchId: 'b7',
        open: true,
        files: [...this.uploads.values()].map((u) => ({
          id: u.id,
          path: u.path,
          size: u.length,
          receivedBytes: u.offset,
          state: u.offset === u.length ? 'ready' : 'uploading',
          rejectReason: null,
        })),
      })
  }
}

const draft = savedDraft(null)

/** A signed-in member's card (no code to confirm): the scripted API, the tus stand-in, and the send call's body. */
function memberApi(tus: TusStandIn) {
  const sent: { e2e?: { manifest: string; commitments: { id: string; commitment: string }[] } }[] = []
  const api: Record<string, ApiAnswer> = {
    'GET /users/me': reply(200, member),
    'GET /transfer/limits': reply(200, transferLimits),
    'GET /transfer/capabilities': reply(200, memberCapabilities({ tier: 'free', maxBytes: 4 * 1024 ** 3 })),
    'POST /transfer/transfers': reply(201, draft),
    'GET /uploads': tus.list(),
    'POST /transfer/drafts/7/send': async (request) => {
      sent.push(await request.clone().json())
      return reply(200, {
        id: '7',
        link: 'http://localhost/download/AbCdEfGhIjKlMnOpQrStUv',
        expireAt: '2026-12-06T10:00:00.000Z',
        files: 2,
        bytes: 1,
        dropped: 0,
      })
    },
    'DELETE /transfer/drafts/7': reply(204),
  }
  return { api, sent }
}

/** Fills the card (link mode, encrypted) with `files` and submits it. */
async function submitEncrypted(files: File[]) {
  fireEvent.click(await screen.findByLabelText('By link'))
  fireEvent.click(screen.getByLabelText('End-to-end encrypted'))
  fireEvent.change(screen.getByTestId('transfer-files'), { target: { files } })
  fireEvent.click(screen.getByRole('button', { name: 'Transfer' }))
}

const stored = () => JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as { draft: { id: string }; savedAt: number; e2e: SealPlan } | null

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('an encrypted upload resumed after a reload', () => {
  it('link mode: the sources give the same ciphertext again from the kept plan, from any offset; nothing is read before tus asks', async () => {
    const first = picked()
    const sealed = await sealFiles(first.files, null)
    // Planned only: no byte read, no chunk encrypted yet.
    expect(first.reads.map((r) => r.bytes)).toEqual([0, 0])
    expect(sealed.files.map((f) => f.source.size)).toEqual([encryptedSize(BIG.length), encryptedSize(LETTER.length)])
    const before = await Promise.all(sealed.files.map((f) => readAll(f.source)))
    expect(sealed.plan.files.map((f) => f.sha256)).toEqual([sha256(BIG), sha256(LETTER)])
    // What a reload keeps goes through JSON (localStorage).
    const plan = JSON.parse(JSON.stringify(sealed.plan)) as SealPlan
    const again = await resealFiles(picked().files, plan)
    expect(again.files.map((f) => f.relativePath)).toEqual(sealed.files.map((f) => f.relativePath))
    expect(again.fragment).toBe(sealed.fragment)
    expect(again.names).toEqual(sealed.names)
    for (const [index, source] of again.files.entries()) {
      // tus asks for the rest from the offset the server holds: those bytes are the ones the interrupted upload was sending.
      const offset = Math.floor(source.source.size / 3)
      expect(toHex(await readAll(source.source, offset))).toBe(toHex(before[index]!.subarray(offset)))
    }
    // The send call's manifest names the files with the SHA-256 of their plaintext.
    const { manifest } = await decryptManifest(fromBase64Url((await again.e2e()).manifest), { key: fromBase64Url(plan.key) })
    expect(manifest.files.map((f) => [f.path, f.sha256])).toEqual([
      ['dossier/big.bin', sha256(BIG)],
      ['dossier/lettre.txt', sha256(LETTER)],
    ])
    // A fresh transfer of the same files draws new secrets: nothing is reused across transfers.
    const other = await sealFiles(picked().files, null)
    expect(other.plan.key).not.toBe(sealed.plan.key)
    expect(other.plan.files.map((f) => f.noncePrefix)).not.toEqual(sealed.plan.files.map((f) => f.noncePrefix))
  })

  it('passphrase mode: the plan keeps the derived key and its Argon2id salt, not the passphrase, and the recipient still opens it with the passphrase', async () => {
    const first = await sealFiles(picked().files, PASSPHRASE)
    expect(first.fragment).toBeNull()
    expect(JSON.stringify(first.plan)).not.toContain(PASSPHRASE)
    expect(first.plan.argon2id).toMatchObject({ memoryKiB: 65_536, iterations: 3, parallelism: 1 })
    const again = await resealFiles(picked().files, JSON.parse(JSON.stringify(first.plan)) as SealPlan)
    for (const [index, sealed] of first.files.entries()) expect(toHex(await readAll(again.files[index]!.source))).toBe(toHex(await readAll(sealed.source)))
    const { manifest } = await decryptManifest(fromBase64Url((await again.e2e()).manifest), { passphrase: PASSPHRASE })
    expect(manifest.files.map((f) => f.path)).toEqual(['dossier/big.bin', 'dossier/lettre.txt'])
  }, 30_000)

  it('a file whose size or date changed since, or one the transfer did not have, is refused rather than sent under the old ids', async () => {
    const { plan } = await sealFiles(picked().files, null)
    await expect(resealFiles([{ file: new File(['a lettre!'], 'lettre.txt', { lastModified: 2 }), relativePath: 'dossier/lettre.txt' }], plan)).rejects.toThrow(
      /changed/
    )
    await expect(resealFiles([{ file: new File([LETTER], 'lettre.txt', { lastModified: 3 }), relativePath: 'dossier/lettre.txt' }], plan)).rejects.toThrow(
      /changed/
    )
    await expect(resealFiles([{ file: new File(['x'], 'x.txt'), relativePath: 'x.txt' }], plan)).rejects.toThrow(/not a file/)
  })

  it('the card: a tab cut mid-upload resumes without reading the finished file, encrypting the unfinished one from its offset only; once sent the key material is gone', async () => {
    const tus = new TusStandIn()
    tus.install()
    const { api, sent } = memberApi(tus)
    const BIG_LENGTH = encryptedSize(BIG.length)
    tus.cut = 70_000
    // The big file's first PATCH is cut after 70 000 bytes; its retry never gets an answer (the tab closes).
    tus.hold = (upload) => (upload.length !== BIG_LENGTH ? 'pass' : upload.offset === 0 ? 'cut' : 'hang')
    const first = await renderApp('/en/transfer', { api })
    await submitEncrypted(picked().files.map((f) => f.file))
    await waitFor(() => expect(tus.uploads.size).toBe(2))
    await waitFor(() => expect([...tus.uploads.values()].map((u) => u.offset).sort((a, b) => a - b)).toEqual([encryptedSize(LETTER.length), 70_000]))
    await waitFor(() => expect(JSON.parse(localStorage.getItem(`${RESUME_PREFIX}b7`) ?? '{"files":{}}').files).toBeTruthy())
    const kept = stored()!
    expect(kept.e2e.key).toMatch(/^[A-Za-z0-9_-]{43}$/)

    // Reload: a new page over the same storage, the same files added again.
    first.view.unmount()
    cleanup()
    tus.session = 2
    tus.hold = () => 'pass'
    const second = await renderApp('/en/transfer', { api })
    expect(await screen.findByText('A transfer was interrupted. Add the same files to resume it where it stopped.')).toBeTruthy()
    expect(screen.getByTestId('transfer-resume-key').textContent).toBe(
      'Its encryption key stays in this browser until the transfer is sent, 20 hours at most after it began, then it is removed. Abandoning this transfer removes it now.'
    )
    const again = picked()
    const encrypt = vi.spyOn(globalThis.crypto.subtle, 'encrypt')
    fireEvent.change(screen.getByTestId('transfer-files'), { target: { files: again.files.map((f) => f.file) } })
    const resume = screen.getByRole('button', { name: 'Resume the transfer' }) as HTMLButtonElement
    await waitFor(() => expect(resume.disabled).toBe(false))
    fireEvent.click(resume)
    await screen.findByRole('heading', { name: 'Transfer complete' }, { timeout: 30_000 })

    // The finished letter: never read again. The big file: read and encrypted from the chunk of its offset on.
    const fromChunk = Math.floor((70_000 - 22) / (DEFAULT_CHUNK_SIZE + 16))
    const chunks = Math.ceil(BIG.length / DEFAULT_CHUNK_SIZE)
    expect(again.reads[1]!.bytes).toBe(0)
    expect(again.reads[0]!.from).toBe(fromChunk * DEFAULT_CHUNK_SIZE)
    expect(again.reads[0]!.bytes).toBe(BIG.length - fromChunk * DEFAULT_CHUNK_SIZE)
    // Encryptions: the big file's chunks from that one on, and the manifest (one chunk); a start over would be chunks + 2.
    expect(encrypt).toHaveBeenCalledTimes(chunks - fromChunk + 1)
    // Sent: no new upload; only the big file's missing bytes.
    expect(tus.creates.filter((c) => c.session === 2)).toEqual([])
    const resumed = tus.patches.filter((p) => p.session === 2)
    expect(resumed.map((p) => [p.offset, p.bytes])).toEqual([[70_000, BIG_LENGTH - 70_000]])
    // The manifest the send call carried names both files with their plaintext SHA-256 (the one read before the reload included).
    const { manifest } = await decryptManifest(fromBase64Url(sent[0]!.e2e!.manifest), { key: fromBase64Url(kept.e2e.key) })
    expect(manifest.files.map((f) => [f.path, f.sha256])).toEqual([
      ['big.bin', sha256(BIG)],
      ['lettre.txt', sha256(LETTER)],
    ])
    expect((screen.getByTestId('transfer-link') as HTMLInputElement).value).toBe(`http://localhost/download/AbCdEfGhIjKlMnOpQrStUv#k=${kept.e2e.key}`)
    // Sent: the key material is gone from this browser's storage, and nothing writes it back.
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()

    // No request of either page carried the key (base64url, hex or base64).
    const key = fromBase64Url(kept.e2e.key)
    const secrets = [kept.e2e.key, toHex(key), btoa(String.fromCharCode(...key)), toBase64Url(key).slice(0, 20)]
    for (const request of [...first.requests, ...second.requests]) {
      const text = [request.url, ...[...request.headers].map(([name, value]) => `${name}: ${value}`), await request.clone().text()].join('\n')
      for (const secret of secrets) expect(text).not.toContain(secret)
    }
  }, 60_000)

  it('the card: cancelling an encrypted upload removes the key material, and the range still being encrypted does not write it back', async () => {
    const tus = new TusStandIn()
    tus.install()
    const { api } = memberApi(tus)
    tus.hold = (upload) => (upload.length === encryptedSize(BIG.length) ? 'hang' : 'pass')
    await renderApp('/en/transfer', { api })
    expect(await screen.findByText(/^The key stays in this browser until the transfer is sent, 20 hours at most/)).toBeTruthy()
    await submitEncrypted(picked().files.map((f) => f.file))
    await waitFor(() => expect(stored()?.e2e.files.some((f) => f.hashed !== null)).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
  }, 60_000)

  it('the card: the draft keeps the key material in this browser only, never the passphrase; discarding it or 20 hours remove it', async () => {
    const api = {
      'GET /transfer/limits': reply(200, transferLimits),
      'GET /transfer/capabilities': reply(200, anonymousCapabilities),
      'POST /transfer/guest-transfers': reply(201, draft),
    }
    const first = await renderApp('/en/transfer', { api })
    fireEvent.click(await screen.findByLabelText('End-to-end encrypted'))
    fireEvent.change(screen.getByTestId('transfer-files'), { target: { files: [picked().files[1]!.file] } })
    fireEvent.change(screen.getByLabelText('Your email address'), { target: { value: 'ada@example.org' } })
    fireEvent.change(screen.getByLabelText('Recipients'), { target: { value: 'bob@example.org' } })
    fireEvent.change(await screen.findByLabelText('Passphrase for the recipients'), { target: { value: PASSPHRASE } })
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }))
    await waitFor(() => expect(first.requests.some((r) => r.method === 'POST' && r.url.endsWith('/transfer/guest-transfers'))).toBe(true), { timeout: 20_000 })
    await waitFor(() => expect(stored()?.e2e).toBeTruthy())
    const kept = stored()!
    expect(kept.draft.id).toBe('7')
    expect(kept.e2e.key).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(localStorage.getItem(DRAFT_KEY)).not.toContain(PASSPHRASE)
    // The upload the page remembers: the opaque id, the encrypted size (tus's fingerprint).
    const remembered = JSON.parse(localStorage.getItem(`${RESUME_PREFIX}b7`) ?? '{"files":{}}') as { files: Record<string, unknown> }
    expect(Object.keys(remembered.files)).toEqual([
      fileFingerprint('b7', { relativePath: kept.e2e.files[0]!.id, size: encryptedSize(LETTER.length), lastModified: 0 }),
    ])
    for (const request of first.requests) expect(await request.clone().text()).not.toContain(PASSPHRASE)

    // Discarding the interrupted transfer forgets its key material; so does a draft too old to resume.
    first.view.unmount()
    cleanup()
    await renderApp('/en/transfer', { api })
    expect(screen.queryByLabelText('Passphrase for the recipients')).toBeNull()
    fireEvent.click(await screen.findByRole('button', { name: 'Abandon this transfer' }))
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull())
    cleanup()
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...kept, savedAt: Date.now() - 20 * 3600_000 - 1000 }))
    await renderApp('/en/transfer', { api })
    await screen.findByLabelText('End-to-end encrypted')
    expect(screen.queryByText('A transfer was interrupted. Add the same files to resume it where it stopped.')).toBeNull()
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
  }, 60_000)
})
