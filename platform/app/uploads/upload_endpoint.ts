import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import { Server, type ServerOptions } from '@tus/server'
import { ERRORS, type CancellationContext, type DataStore, type Locker, type Upload } from '@tus/utils'
import { NodeRequest } from 'srvx/node'
import { ApiError, isApiError, type LoggerService } from '@sceau/plugin-sdk/server'
import { UPLOAD_PROTOCOL } from '@sceau/shared'
import type { BlobFinaliser } from './blob_finaliser.js'
import { blobMime, blobPlacement } from './blob_placement.js'
import { HashingStore } from './hashing_store.js'
import type { LiveHashes } from './live_hashes.js'
import { requestBody } from './request_body.js'
import { messageData, reservationRefusal, uploadErrors } from './upload_errors.js'
import { OUTAGE_RETRY_AFTER_SECONDS, outageAnswer } from '#exceptions/engine_outage'
import { isWritable, type BatchRecord, type UploadRepository } from './upload_repository.js'
import { hashUploadToken, ID_PATTERN, newId, SHA256_PATTERN } from './upload_tokens.js'

/** Storage keys of uploads: the same key on local disk (under the files root) and in the bucket. */
export const UPLOAD_KEY_PREFIX = 'uploads/'
export const storageKeyOf = (blobId: string) => `${UPLOAD_KEY_PREFIX}${blobId}`
export const blobIdOf = (storageKey: string) => storageKey.slice(UPLOAD_KEY_PREFIX.length)

/** A PATCH body the store reads from Node's request itself (`HashingStore.writeRequest`), in place of a web stream. */
class RequestSource {
  constructor(readonly request: IncomingMessage) {}
}

type WriteToStore = (body: ReadableStream | RequestSource | null, upload: Upload, maxBodyBytes: number, context: CancellationContext) => Promise<number>

interface RequestState {
  ctx: HttpContext
  batch?: BatchRecord
}

/**
 * tus's own refusals (plain-text bodies) mapped to the API's translated error envelope. Its 501
 * (an extension not offered) is the client's doing: a deferred length asks for the size, the rest
 * is a 400.
 */
function fromTusStatus(status: number, deferredLength = false) {
  if (status === 404 || status === 410) return uploadErrors.notFound()
  if (status === 409) return uploadErrors.offsetConflict()
  if (status === 413) return new ApiError(413, 'E_TOO_LARGE', 'errors.tooLarge')
  if (status === 423) return uploadErrors.locked()
  if (status === 501) return deferredLength ? uploadErrors.lengthRequired() : new ApiError(400, 'E_NOT_SUPPORTED', 'errors.badRequest')
  if (status >= 400 && status < 500) return new ApiError(status, 'E_BAD_REQUEST', 'errors.badRequest')
  return uploadErrors.failed()
}

const TUS_VERSION = '1.0.0'

const bearerToken = (ctx: HttpContext) => /^Bearer\s+(\S+)$/i.exec(ctx.request.header('authorization') ?? '')?.[1]

/**
 * tus 1.0 header rules answered with the protocol's statuses (tus's own checks answer 400 or 403):
 * another version is 412, a chunk of another type 415, a chunk without its offset 400.
 */
function protocolRefusal(ctx: HttpContext, method: string) {
  if (ctx.request.header('tus-resumable') !== TUS_VERSION) return uploadErrors.tusVersion()
  if (method !== 'PATCH') return null
  if (ctx.request.header('content-type') !== 'application/offset+octet-stream') return uploadErrors.contentType()
  if (ctx.request.header('upload-offset') === undefined) return uploadErrors.offsetMissing()
  return null
}

/**
 * The resumable upload endpoint (tus 1.0, @tus/server) mounted at /api/v2/uploads: authorised by a
 * batch's upload token, limits enforced from the batch's policy, paths sanitised, every byte hashed
 * on its way to the store, blobs finalised when complete.
 */
export class UploadEndpoint {
  readonly server: Server
  readonly store: HashingStore
  #requests = new WeakMap<object, RequestState>()

