import { connect as netConnect, type Socket } from 'node:net'
import { connect as tlsConnect, getCACertificates, type ConnectionOptions } from 'node:tls'
import { Readable } from 'node:stream'

/**
 * The HTTP/1.1 client of the S3 reads (ADR 0028): the AWS SDK still builds and signs each request,
 * this handler sends it and parses the answer. Node's own HTTP client allocates a fresh 64 KiB
 * buffer on every socket read, and a multi-GiB download piles those up outside V8's small young
 * generation (RSS 173 -> 284 MiB at 10 GiB); here each connection reads into ONE reused 256 KiB
 * buffer and copies out only the bytes that came. Connections are kept alive per origin: one goes
 * back to the pool only after its response was read to the end; an error, an abort or a body left
 * half-read destroys it.
 */

const READ_BUFFER_BYTES = 256 * 1024
const MAX_HEAD_BYTES = 64 * 1024
/** Idle sockets kept per origin. */
const MAX_IDLE = 16

/** The parts of the SDK's HttpRequest this handler reads. */
interface SignedRequest {
  protocol: string
  hostname: string
  port?: number
  method: string
  path: string
  query?: Record<string, string | string[] | null>
  headers: Record<string, string>
  body?: unknown
}

interface HandlerOptions {
  /** Extra certificate authorities for an https endpoint, on top of Node's default store (NODE_EXTRA_CA_CERTS included). */
  ca?: string | Buffer | Array<string | Buffer>
  /** How long an idle connection stays in the pool (ms); under the 5 s keep-alive of Node servers. */
  idleMs?: number
  /** How long to wait for a response's head (ms). */
  headTimeoutMs?: number
}

type Exchange = {
  /** Bytes the socket read; false asks the socket to stop reading for now. */
  data(view: Buffer): boolean
  /** The socket ended or failed. */
  ended(error?: Error): void
}

class Connection {
  exchange: Exchange | undefined
  idleTimer: NodeJS.Timeout | undefined
  readonly socket: Socket
  /** Requests this connection has carried (a reused one may find its server gone: retried once). */
  uses = 0

  readonly origin: string

  constructor(origin: string, connectSocket: (onread: { buffer: Buffer; callback: (nread: number, buffer: Buffer) => boolean }) => Socket) {
    this.origin = origin
    const buffer = Buffer.allocUnsafeSlow(READ_BUFFER_BYTES)
    this.socket = connectSocket({
      buffer,
      callback: (nread, read) => {
        if (!this.exchange) {
          // Bytes from an idle connection: not a state we can follow.
          this.socket.destroy()
          return false
        }
        return this.exchange.data(read.subarray(0, nread))
      },
    })
    this.socket.setNoDelay(true)
    this.socket.on('error', (error) => this.exchange?.ended(error))
    this.socket.on('end', () => this.exchange?.ended())
    this.socket.on('close', () => this.exchange?.ended(new Error('S3 connection closed')))
  }
}

export class S3GetHandler {
  readonly metadata = { handlerProtocol: 'http/1.1' }
  private readonly idle = new Map<string, Connection[]>()
  private readonly idleMs: number
  private readonly headTimeoutMs: number
  private readonly ca: Array<string | Buffer> | undefined
  /** Connections opened so far (the tests count reuse with it). */
  opened = 0

  constructor(options: HandlerOptions = {}) {
    this.idleMs = options.idleMs ?? 4000
    this.headTimeoutMs = options.headTimeoutMs ?? 60_000
    this.ca = options.ca === undefined ? undefined : [options.ca].flat()
  }

  async handle(request: SignedRequest, options: { abortSignal?: unknown } = {}) {
    if (request.body !== undefined && request.body !== null && request.body !== '')
      throw new Error('S3GetHandler sends requests without a body (GET) only')
    // A DOM AbortSignal, or the SDK's older one (`aborted` and `onabort` only).
    const abortSignal = options.abortSignal as SdkAbortSignal | undefined
    if (abortSignal?.aborted) throw abortError(abortSignal)
    const { connection, reused } = this.acquire(request)
    try {
      return await this.exchange(connection, request, abortSignal)
    } catch (error) {
      // A pooled connection the server closed meanwhile fails before any byte: once more on a new one (GET is idempotent).
      if (!reused || !(error instanceof StaleConnectionError)) throw error
      return await this.exchange(this.open(request), request, abortSignal)
    }
  }

