/*
 * The page's side of the download service worker (downloadStreamWorker.ts, docs/e2e-format.md §9): a
 * WritableStream whose bytes the browser saves as a download while they are written. Loaded only when a
 * browser without showSaveFilePicker saves something (the download page's size budget).
 */
import { transferable } from './transferable.js'

export const WORKER_URL = '/download-stream/sw.js'
export const WORKER_SCOPE = '/download-stream/'
/** How long the worker may take to answer the hidden frame's navigation before we say it does not work here. */
const START_TIMEOUT_MS = 15_000

/** The registered worker once active; rejects when the browser refuses it (private windows, no HTTPS). */
async function activeWorker(): Promise<ServiceWorker> {
  const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE })
  if (registration.active) return registration.active
  const pending = registration.installing ?? registration.waiting
  if (!pending) throw new Error('the download worker did not install')
  return new Promise((resolve, reject) => {
    const check = () => {
      if (pending.state === 'activated') resolve(pending)
      else if (pending.state === 'redundant') reject(new Error('the download worker was rejected'))
    }
    pending.addEventListener('statechange', check)
    check()
  })
}

function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * A download of `name` (`size` bytes when known, for the browser's progress) fed by the returned stream:
 * close() completes it, abort() makes the browser fail it. Rejects before any byte is taken when the
 * worker cannot start the download, so the caller can save another way. Each chunk written is handed over
 * (transferred to the worker): the writer must not read it afterwards.
 */
export async function serviceWorkerSink(name: string, size: number | null, mime: string): Promise<WritableStream<Uint8Array>> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) throw new Error('no service worker here')
  const worker = await activeWorker()
  const id = randomId()
  const channel = new MessageChannel()
  let credits = 0
  let cancelled = false
  let wake: (() => void) | null = null
  let ready: () => void = () => {}
  const readyNow = new Promise<void>((resolve) => (ready = resolve))
  let started: () => void = () => {}
  const startedNow = new Promise<void>((resolve) => (started = resolve))
  channel.port1.onmessage = (event: MessageEvent<{ type: 'ready' | 'pull' | 'cancel' }>) => {
    if (event.data.type === 'ready') return ready()
    if (event.data.type === 'pull') {
      credits++
      started()
    } else cancelled = true
    const woken = wake
    wake = null
    woken?.()
  }
  worker.postMessage({ type: 'open', id, name, size, mime }, [channel.port2])
  const frame = document.createElement('iframe')
  frame.hidden = true
  const cleanUp = () => {
    channel.port1.close()
    // Long enough for the browser to have taken the last bytes from the worker.
    setTimeout(() => frame.remove(), 60_000)
  }
  try {
    await withTimeout(readyNow)
    frame.src = `${WORKER_SCOPE}${id}/${encodeURIComponent(name)}`
    document.body.append(frame)
    // The worker's stream asks for its first bytes as soon as it answered the navigation.
    await withTimeout(startedNow)
  } catch (error) {
    frame.remove()
    channel.port1.close()
    throw error
  }

  return new WritableStream<Uint8Array>({
    async write(chunk) {
      while (credits === 0 && !cancelled) await new Promise<void>((resolve) => (wake = resolve))
      if (cancelled) throw new DOMException('The download was cancelled.', 'AbortError')
      credits--
      // Transferred, not cloned (a copy of every byte on the page's thread); a view on a larger buffer is copied out first.
      const bytes = transferable(chunk)
      worker.postMessage({ type: 'chunk', id, chunk: bytes }, [bytes.buffer])
    },
    close() {
      worker.postMessage({ type: 'end', id })
      cleanUp()
    },
    abort(reason) {
      worker.postMessage({ type: 'abort', id, reason: String(reason) })
      cleanUp()
    },
  })
}

function withTimeout(promise: Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the download worker did not answer')), START_TIMEOUT_MS)
    void promise.then(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}