  constructor(
    inner: DataStore,
    locker: Locker,
    readonly repository: UploadRepository,
    readonly hashes: LiveHashes,
    readonly finaliser: BlobFinaliser,
    private logger: LoggerService
  ) {
    this.store = new HashingStore(inner, hashes, {
      maxChunkBytes: UPLOAD_PROTOCOL.maxChunkBytes,
      onWritten: (key, offset) => repository.setReceived(blobIdOf(key), offset),
    })
    const options: ServerOptions & { datastore: DataStore } = {
      path: UPLOAD_PROTOCOL.endpoint,
      datastore: this.store,
      locker,
      // Same origin only: no Access-Control-Allow-Origin on any answer.
      allowedOrigins: [],
      namingFunction: () => storageKeyOf(newId()),
      getFileIdFromRequest: (_req, lastPath) => (lastPath && ID_PATTERN.test(lastPath) ? storageKeyOf(lastPath) : undefined),
      generateUrl: (_req, { path, id }) => `${path}/${blobIdOf(id)}`,
      onIncomingRequest: (req, key) => this.#authorise(req, key),
      onUploadCreate: (req, upload) => this.#create(req, upload),
      onUploadFinish: async (_req, upload) => {
        // An empty file gets no PATCH: one empty write makes the stores finish it (S3 completes its multipart upload).
        if (upload.size === 0) await this.store.write(Readable.from([]), upload.id, 0)
        await this.finaliser.completed(blobIdOf(upload.id), upload.id, upload.size!)
        return {}
      },
      onResponseError: (req, error) => this.#errorBody(req, error),
    }
    this.server = new Server(options)
    if (this.store.writesRequests) {
      // tus reads a PATCH body as a web stream, then through three Node streams to the store: on the
      // file store the body goes from the request's 'data' events to the hash and the file instead.
      const patch = this.server.handlers.PATCH as unknown as { writeToStore: WriteToStore }
      const viaStreams = patch.writeToStore.bind(patch)
      patch.writeToStore = async (body, upload, maxBodyBytes, context) => {
        if (!(body instanceof RequestSource)) return viaStreams(body, upload, maxBodyBytes, context)
        if (context.signal.aborted) throw ERRORS.ABORTED
        return this.store.writeRequest(body.request, upload.id, upload.offset, maxBodyBytes, context.signal)
      }
    }
  }

  /** OPTIONS (tus discovery): the version, the extensions, and the largest file (the token's batch's, when one is sent). */
  async discovery(ctx: HttpContext) {
    const token = bearerToken(ctx)
    const batch = token ? await this.repository.batchByTokenHash(hashUploadToken(token)) : null
    ctx.response.header('tus-resumable', TUS_VERSION)
    ctx.response.header('tus-version', TUS_VERSION)
    ctx.response.header('tus-extension', this.store.extensions.join(','))
    ctx.response.header('tus-max-size', String(batch?.policy.maxFileBytes ?? UPLOAD_PROTOCOL.maxUploadBytes))
    ctx.response.status(204)
  }

  /** Runs one tus request and answers it through AdonisJS (so the app's headers and request log apply). */
  async handle(ctx: HttpContext) {
    const method = ctx.request.method()
    // tus GET would serve the bytes: downloads go through the plugins, with their own rules.
    if (method === 'GET') throw ApiError.notFound()
    const refusal = protocolRefusal(ctx, method)
    if (refusal) return this.#refuse(ctx, refusal)
    const request = new NodeRequest({ req: ctx.request.request, res: ctx.response.response })
    if (method === 'PATCH') {
      const body = this.store.writesRequests ? new RequestSource(ctx.request.request) : requestBody(ctx.request.request)
      Object.defineProperty(request, 'body', { value: body })
    }
    this.#requests.set(request, { ctx })
    const response = await this.server.handleWeb(request as unknown as Request)
    const blobId = ctx.params.id as string | undefined
    if (blobId && ID_PATTERN.test(blobId)) await this.#after(method, blobId, response)

    for (const [name, value] of response.headers) ctx.response.header(name, value)
    if (response.status === 503) ctx.response.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
    let body = await response.text()
    if (response.status === 412) ctx.response.header('tus-version', TUS_VERSION)
    if (response.status >= 400) {
      // tus answers some refusals (header checks) itself, in plain text: same envelope as the rest.
      if (!body.startsWith('{')) body = this.#envelope(ctx, fromTusStatus(response.status))
      ctx.response.header('content-type', 'application/json; charset=utf-8')
    }
    ctx.response.status(response.status).send(body)
  }

  /** GET /uploads: the token's batch and the state of each file, for the browser to follow "being analysed". */
  async status(ctx: HttpContext) {
    const batch = await this.#batchOf(bearerToken(ctx))
    const files = await this.repository.blobsOf(batch.id)
    return {
      batchId: batch.id,
      open: isWritable(batch),
      files: files.map(({ id, path, size, receivedBytes, state, sha256, rejectReason }) => ({
        id,
        path,
        size,
        receivedBytes,
        state,
        sha256,
        rejectReason,
      })),
    }
  }