  updateHttpClientConfig() {}

  httpHandlerConfigs() {
    return {}
  }

  destroy() {
    for (const connections of this.idle.values()) for (const connection of connections) connection.socket.destroy()
    this.idle.clear()
  }

  private acquire(request: SignedRequest) {
    const pool = this.idle.get(originOf(request))
    const connection = pool?.pop()
    if (connection) {
      clearTimeout(connection.idleTimer)
      connection.socket.ref()
      return { connection, reused: true }
    }
    return { connection: this.open(request), reused: false }
  }

  private open(request: SignedRequest) {
    const secure = request.protocol === 'https:'
    const host = request.hostname.replace(/^\[(.*)\]$/, '$1')
    const port = request.port ?? (secure ? 443 : 80)
    this.opened++
    return new Connection(originOf(request), (onread) => {
      if (!secure) return netConnect({ host, port, onread })
      // tls.connect takes `onread` as net.connect does (its types lack it).
      const options: ConnectionOptions & { onread: typeof onread } = {
        host,
        port,
        servername: /^[\d.]+$|:/.test(host) ? undefined : host,
        // `ca` replaces Node's store when given: keep the default one (with NODE_EXTRA_CA_CERTS) beside the configured ones.
        ca: this.ca && [...getCACertificates('default'), ...this.ca],
        onread,
      }
      return tlsConnect(options)
    })
  }

  private release(connection: Connection) {
    connection.exchange = undefined
    if (connection.socket.destroyed) return
    const pool = this.idle.get(connection.origin) ?? []
    if (pool.length >= MAX_IDLE) return connection.socket.destroy()
    pool.push(connection)
    this.idle.set(connection.origin, pool)
    const forget = () => {
      const at = pool.indexOf(connection)
      if (at >= 0) pool.splice(at, 1)
    }
    connection.idleTimer = setTimeout(() => {
      forget()
      connection.socket.destroy()
    }, this.idleMs)
    connection.idleTimer.unref()
    // An idle connection does not keep the process up; it reads (a body's last bytes may have paused it), to see the server close it.
    connection.socket.unref()
    connection.socket.resume()
    // The server closing an idle connection takes it out of the pool.
    connection.exchange = {
      data: () => {
        forget()
        connection.socket.destroy()
        return false
      },
      ended: () => {
        clearTimeout(connection.idleTimer)
        forget()
        connection.socket.destroy()
      },
    }
  }

  private exchange(connection: Connection, request: SignedRequest, abortSignal?: SdkAbortSignal) {
    connection.uses++
    return new Promise<{ response: { statusCode: number; reason: string; headers: Record<string, string>; body: Readable } }>(
      (resolve, reject) => {
        const parser = new ResponseParser(request.method === 'HEAD')
        let body: ResponseBody | undefined
        let received = false
        const onAbort = () => fail(abortError(abortSignal!))
        // A server that never answers fails the read; once the body flows its pace is the recipient's (no timer).
        const headTimer = setTimeout(() => fail(Object.assign(new Error('S3 did not answer in time'), { name: 'TimeoutError' })), this.headTimeoutMs)
        const fail = (error: Error) => {
          clearTimeout(headTimer)
          unlisten()
          connection.exchange = undefined
          connection.socket.destroy()
          if (body) body.destroy(error)
          else reject(!received && connection.uses > 1 ? new StaleConnectionError(error) : error)
        }
        // The body was read to its end: the connection serves the next request, unless the answer said otherwise.
        const complete = () => {
          if (parser.reusable && connection.exchange === exchange) this.release(connection)
          else {
            connection.exchange = undefined
            connection.socket.destroy()
          }
        }
        const unlisten = listen(abortSignal, onAbort)
        const exchange: Exchange = {
          data: (view) => {
            received = true
            // Body bytes stay views of the connection's read buffer until taken; the socket reads no more meanwhile.
            const emit = (chunk: Buffer) => body!.offer(chunk)
            try {
              parser.feed(view, emit)
              if (!body && parser.head) {
                clearTimeout(headTimer)
                body = new ResponseBody(connection.socket, () => fail(new Error('S3 response body destroyed before its end')))
                resolve({ response: { statusCode: parser.head.statusCode, reason: parser.head.reason, headers: parser.head.headers, body } })
                // Body bytes that came in the same read as the head.
                parser.feed(Buffer.alloc(0), emit)
              }
            } catch (error) {
              fail(error as Error)
              return false
            }
            if (!body) return true
            if (parser.done) {
              unlisten()
              body.endOnWire(complete)
            }
            return body.deliver()
          },
          ended: (error) => {
            if (body && (parser.done || (parser.endsAtClose && !error))) {
              // Complete already (or complete by this close): what is still buffered goes on being read.
              parser.reusable = false
              unlisten()
              body.endOnWire(complete)
              body.deliver()
              return
            }
            fail(error ?? new Error('S3 connection ended before the response did'))
          },
        }
        connection.exchange = exchange
        connection.socket.write(requestHead(request))
      }
    )
  }
}

