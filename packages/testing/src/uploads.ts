/* Raw tus 1.0 over HTTP against the running test server, and batches opened through UploadService. */
import { createHash } from 'node:crypto'
import { crc32 } from 'node:zlib'
import app from '@adonisjs/core/services/app'
import { BlobService, EventBus, UploadService, type AnnouncedFile, type BlobEventPayload, type UploadPolicy } from '@sceau/plugin-sdk/server'
import { uniqueName } from './unique.ts'
import { waitFor } from './wait_for.ts'

export { uniqueName, waitFor }

export const MiB = 1024 * 1024

export function baseUrl() {
  return `http://${process.env.HOST}:${process.env.PORT}`
}

export async function services() {
  return {
    uploads: await app.container.make(UploadService),
    blobs: await app.container.make(BlobService),
    events: await app.container.make(EventBus),
  }
}

export async function openBatch(policy: Partial<UploadPolicy> = {}, expiresInSeconds = 3600, files?: AnnouncedFile[]) {
  const { uploads } = await services()
  return uploads.createBatch({
    owner: 'transfer',
    ownerRef: uniqueName('ref'),
    organisationId: null,
    policy: { maxFileBytes: 64 * MiB, maxTotalBytes: 128 * MiB, maxFiles: 10, allowFolders: true, ...policy },
    expiresInSeconds,
    files: files ?? null,
  })
}

export function encodeMetadata(metadata: Record<string, string>) {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',')
}

export interface TusOptions {
  token?: string
  headers?: Record<string, string>
  base?: string
}

function tusHeaders(options: TusOptions, extra: Record<string, string> = {}) {
  return {
    'tus-resumable': '1.0.0',
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...extra,
    ...options.headers,
  }
}

export async function tusCreate(size: number, metadata: Record<string, string>, options: TusOptions = {}) {
  return fetch(`${options.base ?? baseUrl()}/api/v2/uploads`, {
    method: 'POST',
    headers: tusHeaders(options, {
      'upload-length': String(size),
      ...(Object.keys(metadata).length ? { 'upload-metadata': encodeMetadata(metadata) } : {}),
    }),
  })
}

/** Creates an upload and returns its absolute URL (or throws with the refusal). */
export async function createUpload(size: number, metadata: Record<string, string>, options: TusOptions = {}) {
  const response = await tusCreate(size, metadata, options)
  if (response.status !== 201) throw new Error(`create answered ${response.status}: ${await response.text()}`)
  return new URL(response.headers.get('location')!, options.base ?? baseUrl()).toString()
}

export function tusPatch(url: string, offset: number, body: Uint8Array | ReadableStream, options: TusOptions = {}) {
  return fetch(url, {
    method: 'PATCH',
    headers: tusHeaders(options, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }),
    body,
    duplex: 'half',
  } as RequestInit)
}

export function tusHead(url: string, options: TusOptions = {}) {
  return fetch(url, { method: 'HEAD', headers: tusHeaders(options) })
}

export function tusDelete(url: string, options: TusOptions = {}) {
  return fetch(url, { method: 'DELETE', headers: tusHeaders(options) })
}

/** The error of an API envelope answer. */
export async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error
}

export const blobIdOfUrl = (url: string) => url.slice(url.lastIndexOf('/') + 1)

/** Sends the bytes in chunks of `chunk` from `from`, asserting each PATCH is accepted. */
export async function sendChunks(url: string, bytes: Uint8Array, chunk: number, options: TusOptions = {}, from = 0) {
  for (let offset = from; offset < bytes.length; offset += chunk) {
    const response = await tusPatch(url, offset, bytes.subarray(offset, offset + chunk), options)
    if (response.status !== 204) throw new Error(`PATCH at ${offset} answered ${response.status}: ${await response.text()}`)
  }
}

export async function blobWhenSettled(id: string) {
  const { blobs } = await services()
  return waitFor(async () => {
    const blob = await blobs.get(id)
    return blob && (blob.state === 'ready' || blob.state === 'rejected') ? blob : null
  }, `blob ${id} ready or rejected`)
}

/** Records the upload events of one batch. */
export async function recordEvents(batchId: string) {
  const { events } = await services()
  const seen: { name: string; payload: BlobEventPayload & { reason?: string } }[] = []
  const offReady = events.on('upload:blob-ready', (payload) => {
    if (payload.batchId === batchId) seen.push({ name: 'upload:blob-ready', payload })
  })
  const offRejected = events.on('upload:blob-rejected', (payload) => {
    if (payload.batchId === batchId) seen.push({ name: 'upload:blob-rejected', payload })
  })
  return { seen, stop: () => (offReady(), offRejected()) }
}

export function sha256Hex(bytes: Uint8Array) {
  return createHash('sha256').update(bytes).digest('hex')
}

export function crc32Of(bytes: Uint8Array) {
  return crc32(bytes) >>> 0
}

/** Pseudo-random bytes that differ per call (a repeated pattern would hide offset bugs less well). */
export function randomBytesOf(size: number) {
  const bytes = Buffer.allocUnsafe(size)
  let state = Math.floor(Math.random() * 2 ** 31) || 1
  for (let i = 0; i < size; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff
    bytes[i] = state >>> 16
  }
  return bytes
}
