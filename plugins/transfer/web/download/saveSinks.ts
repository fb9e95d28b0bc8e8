/*
 * Where a decrypted file or ZIP is written (docs/e2e-format.md §9), best first: the File System Access
 * API (showSaveFilePicker: the browser writes a temporary file and replaces the chosen one only on
 * close), else the download service worker (the browser saves a download as the bytes come, and fails
 * it on abort), else a Blob kept in memory and offered only once whole, which is why it is capped.
 * Every sink is a WritableStream: close() once the bytes checked out, abort() otherwise.
 */
import { pieceFiller } from './pieceFiller.js'

export type SinkKind = 'picker' | 'serviceWorker' | 'blob'

/** Above this, a browser that can only build a Blob in memory is not asked to (it could run out of memory). */
export const BLOB_LIMIT = 512 * 1024 ** 2

/** The file or ZIP is over BLOB_LIMIT and this browser has no way to stream it to disk. */
export class TooLargeError extends Error {
  constructor() {
    super(`over ${BLOB_LIMIT} bytes, and no way to stream to disk here`)
    this.name = 'TooLargeError'
  }
}

/** A file the browser lets the page write as it comes (File System Access API). */
export interface SaveTarget {
  createWritable(): Promise<WritableStream<Uint8Array>>
}
type SavePicker = (options: { suggestedName: string }) => Promise<SaveTarget>

export function savePicker(): SavePicker | undefined {
  const picker = (window as unknown as { showSaveFilePicker?: SavePicker }).showSaveFilePicker
  return typeof picker === 'function' ? picker.bind(window) : undefined
}

/** What this browser offers, found without loading or registering anything (the page says the Blob limit when it is all there is). */
export function sinkKind(): SinkKind {
  if (savePicker()) return 'picker'
  if ('serviceWorker' in navigator && navigator.serviceWorker && window.isSecureContext) return 'serviceWorker'
  return 'blob'
}

/** Hands bytes to the browser as a download. */
export function offer(bytes: BlobPart[], name: string, type: string) {
  const href = URL.createObjectURL(new Blob(bytes, { type }))
  const link = document.createElement('a')
  link.href = href
  link.download = name
  link.click()
  // Long enough for the browser to have taken the bytes.
  setTimeout(() => URL.revokeObjectURL(href), 60_000)
}

/** Bytes kept in memory, offered as a download on close() only; abort() drops them. */
export function blobSink(name: string, type: string): WritableStream<Uint8Array> {
  let parts: BlobPart[] = []
  return new WritableStream<Uint8Array>({
    write: (chunk) => void parts.push(chunk as Uint8Array<ArrayBuffer>),
    close: () => offer(parts, name, type),
    abort: () => void (parts = []),
  })
}

/** Bytes handed to a sink per write: a file's write and a worker's message each cost a round trip to the browser, so 64 KiB ones are slow. */
export const WRITE_SIZE = 4 * 1024 ** 2

/** Pieces ready while the sink writes one, so the decryption goes on during a write instead of waiting for it. */
export const PIECES_QUEUED = 2

/**
 * Regroups a stream's chunks into pieces of `size` bytes (the last one shorter); holds one piece filling and at most
 * `queued` ready. A chunk that already is a whole piece (the hashing worker's) goes on as it is, not copied.
 */
export function inPieces(size = WRITE_SIZE, queued = PIECES_QUEUED): TransformStream<Uint8Array, Uint8Array> {
  const pieces = pieceFiller(size)
  return new TransformStream<Uint8Array, Uint8Array>(
    {
      transform(chunk, controller) {
        if (pieces.empty && chunk.length === size) return controller.enqueue(chunk)
        pieces.add(chunk, (piece) => controller.enqueue(piece))
      },
      flush(controller) {
        const rest = pieces.rest()
        if (rest) controller.enqueue(rest)
      },
    },
    undefined,
    { highWaterMark: queued }
  )
}

type WorkerSink = (name: string, size: number | null, mime: string) => Promise<WritableStream<Uint8Array>>
const loadWorkerSink = async (): Promise<WorkerSink> => (await import('./serviceWorkerSink.js')).serviceWorkerSink

/**
 * A sink for `name`: the save dialog first (while the click still counts as the person's gesture; its
 * AbortError means they closed it), else the service worker, else a Blob up to BLOB_LIMIT bytes.
 * `size` is asked only after the dialog (it may load code).
 */
export async function openSink(
  name: string,
  type: string,
  size: () => number | Promise<number>,
  workerSink: () => Promise<WorkerSink> = loadWorkerSink
): Promise<{ kind: SinkKind; writable: WritableStream<Uint8Array> }> {
  const picker = savePicker()
  if (picker) {
    const target = await picker({ suggestedName: name })
    return { kind: 'picker', writable: await target.createWritable() }
  }
  const bytes = await size()
  if (sinkKind() === 'serviceWorker') {
    try {
      return { kind: 'serviceWorker', writable: await (await workerSink())(name, bytes, type) }
    } catch {
      // Refused here (a private window, an old browser): the Blob below, within its limit.
    }
  }
  if (bytes > BLOB_LIMIT) throw new TooLargeError()
  return { kind: 'blob', writable: blobSink(name, type) }
}
