/*
 * End-to-end encrypted transfers in the real app (docs/e2e-format.md): the recipient's page opens a
 * transfer made with @sceau/e2e and a real RFC 3161 token, saves a file only once it checks out, refuses
 * an altered one, asks for the passphrase in e-mail mode; the sender's card offers the option.
 */
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  collect,
  commitmentListDigest,
  commitmentsOf,
  encryptFile,
  encryptManifest,
  keyToFragment,
  masterForSending,
  streamOf,
  toBase64Url,
  type E2eSecret,
} from '@sceau/e2e'
import { createTimeStampRequest, createTsaSigner, generateTsaCredentials, sha256Sync, verifyE2eProof, type TsaSigner } from '@sceau/proof'
import { unzip } from '@sceau/testing/unzip'
import { renderApp, reply } from './test/renderApp'
import { anonymousCapabilities, DOWNLOAD_TOKEN, downloadView, transferLimits } from './test/fixtures'

const FILES: Record<string, Uint8Array> = {
  'dossier/lettre.txt': new TextEncoder().encode('Bonjour, voici la lettre.\n'),
  // Several 64 KiB chunks, the last one partial.
  'dossier/annexe.bin': Uint8Array.from({ length: 200_000 }, (_, i) => (i * 7) % 251),
}
const CERTIFIED = new Date('2026-11-20T10:00:00Z')
// Small Argon2id parameters keep the test fast; the recipient reads them from the manifest header.
const ARGON2ID = { memoryKiB: 1024, iterations: 1, parallelism: 1 }

let signer: TsaSigner
let chainPem: string

beforeAll(async () => {
  // Valid before CERTIFIED, the tokens' fixed time (a file's proof checks the TSA certificate then).
  const credentials = await generateTsaCredentials({ notBefore: new Date('2026-01-01T00:00:00Z') })
  signer = await createTsaSigner({ certificatePem: credentials.tsa.certificatePem, privateKeyPem: credentials.tsa.privateKeyPem })
  chainPem = credentials.tsa.certificatePem + credentials.root.certificatePem
})

afterEach(() => {
  window.location.hash = ''
})

/** An encrypted transfer as the server gives it: ciphertexts by file id, the view with manifest, commitments and token. */
async function encryptedTransfer(secret: E2eSecret, commitmentsSigned?: { id: string; commitment: string }[]) {
  const master = await masterForSending(secret, { argon2id: ARGON2ID })
  const entries = []
  const ciphertexts: Record<string, Uint8Array> = {}
  for (const [path, bytes] of Object.entries(FILES)) {
    const encrypted = encryptFile(master, { path })
    const sealed = await collect(streamOf(bytes).pipeThrough(encrypted.stream))
    const entry = await encrypted.entry
    entries.push(entry)
    ciphertexts[String(entries.length)] = sealed
  }
  const commitments = await commitmentsOf({ files: entries })
  const signed = await signer.sign(createTimeStampRequest(await commitmentListDigest(commitmentsSigned ?? commitments)).der, { genTime: CERTIFIED })
  const view = {
    ...downloadView(false),
    fileCount: entries.length,
    files: entries.map((entry, index) => ({
      id: String(index + 1),
      path: entry.id,
      name: entry.id,
      size: ciphertexts[String(index + 1)].length,
      mime: 'application/octet-stream',
      state: 'ready',
      sha256: null,
    })),
    e2e: {
      manifest: toBase64Url(await encryptManifest(master, entries)),
      commitments,
      timestamp: { token: btoa(String.fromCharCode(...signed.token!)), genTime: CERTIFIED.toISOString(), qualified: false },
      tsaChain: chainPem,
      anchor: null,
    },
  }
  return { view, ciphertexts }
}