type SdkAbortSignal = { aborted: boolean; reason?: unknown; onabort?: unknown } & Partial<Pick<AbortSignal, 'addEventListener' | 'removeEventListener'>>

function abortError(signal: SdkAbortSignal) {
  return signal.reason instanceof Error ? signal.reason : Object.assign(new Error('Request aborted'), { name: 'AbortError' })
}

/** Calls `onAbort` once the signal aborts; returns the function that stops listening. */
function listen(signal: SdkAbortSignal | undefined, onAbort: () => void) {
  if (!signal) return () => {}
  if (signal.addEventListener && signal.removeEventListener) {
    const remove = signal.removeEventListener.bind(signal)
    signal.addEventListener('abort', onAbort, { once: true })
    return () => remove('abort', onAbort)
  }
  signal.onabort = onAbort
  return () => {
    if (signal.onabort === onAbort) signal.onabort = null
  }
}

class StaleConnectionError extends Error {
  constructor(cause: Error) {
    super('pooled S3 connection closed before answering', { cause })
  }
}

/**
 * The response body. The bytes of a socket read stay views of the connection's reused read buffer,
 * the socket paused, until they are taken: by `readInto` (a caller's buffer, as FileHandle.read:
 * no allocation at all) or, read as a stream, copied into one fresh Buffer per socket read.
 * Destroying it before its end destroys the socket.
 */
export class ResponseBody extends Readable {
  #socket: Socket | undefined
  readonly #onEarlyDestroy: () => void
  #views: Buffer[] = []
  #onComplete: (() => void) | undefined
  #ended = false
  #wantsPush = false
  #waiter: { resolve: () => void; reject: (error: Error) => void } | undefined
  /** Bytes taken (or skipped) so far. */
  #position = 0

  constructor(socket: Socket, onEarlyDestroy: () => void) {
    super({ highWaterMark: READ_BUFFER_BYTES })
    this.#socket = socket
    this.#onEarlyDestroy = onEarlyDestroy
  }

  /** Body bytes of the current socket read (a view, valid until the socket reads again). */
  offer(view: Buffer) {
    if (view.length) this.#views.push(view)
  }

