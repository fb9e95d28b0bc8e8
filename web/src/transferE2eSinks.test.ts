/*
 * Where the recipient's page writes a decrypted file or ZIP (plugins/transfer/web/download/saveSinks.ts,
 * docs/e2e-format.md §9): the save dialog when the browser has one, else the download service worker,
 * else a Blob offered only once closed, and refused above its limit. The worker itself runs in
 * Chromium (web/e2e/encrypted_transfer.e2e.test.ts); here it is replaced by what it would return.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BLOB_LIMIT, inPieces, openSink, PIECES_QUEUED, sinkKind, TooLargeError } from '../../plugins/transfer/web/download/saveSinks'

/** What the page handed the browser as Blob downloads. */
function blobDownloads() {
  const offered: { name: string; blob: Blob }[] = []
  const blobs = new Map<string, Blob>()
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const href = `blob:sink-${blobs.size}`
    blobs.set(href, blob as Blob)
    return href
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    offered.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! })
  })
  return offered
}

/** A browser with service workers (jsdom has none). */
function withServiceWorkers() {
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true })
  vi.stubGlobal('isSecureContext', true)
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

async function write(writable: WritableStream<Uint8Array>, text: string, end: 'close' | 'abort') {
  const writer = writable.getWriter()
  await writer.write(new TextEncoder().encode(text))
  if (end === 'close') await writer.close()
  else await writer.abort(new Error('altered'))
}

describe('where a decrypted file is written', () => {
  it('the save dialog first, asked before the size (which may load code) and even when service workers exist', async () => {
    withServiceWorkers()
    const asked: string[] = []
    const writable = new WritableStream<Uint8Array>()
    vi.stubGlobal('showSaveFilePicker', async ({ suggestedName }: { suggestedName: string }) => {
      asked.push(`picker ${suggestedName}`)
      return { createWritable: async () => writable }
    })
    const worker = vi.fn()
    const sink = await openSink(
      'dossier.zip',
      'application/zip',
      () => {
        asked.push('size')
        return 10
      },
      worker
    )
    expect(sinkKind()).toBe('picker')
    expect(sink).toEqual({ kind: 'picker', writable })
    expect(asked).toEqual(['picker dossier.zip'])
    expect(worker).not.toHaveBeenCalled()
  })

  it('without a dialog, the service worker, told the name, the exact size and the type', async () => {
    withServiceWorkers()
    const writable = new WritableStream<Uint8Array>()
    const started: unknown[] = []
    const sink = await openSink(
      'dossier.zip',
      'application/zip',
      async () => 1234,
      async () =>
        async (...args) => {
          started.push(args)
          return writable
        }
    )
    expect(sinkKind()).toBe('serviceWorker')
    expect(sink).toEqual({ kind: 'serviceWorker', writable })
    expect(started).toEqual([['dossier.zip', 1234, 'application/zip']])
  })

  it('a service worker that cannot start: a Blob, offered only once closed, never when aborted', async () => {
    withServiceWorkers()
    const offered = blobDownloads()
    const refused = async () => async () => Promise.reject(new Error('the download worker did not answer'))
    const kept = await openSink('lettre.txt', 'text/plain', () => 5, refused)
    expect(kept.kind).toBe('blob')
    const dropped = await openSink('scan.bin', 'application/octet-stream', () => 5, refused)
    await write(dropped.writable, 'scan', 'abort')
    expect(offered).toEqual([])
    await write(kept.writable, 'hello', 'close')
    expect(offered.map((download) => download.name)).toEqual(['lettre.txt'])
    expect(await offered[0]!.blob.text()).toBe('hello')
  })

  it('no service worker at all (jsdom, like a browser without them): a Blob up to its limit, refused above it', async () => {
    expect(sinkKind()).toBe('blob')
    const worker = vi.fn()
    expect((await openSink('a.bin', 'application/octet-stream', () => BLOB_LIMIT, worker)).kind).toBe('blob')
    await expect(openSink('b.bin', 'application/octet-stream', () => BLOB_LIMIT + 1, worker)).rejects.toBeInstanceOf(TooLargeError)
    expect(worker).not.toHaveBeenCalled()
  })

  it('the save dialog closed by the person: the AbortError reaches the caller, nothing else is tried', async () => {
    vi.stubGlobal('showSaveFilePicker', async () => {
      throw new DOMException('The user aborted a request.', 'AbortError')
    })
    const worker = vi.fn()
    await expect(openSink('a.bin', 'application/octet-stream', () => 1, worker)).rejects.toMatchObject({ name: 'AbortError' })
    expect(worker).not.toHaveBeenCalled()
  })
})