/** showSaveFilePicker as Chromium has it: the chosen file changes only when the writable is closed. */
function savePicker() {
  const saved: { name: string; bytes: Uint8Array[]; closed: boolean; aborted: boolean }[] = []
  vi.stubGlobal('showSaveFilePicker', async ({ suggestedName }: { suggestedName: string }) => {
    const file = { name: suggestedName, bytes: [] as Uint8Array[], closed: false, aborted: false }
    saved.push(file)
    return {
      createWritable: async () =>
        new WritableStream<Uint8Array>({
          write: (chunk) => void file.bytes.push(chunk),
          close: () => void (file.closed = true),
          abort: () => void (file.aborted = true),
        }),
    }
  })
  return saved
}

// Hex, so bytes compare alike whichever realm (jsdom's or Node's) made their array.
const hexOf = (parts: Uint8Array[]) => parts.map((part) => Buffer.from(part).toString('hex')).join('')

function api(view: unknown, ciphertexts: Record<string, Uint8Array>) {
  const answers: Record<string, (request: Request) => Response> = {
    'GET /users/me': () => reply(401, { error: { code: 'E_UNAUTHORIZED', message: 'Log in' } }),
    [`GET /transfer/downloads/${DOWNLOAD_TOKEN}`]: () => reply(200, view),
  }
  for (const [id, bytes] of Object.entries(ciphertexts)) answers[`GET /transfer/downloads/${DOWNLOAD_TOKEN}/files/${id}`] = () => new Response(bytes.slice())
  return answers
}