  /** The response is complete on the wire; `onComplete` runs once its bytes were all taken. */
  endOnWire(onComplete: () => void) {
    if (this.#ended) return
    this.#ended = true
    this.#onComplete = onComplete
  }

  /** Hands buffered bytes to whoever waits; true when none are left (the socket may read on). */
  deliver() {
    if (this.#waiter) {
      const { resolve } = this.#waiter
      this.#waiter = undefined
      resolve()
    } else if (this.#wantsPush) {
      if (this.#views.length) {
        this.#wantsPush = false
        const chunk = Buffer.concat(this.#views)
        this.#views = []
        this.push(chunk)
      } else if (this.#ended) {
        this.#wantsPush = false
        this.push(null)
      }
    }
    if (!this.#views.length && this.#ended) this.#complete()
    return this.#views.length === 0
  }

  /** Once: the socket is no longer this body's (it may serve the next request). */
  #complete() {
    const onComplete = this.#onComplete
    if (!onComplete) return
    this.#onComplete = undefined
    this.#socket = undefined
    onComplete()
  }

  /** After bytes were taken: at the end, complete; else let the socket read again once all are taken. */
  #drained() {
    if (this.#views.length) return
    if (this.#ended) this.#complete()
    else this.#socket?.resume()
  }

  /**
   * Fills `buffer` from `offset` with up to `length` bytes at `position`, as FileHandle.read;
   * positions only move forward (bytes before one are skipped); 0 bytes at the end of the body.
   */
  async readInto(buffer: Buffer, offset: number, length: number, position: number) {
    if (position < this.#position) throw new Error(`S3 body read backwards (${position} < ${this.#position})`)
    let filled = 0
    while (filled < length) {
      if (!this.#views.length) {
        if (this.#ended) break
        if (this.destroyed) throw new Error('S3 response body destroyed')
        const more = new Promise<void>((resolve, reject) => (this.#waiter = { resolve, reject }))
        this.#socket?.resume()
        await more
        continue
      }
      const view = this.#views[0]
      const skip = Math.min(view.length, Math.max(0, position + filled - this.#position))
      const take = Math.min(view.length - skip, length - filled)
      view.copy(buffer, offset + filled, skip, skip + take)
      filled += take
      this.#position += skip + take
      if (skip + take === view.length) this.#views.shift()
      else this.#views[0] = view.subarray(skip + take)
    }
    this.#drained()
    return { bytesRead: filled, buffer }
  }

  override _read() {
    this.#wantsPush = true
    this.deliver()
    this.#drained()
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.#views = []
    this.#waiter?.reject(error ?? new Error('S3 response body destroyed'))
    this.#waiter = undefined
    // Complete on the wire but not read through: the connection is in step, it may still be reused.
    if (this.#onComplete) this.#complete()
    else if (this.#socket) {
      this.#socket = undefined
      this.#onEarlyDestroy()
    }
    callback(error)
  }
}

/** An HTTP/1.1 response: status line and headers, then a body by Content-Length, chunked, or up to the close. */
class ResponseParser {
  head: { statusCode: number; reason: string; headers: Record<string, string> } | undefined
  done = false
  reusable = true
  endsAtClose = false
  private headBytes = Buffer.alloc(0)
  private remaining = 0
  private chunked = false
  /** Chunked: 'size' line, 'data', the CRLF after data, 'trailer' lines. */
  private state: 'size' | 'data' | 'data-end' | 'trailer' = 'size'
  private line = ''
  private pending = Buffer.alloc(0)

  private readonly headRequest: boolean

  constructor(headRequest: boolean) {
    this.headRequest = headRequest
  }

  feed(view: Buffer, emit: (chunk: Buffer) => void) {
    if (!this.head) {
      this.headBytes = Buffer.concat([this.headBytes, view])
      const end = this.headBytes.indexOf('\r\n\r\n')
      if (end < 0) {
        if (this.headBytes.length > MAX_HEAD_BYTES) throw new Error('S3 response head too large')
        return
      }
      this.parseHead(this.headBytes.subarray(0, end).toString('latin1'))
      // Body bytes that came with the head wait for the next feed, after the caller made the body.
      this.pending = Buffer.from(this.headBytes.subarray(end + 4))
      this.headBytes = Buffer.alloc(0)
      return
    }
    if (this.pending.length) {
      const pending = this.pending
      this.pending = Buffer.alloc(0)
      this.body(pending, emit)
    }
    if (view.length) this.body(view, emit)
  }

  private parseHead(text: string) {
    const [statusLine, ...lines] = text.split('\r\n')
    const status = /^HTTP\/1\.([01]) (\d{3})(?: (.*))?$/.exec(statusLine)
    if (!status) throw new Error(`S3 answered something other than HTTP/1.x: ${statusLine.slice(0, 40)}`)
    const headers: Record<string, string> = {}
    for (const line of lines) {
      const colon = line.indexOf(':')
      if (colon <= 0) continue
      const name = line.slice(0, colon).trim().toLowerCase()
      const value = line.slice(colon + 1).trim()
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value
    }
    const statusCode = Number(status[2])
    if (statusCode < 200) throw new Error(`S3 answered an unexpected interim status ${statusCode}`)
    this.head = { statusCode, reason: status[3] ?? '', headers }
    const connection = (headers.connection ?? '').toLowerCase()
    if (connection.includes('close') || (status[1] === '0' && !connection.includes('keep-alive'))) this.reusable = false
    if (this.headRequest || statusCode === 204 || statusCode === 304) this.done = true
    else if (/\bchunked\b/i.test(headers['transfer-encoding'] ?? '')) this.chunked = true
    else if (headers['content-length'] !== undefined) {
      this.remaining = Number(headers['content-length'])
      if (!Number.isSafeInteger(this.remaining) || this.remaining < 0) throw new Error('S3 answered a bad Content-Length')
      this.done = this.remaining === 0
    } else {
      this.endsAtClose = true
      this.reusable = false
    }
  }

  private body(view: Buffer, emit: (chunk: Buffer) => void) {
    if (this.done) {
      // Bytes past the end of the response: the connection is out of step.
      if (view.length) this.reusable = false
      return
    }
    if (this.endsAtClose) return emit(view)
    if (!this.chunked) {
      const take = Math.min(this.remaining, view.length)
      if (take) emit(view.subarray(0, take))
      this.remaining -= take
      if (this.remaining === 0) {
        this.done = true
        if (view.length > take) this.reusable = false
      }
      return
    }
    let at = 0
    while (at < view.length && !this.done) {
      if (this.state === 'data') {
        const take = Math.min(this.remaining, view.length - at)
        emit(view.subarray(at, at + take))
        at += take
        this.remaining -= take
        if (this.remaining === 0) this.state = 'data-end'
        continue
      }
      const newline = view.indexOf(10, at)
      const end = newline < 0 ? view.length : newline + 1
      this.line += view.subarray(at, end).toString('latin1')
      at = end
      if (this.line.length > 8192) throw new Error('S3 chunked body line too long')
      if (newline < 0) continue
      const line = this.line.replace(/\r?\n$/, '')
      this.line = ''
      if (this.state === 'data-end') {
        if (line !== '') throw new Error('S3 chunked body: missing CRLF after a chunk')
        this.state = 'size'
      } else if (this.state === 'size') {
        const size = Number.parseInt(line.split(';')[0].trim(), 16)
        if (!Number.isSafeInteger(size) || size < 0) throw new Error('S3 chunked body: bad chunk size')
        if (size === 0) this.state = 'trailer'
        else {
          this.remaining = size
          this.state = 'data'
        }
      } else if (line === '') this.done = true
    }
    if (this.done && at < view.length) this.reusable = false
  }
}

function originOf(request: SignedRequest) {
  return `${request.protocol}//${request.hostname}:${request.port ?? ''}`
}

/** The request line and headers; the query is encoded as the SDK's own handler does (what was signed). */
function requestHead(request: SignedRequest) {
  const query = buildQueryString(request.query ?? {})
  const lines = [`${request.method} ${request.path}${query ? `?${query}` : ''} HTTP/1.1`]
  const headers = { ...request.headers }
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'host'))
    headers.host = request.port ? `${request.hostname}:${request.port}` : request.hostname
  for (const [name, value] of Object.entries(headers)) {
    if (/[\r\n]/.test(name) || /[\r\n]/.test(String(value))) throw new Error(`S3 request header ${name} holds a line break`)
    lines.push(`${name}: ${value}`)
  }
  return `${lines.join('\r\n')}\r\n\r\n`
}

/** @smithy/querystring-builder's encoding: sorted keys, RFC 3986 escapes. */
function buildQueryString(query: Record<string, string | string[] | null>) {
  const parts: string[] = []
  for (const key of Object.keys(query).sort()) {
    const value = query[key]
    const name = escapeUri(key)
    if (Array.isArray(value)) for (const item of value) parts.push(`${name}=${escapeUri(item)}`)
    else parts.push(value || typeof value === 'string' ? `${name}=${escapeUri(value)}` : name)
  }
  return parts.join('&')
}

function escapeUri(text: string) {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}