  /** The token's batch; a token whose batch was deleted answers 410 (over), an unknown one 401. */
  async #batchOf(token: string | null | undefined) {
    const tokenHash = token ? hashUploadToken(token) : null
    const batch = tokenHash ? await this.repository.batchByTokenHash(tokenHash) : null
    if (batch) return batch
    throw tokenHash && (await this.repository.tokenEnded(tokenHash)) ? uploadErrors.batchClosed() : uploadErrors.badToken()
  }

  async #after(method: string, blobId: string, response: Response) {
    if (method === 'DELETE' && response.status === 204) {
      await this.repository.deleteBlob(blobId)
      return
    }
    // A process that died between storing the last byte and finishing the blob left it "uploading":
    // the client's next HEAD sees it complete, and so do we.
    const length = response.headers.get('upload-length')
    if (method === 'HEAD' && response.status === 200 && length && response.headers.get('upload-offset') === length) {
      const blob = await this.repository.blob(blobId)
      if (blob?.state === 'uploading') await this.finaliser.completed(blobId, blob.storageKey, blob.size)
    }
  }

  #state(req: object) {
    const state = this.#requests.get(req)
    if (!state) throw uploadErrors.failed()
    return state
  }

  /** Every request: a valid token, an upload of that token's batch, a batch still open, a chunk within limits. */
  async #authorise(req: object, key: string) {
    const state = this.#state(req)
    const { request } = state.ctx
    const batch = await this.#batchOf(bearerToken(state.ctx))
    state.batch = batch
    const method = request.method()
    // Closed or expired (a revoked link's delivery): 410 for every upload of the token, even those the closing deleted.
    if (!isWritable(batch) && method !== 'HEAD') throw uploadErrors.batchClosed()
    if (method !== 'POST') {
      const blob = await this.repository.blob(blobIdOf(key))
      // Someone else's upload looks like no upload at all.
      if (!blob || blob.batchId !== batch.id) throw uploadErrors.notFound()
    }
    if (!isWritable(batch)) throw uploadErrors.batchClosed()
    if (method === 'PATCH' || method === 'POST') {
      if (Number(request.header('content-length') ?? 0) > UPLOAD_PROTOCOL.maxChunkBytes) throw uploadErrors.chunkTooLarge()
    }
    const declared = request.header(UPLOAD_PROTOCOL.sha256Header)
    if (method === 'PATCH' && declared) {
      if (!SHA256_PATTERN.test(declared.toLowerCase())) throw uploadErrors.badChecksum()
      await this.repository.setClientSha256(blobIdOf(key), declared.toLowerCase())
    }
  }

  /** A new upload: metadata checked and sanitised, then a place reserved in the batch (or the limit's message). */
  async #create(req: object, upload: Upload) {
    const batch = this.#state(req).batch!
    const meta = upload.metadata ?? {}
    const keys = UPLOAD_PROTOCOL.metadata
    if (upload.size === undefined) throw uploadErrors.lengthRequired()
    const { path, name } = blobPlacement(meta[keys.filename] ?? '', meta[keys.relativePath], batch.policy)
    const mime = blobMime(meta[keys.filetype])
    const sha256 = meta[keys.sha256]?.toLowerCase() || null
    if (sha256 && !SHA256_PATTERN.test(sha256)) throw uploadErrors.badChecksum()

    const blobId = blobIdOf(upload.id)
    const reservation = await this.repository.reserveBlob(batch.id, {
      id: blobId,
      name,
      path,
      mime,
      size: upload.size,
      storageKey: upload.id,
      clientSha256: sha256,
    })
    if (!reservation.ok) throw reservationRefusal(reservation)
    if (reservation.replaced) await this.discard(reservation.replaced.storageKey)
    return { metadata: { ...meta, [keys.filename]: name, [keys.relativePath]: path, [keys.filetype]: mime } }
  }

  /** A refusal of ours before tus sees the request: its headers, then the envelope. */
  #refuse(ctx: HttpContext, error: ApiError) {
    ctx.response.header('tus-resumable', TUS_VERSION)
    if (error.status === 412) ctx.response.header('tus-version', TUS_VERSION)
    ctx.response.header('content-type', 'application/json; charset=utf-8')
    ctx.response.status(error.status).send(this.#envelope(ctx, error))
  }

  /** Bytes of an upload whose row is gone (a file started again under a new upload). */
  async discard(storageKey: string) {
    await this.store.remove(storageKey).catch(() => {})
    await this.repository.deleteParts(storageKey)
  }

  /** Every refusal answers with the API's envelope, translated into the request's language. */
  #errorBody(req: object, error: Error | { status_code: number; body: string }) {
    let apiError: ApiError
    const ctx = this.#requests.get(req)?.ctx
    const outage = outageAnswer(error)
    if (isApiError(error)) apiError = error
    else if (outage) apiError = outage
    else {
      const status = (error as { status_code?: number }).status_code ?? 500
      apiError = fromTusStatus(status, ctx?.request.header('upload-defer-length') !== undefined)
      if (status === 500) this.logger.error('upload failed', { error: String((error as Partial<Error>).message ?? (error as { body?: string }).body) })
    }
    return { status_code: apiError.status, body: this.#envelope(ctx, apiError) }
  }

  #envelope(ctx: HttpContext | undefined, error: ApiError) {
    const locale = ctx?.i18n?.locale ?? 'fr'
    const message = ctx?.i18n ? ctx.i18n.t(error.messageKey, messageData(error, locale)) : error.messageKey
    const requestId = error.status >= 500 ? { requestId: ctx?.request.id() } : {}
    return JSON.stringify({ error: { code: error.code, message, ...requestId } })
  }
}
