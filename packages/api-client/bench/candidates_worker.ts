/* Bench-only worker: each candidate strategy hashes the File it is sent; answers { sha256, ms }. */
import { createSHA256 } from 'hash-wasm'

type Strategy = (file: Blob) => Promise<string>
declare const FileReaderSync: new () => { readAsArrayBuffer(blob: Blob): ArrayBuffer }
const MiB = 1024 * 1024
const hex = (digest: ArrayBuffer) => Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')

async function sequential(file: Blob, slice: number) {
  const hasher = await createSHA256()
  hasher.init()
  for (let offset = 0; offset < file.size; offset += slice) {
    hasher.update(new Uint8Array(await file.slice(offset, offset + slice).arrayBuffer()))
  }
  return hasher.digest('hex')
}

async function prefetch(file: Blob, slice: number) {
  const hasher = await createSHA256()
  hasher.init()
  const read = (offset: number) => (offset < file.size ? file.slice(offset, offset + slice).arrayBuffer() : null)
  let next = read(0)
  for (let offset = 0; next; offset += slice) {
    const bytes = await next
    next = read(offset + slice)
    hasher.update(new Uint8Array(bytes))
  }
  return hasher.digest('hex')
}

async function readerSync(file: Blob, slice: number) {
  const hasher = await createSHA256()
  hasher.init()
  const reader = new FileReaderSync()
  for (let offset = 0; offset < file.size; offset += slice) hasher.update(new Uint8Array(reader.readAsArrayBuffer(file.slice(offset, offset + slice))))
  return hasher.digest('hex')
}

async function streamDefault(file: Blob) {
  const hasher = await createSHA256()
  hasher.init()
  const reader = file.stream().getReader()
  for (let r = await reader.read(); !r.done; r = await reader.read()) hasher.update(r.value)
  return hasher.digest('hex')
}

async function streamByob(file: Blob, size: number) {
  const hasher = await createSHA256()
  hasher.init()
  const reader = file.stream().getReader({ mode: 'byob' })
  let buffer = new ArrayBuffer(size)
  for (;;) {
    const { done, value } = await reader.read(new Uint8Array(buffer))
    if (done || !value) break
    hasher.update(value)
    buffer = value.buffer
  }
  return hasher.digest('hex')
}

async function webcrypto(file: Blob) {
  return hex(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()))
}

async function computeOnly(strategy: string, bytes: Uint8Array<ArrayBuffer>) {
  if (strategy.includes('WebCrypto')) return hex(await crypto.subtle.digest('SHA-256', bytes))
  const hasher = await createSHA256()
  hasher.init()
  for (let offset = 0; offset < bytes.length; offset += 8 * MiB) hasher.update(bytes.subarray(offset, offset + 8 * MiB))
  return hasher.digest('hex')
}

async function readOnly(file: Blob) {
  const reader = file.stream().getReader({ mode: 'byob' })
  let buffer = new ArrayBuffer(MiB / 4)
  let n = 0
  for (;;) {
    const { done, value } = await reader.read(new Uint8Array(buffer))
    if (done || !value) break
    n += value[0]!
    buffer = value.buffer
  }
  return String(n)
}

const strategies: Record<string, Strategy> = {
  'hash-wasm 8 MiB slices, sequential (before)': (f) => sequential(f, 8 * MiB),
  'hash-wasm 8 MiB slices, read ahead (fallback path)': (f) => prefetch(f, 8 * MiB),
  'hash-wasm 32 MiB slices, read ahead': (f) => prefetch(f, 32 * MiB),
  'hash-wasm FileReaderSync 8 MiB': (f) => readerSync(f, 8 * MiB),
  'hash-wasm stream() default reader': streamDefault,
  'hash-wasm stream() BYOB 64 KiB': (f) => streamByob(f, MiB / 16),
  'hash-wasm stream() BYOB 256 KiB': (f) => streamByob(f, MiB / 4),
  'hash-wasm stream() BYOB 1 MiB': (f) => streamByob(f, MiB),
  'WebCrypto one-shot': webcrypto,
  'read only, stream() BYOB 256 KiB (no hashing)': readOnly,
}

const scope = globalThis as unknown as { onmessage: ((e: MessageEvent<{ strategy: string; file: Blob }>) => void) | null; postMessage(m: unknown): void }
scope.onmessage = ({ data: { strategy, file } }) => {
  if (strategy === '?') return scope.postMessage({ names: [...Object.keys(strategies), 'compute only: hash-wasm', 'compute only: WebCrypto'] })
  void run(strategy, file).then(
    (result) => scope.postMessage(result),
    (error: unknown) => scope.postMessage({ error: String(error) })
  )
}

async function run(strategy: string, file: Blob) {
  // "compute only": the bytes are read before the clock starts, to see the hashing ceiling alone.
  const bytes = strategy.startsWith('compute only') ? new Uint8Array(await file.arrayBuffer()) : null
  const started = performance.now()
  const sha256 = bytes ? await computeOnly(strategy, bytes) : await strategies[strategy]!(file)
  return { sha256, ms: performance.now() - started }
}