describe('end-to-end encrypted transfer, recipient', () => {
  it('link mode: the key from the fragment opens the files; a saved file is written whole, then said identical to what was certified', async () => {
    const key = crypto.getRandomValues(new Uint8Array(32))
    const { view, ciphertexts } = await encryptedTransfer({ key })
    window.location.hash = `#${keyToFragment(key)}`
    const saved = savePicker()
    await renderApp(`/en/download/${DOWNLOAD_TOKEN}`, { api: api(view, ciphertexts) })

    const list = await screen.findByTestId('e2e-files', {}, { timeout: 8000 })
    expect(within(list).getByText('dossier/lettre.txt', { exact: false })).toBeTruthy()
    expect(screen.queryByText(/Identical to what the sender certified/)).toBeNull()
    fireEvent.click(within(list).getByRole('button', { name: 'Save annexe.bin' }))
    const identical = await screen.findByText(/^Identical to what the sender certified on /)
    expect(identical.closest('[data-e2e-file]')?.getAttribute('data-e2e-file')).toBe('dossier/annexe.bin')
    expect(saved).toHaveLength(1)
    expect(saved[0]).toMatchObject({ name: 'annexe.bin', closed: true, aborted: false })
    expect(hexOf(saved[0].bytes)).toBe(hexOf([FILES['dossier/annexe.bin']]))
  })

  it('a saved file’s proof (docs/e2e-format.md §7): made in the browser, its name only when ticked, verified offline over the real token', async () => {
    const key = crypto.getRandomValues(new Uint8Array(32))
    const { view, ciphertexts } = await encryptedTransfer({ key })
    window.location.hash = `#${keyToFragment(key)}`
    savePicker()
    // What the page hands the browser as downloads.
    const offered: { name: string; blob: Blob }[] = []
    const blobs = new Map<string, Blob>()
    const { createObjectURL, revokeObjectURL } = URL
    URL.createObjectURL = (blob: Blob) => {
      const href = `blob:proof-${blobs.size}`
      blobs.set(href, blob)
      return href
    }
    URL.revokeObjectURL = () => {}
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      offered.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! })
    })
    await renderApp(`/en/download/${DOWNLOAD_TOKEN}`, { api: api(view, ciphertexts) })

    const list = await screen.findByTestId('e2e-files', {}, { timeout: 8000 })
    // No proof before the file checked out.
    expect(within(list).queryByRole('button', { name: /^Save the proof/ })).toBeNull()
    fireEvent.click(within(list).getByRole('button', { name: 'Save lettre.txt' }))
    const proofButton = await within(list).findByRole('button', { name: 'Save the proof of lettre.txt' })
    expect(within(list).queryByRole('button', { name: 'Save the proof of annexe.bin' })).toBeNull()

    fireEvent.click(proofButton)
    await vi.waitFor(() => expect(offered).toHaveLength(1))
    const anonymous = new Uint8Array(await offered[0]!.blob.arrayBuffer())
    expect(offered[0]!.name).toMatch(/^[0-9a-f]{12}\.sceau-proof\.zip$/)
    const lettre = FILES['dossier/lettre.txt']
    const checked = await verifyE2eProof(anonymous, { fileSha256: sha256Sync(lettre), fileSize: lettre.length })
    expect(checked.ok, JSON.stringify(checked.layers)).toBe(true)
    expect(checked.certifiedAt).toBe(CERTIFIED.toISOString())
    // The opening of that file alone, without its name.
    expect(checked.opening?.file).toBeNull()
    expect(checked.opening?.sha256).toBe(Buffer.from(sha256Sync(lettre)).toString('hex'))
    expect((await verifyE2eProof(anonymous, { fileSha256: sha256Sync(FILES['dossier/annexe.bin']) })).layers.file.ok).toBe(false)

    // Ticked: the path and size are in the proof, and the ZIP is named after the file.
    fireEvent.click(within(list).getByLabelText('Put the file’s name in the proof'))
    fireEvent.click(proofButton)
    await vi.waitFor(() => expect(offered).toHaveLength(2))
    expect(offered[1]!.name).toBe('lettre.txt.sceau-proof.zip')
    const named = new Uint8Array(await offered[1]!.blob.arrayBuffer())
    const namedCheck = await verifyE2eProof(named, { fileSha256: sha256Sync(lettre), fileSize: lettre.length })
    expect(namedCheck.ok).toBe(true)
    expect(namedCheck.opening?.file).toEqual({ path: 'dossier/lettre.txt', size: lettre.length })
    click.mockRestore()
    Object.assign(URL, { createObjectURL, revokeObjectURL })
  })

  it('"Save all" writes every file into the chosen folder, in the transfer’s own folders', async () => {
    const key = crypto.getRandomValues(new Uint8Array(32))
    const { view, ciphertexts } = await encryptedTransfer({ key })
    window.location.hash = `#${keyToFragment(key)}`
    // An in-memory folder with the File System Access API's shape: a file's bytes count once its writable is closed.
    const written = new Map<string, Uint8Array[]>()
    const folder = (prefix: string): unknown => ({
      getDirectoryHandle: async (name: string) => folder(`${prefix}${name}/`),
      getFileHandle: async (name: string) => ({
        createWritable: async () => {
          const parts: Uint8Array[] = []
          return new WritableStream<Uint8Array>({ write: (chunk) => void parts.push(chunk), close: () => void written.set(`${prefix}${name}`, parts) })
        },
      }),
    })
    vi.stubGlobal('showDirectoryPicker', async () => folder(''))
    await renderApp(`/en/download/${DOWNLOAD_TOKEN}`, { api: api(view, ciphertexts) })

    fireEvent.click(await screen.findByRole('button', { name: 'Save all (2)' }, { timeout: 8000 }))
    await vi.waitFor(() => expect(screen.getAllByText(/^Identical to what the sender certified on /)).toHaveLength(2))
    expect([...written.keys()].sort()).toEqual(['dossier/annexe.bin', 'dossier/lettre.txt'])
    for (const [path, bytes] of Object.entries(FILES)) expect(hexOf(written.get(path)!)).toBe(hexOf([bytes]))
  })

  it('a selection, then everything, as a ZIP through the save dialog: the transfer’s folders, each file checked, said identical', async () => {
    const key = crypto.getRandomValues(new Uint8Array(32))
    const { view, ciphertexts } = await encryptedTransfer({ key })
    window.location.hash = `#${keyToFragment(key)}`
    const saved = savePicker()
    await renderApp(`/en/download/${DOWNLOAD_TOKEN}`, { api: api(view, ciphertexts) })

    const list = await screen.findByTestId('e2e-files', {}, { timeout: 8000 })
    expect(screen.queryByRole('button', { name: /selection as a ZIP/ })).toBeNull()
    fireEvent.click(within(list).getByLabelText('Select dossier/annexe.bin'))
    expect(screen.getByText('1 file selected')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Download the selection as a ZIP (1)' }))
    expect(await screen.findByText(/^ZIP saved: its file is identical to what the sender certified on /)).toBeTruthy()
    expect(saved[0]).toMatchObject({ name: `${view.title}.zip`, closed: true, aborted: false })
    const selection = await unzip(Buffer.concat(saved[0]!.bytes))
    expect([...selection.keys()]).toEqual(['dossier/annexe.bin'])
    expect(hexOf([selection.get('dossier/annexe.bin')!])).toBe(hexOf([FILES['dossier/annexe.bin']]))
    expect(screen.getAllByText(/^Identical to what the sender certified on /)).toHaveLength(1)

    fireEvent.click(screen.getByLabelText('Select all'))
    expect(screen.getByText('2 files selected')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Download all as a ZIP' }))
    expect(await screen.findByText(/^ZIP saved: its 2 files are identical to what the sender certified on /)).toBeTruthy()
    const all = await unzip(Buffer.concat(saved[1]!.bytes))
    expect([...all.keys()].sort()).toEqual(Object.keys(FILES).sort())
    for (const [path, bytes] of Object.entries(FILES)) expect(hexOf([all.get(path)!])).toBe(hexOf([bytes]))
    expect(screen.getAllByText(/^Identical to what the sender certified on /)).toHaveLength(2)
  })

  it('an altered file aborts the whole ZIP, named; without a save dialog or service worker the Blob is never offered', async () => {
    const key = crypto.getRandomValues(new Uint8Array(32))
    const { view, ciphertexts } = await encryptedTransfer({ key })
    ciphertexts['2'][1000] ^= 1
    window.location.hash = `#${keyToFragment(key)}`
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await renderApp(`/en/download/${DOWNLOAD_TOKEN}`, { api: api(view, ciphertexts) })

    // jsdom has neither showSaveFilePicker nor service workers: the page says what that means.
    expect(
      await screen.findByText('This browser decrypts in memory before saving: files and ZIPs over 512 MB cannot be saved here.', {}, { timeout: 8000 })
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Download all as a ZIP' }))
    const alert = await screen.findByTestId('e2e-zip-failed')
    expect(alert.textContent).toBe('The ZIP was not saved: dossier/annexe.bin was altered or is incomplete.')
    expect(alert.getAttribute('role')).toBe('alert')
    expect(click).not.toHaveBeenCalled()
    expect(screen.queryByText(/Identical to what the sender certified/)).toBeNull()
    expect(screen.queryByText(/^ZIP saved/)).toBeNull()
  })

  it('an altered ciphertext is refused: the file is not written and the page says why', async () => {
    const key = crypto.getRandomValues(new Uint8Array(32))
    const { view, ciphertexts } = await encryptedTransfer({ key })
    ciphertexts['2'][1000] ^= 1
    window.location.hash = `#${keyToFragment(key)}`
    const saved = savePicker()
    await renderApp(`/en/download/${DOWNLOAD_TOKEN}`, { api: api(view, ciphertexts) })

    fireEvent.click(await screen.findByRole('button', { name: 'Save annexe.bin' }, { timeout: 8000 }))
    const alert = await screen.findByText('This file was altered or is incomplete: it was not saved.')
    expect(alert.getAttribute('role')).toBe('alert')
    expect(saved[0]).toMatchObject({ closed: false, aborted: true })
    expect(screen.queryByText(/Identical to what the sender certified/)).toBeNull()
  })

  it('a truncated ciphertext is refused the same way', async () => {
    const key = crypto.getRandomValues(new Uint8Array(32))
    const { view, ciphertexts } = await encryptedTransfer({ key })
    ciphertexts['2'] = ciphertexts['2'].slice(0, 22 + 65_536 + 16)
    window.location.hash = `#${keyToFragment(key)}`
    const saved = savePicker()
    await renderApp(`/en/download/${DOWNLOAD_TOKEN}`, { api: api(view, ciphertexts) })

    fireEvent.click(await screen.findByRole('button', { name: 'Save annexe.bin' }, { timeout: 8000 }))
    expect(await screen.findByText('This file was altered or is incomplete: it was not saved.')).toBeTruthy()
    expect(saved[0]).toMatchObject({ closed: false, aborted: true })
  })

  it('a link without its key, or a token over other commitments, opens nothing', async () => {
    const key = crypto.getRandomValues(new Uint8Array(32))
    const { view, ciphertexts } = await encryptedTransfer({ key })
    const first = await renderApp(`/en/download/${DOWNLOAD_TOKEN}`, { api: api(view, ciphertexts) })
    expect(
      await screen.findByText('The link is incomplete: the key after the # is missing. Ask the sender for the whole link.', {}, { timeout: 8000 })
    ).toBeTruthy()
    first.view.unmount()

    const other = await encryptedTransfer({ key }, [{ id: '0'.repeat(32), commitment: '1'.repeat(64) }])
    window.location.hash = `#${keyToFragment(key)}`
    await renderApp(`/en/download/${DOWNLOAD_TOKEN}`, { api: api(other.view, other.ciphertexts) })
    expect(await screen.findByText('The certification of this transfer does not match its files: nothing can be opened.', {}, { timeout: 8000 })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Save / })).toBeNull()
  })

  it('e-mail mode: the passphrase is asked for; a wrong one says so, the right one opens the files', async () => {
    const { view, ciphertexts } = await encryptedTransfer({ passphrase: 'correct horse battery' })
    const saved = savePicker()
    await renderApp(`/en/download/${DOWNLOAD_TOKEN}`, { api: api(view, ciphertexts) })

    const open = await screen.findByRole('button', { name: 'Open' }, { timeout: 8000 })
    fireEvent.click(open)
    expect(await screen.findByText('Enter the passphrase.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Passphrase'), { target: { value: 'wrong horse battery' } })
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect((await screen.findByText('Wrong passphrase (or the transfer was altered).')).getAttribute('role')).toBe('alert')
    expect(screen.queryByTestId('e2e-files')).toBeNull()

    fireEvent.change(screen.getByLabelText('Passphrase'), { target: { value: 'correct horse battery' } })
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Save lettre.txt' }))
    expect(await screen.findByText(/^Identical to what the sender certified on /)).toBeTruthy()
    expect(hexOf(saved[0].bytes)).toBe(hexOf([FILES['dossier/lettre.txt']]))
  })
})