describe('inPieces: what a sink is handed per write', () => {
  it('the same bytes, in order, in pieces of the size asked (the last one shorter), whatever the chunks that came', async () => {
    const bytes = Uint8Array.from({ length: 1000 }, (_, i) => (i * 7) % 251)
    const cuts = [0, 1, 3, 64, 65, 300, 301, 999, 1000]
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 1; i < cuts.length; i++) controller.enqueue(bytes.slice(cuts[i - 1], cuts[i]))
        controller.close()
      },
    })
    const pieces: Uint8Array[] = []
    await source.pipeThrough(inPieces(64)).pipeTo(new WritableStream({ write: (piece) => void pieces.push(piece) }))
    expect(pieces.map((piece) => piece.length)).toEqual([...Array(15).fill(64), 40])
    expect(pieces.every((piece) => piece.byteOffset === 0 && piece.byteLength === piece.buffer.byteLength)).toBe(true)
    expect(Array.from(new Uint8Array(await new Blob(pieces as Uint8Array<ArrayBuffer>[]).arrayBuffer()))).toEqual(Array.from(bytes))
  })

  it('a chunk that is already a whole piece (the hashing worker gives them so) goes on as it is, not copied; the rest is regrouped', async () => {
    const whole = [new Uint8Array(64).fill(1), new Uint8Array(64).fill(2)]
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(whole[0]!)
        controller.enqueue(new Uint8Array(10).fill(3))
        controller.enqueue(whole[1]!)
        controller.close()
      },
    })
    const pieces: Uint8Array[] = []
    await source.pipeThrough(inPieces(64)).pipeTo(new WritableStream({ write: (piece) => void pieces.push(piece) }))
    expect(pieces[0]).toBe(whole[0])
    expect(pieces.map((piece) => piece.length)).toEqual([64, 64, 10])
    expect(pieces[1]).not.toBe(whole[1])
    expect(Array.from(pieces[1]!.subarray(8, 12))).toEqual([3, 3, 2, 2])
  })

  it(`while the sink writes a piece, the next ${PIECES_QUEUED} are made (the decryption goes on), and no more: memory stays bounded`, async () => {
    let pulled = 0
    const source = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (pulled === 100) return controller.close()
          pulled++
          controller.enqueue(new Uint8Array(64).fill(pulled))
        },
      },
      { highWaterMark: 0 }
    )
    let release!: () => void
    const written: number[] = []
    const piping = source
      .pipeThrough(inPieces(64))
      .pipeTo(new WritableStream({ write: (piece) => new Promise<void>((resolve) => (written.push(piece[0]!), (release = resolve))) }, { highWaterMark: 1 }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    // One piece in the sink's write, one in the pipe, PIECES_QUEUED ready, one more being made at most.
    expect(written).toEqual([1])
    expect(pulled).toBeGreaterThanOrEqual(1 + PIECES_QUEUED)
    expect(pulled).toBeLessThanOrEqual(1 + 1 + PIECES_QUEUED + 2)
    while (written.length < 100) {
      release()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    release()
    await piping
    expect(written).toEqual(Array.from({ length: 100 }, (_, i) => i + 1))
  })
})