describe('end-to-end encrypted transfer, sender', () => {
  it('the card offers the option with a one-line explanation; by e-mail it asks for a passphrase and says it travels apart', async () => {
    const { requests } = await renderApp('/en/transfer', {
      api: {
        'GET /transfer/limits': reply(200, transferLimits),
        'GET /transfer/capabilities': reply(200, anonymousCapabilities),
      },
    })
    const option = (await screen.findByLabelText('End-to-end encrypted')) as HTMLInputElement
    expect(option.checked).toBe(false)
    expect(document.getElementById(option.getAttribute('aria-describedby')!)?.textContent).toMatch(/^Your browser encrypts the files and their names/)
    expect(screen.queryByLabelText('Passphrase for the recipients')).toBeNull()
    fireEvent.click(option)

    const passphrase = await screen.findByLabelText('Passphrase for the recipients')
    expect(screen.getByText(/Give this passphrase to your recipients another way/)).toBeTruthy()
    fireEvent.change(screen.getByTestId('transfer-files'), { target: { files: [new File(['hello'], 'a.txt')] } })
    fireEvent.change(screen.getByLabelText('Your email address'), { target: { value: 'ada@example.org' } })
    fireEvent.change(screen.getByLabelText('Recipients'), { target: { value: 'bob@example.org' } })
    fireEvent.change(passphrase, { target: { value: 'short' } })
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }))
    expect(await screen.findByText('At least 10 characters')).toBeTruthy()
    expect(requests.some((request) => request.method === 'POST')).toBe(false)

    // By link, the key goes in the link: no passphrase.
    fireEvent.click(screen.getByLabelText('By link'))
    expect(screen.queryByLabelText('Passphrase for the recipients')).toBeNull()
  })
})
