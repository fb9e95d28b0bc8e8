/*
 * tus-js-client's HTTP layer on fetch() instead of XMLHttpRequest, for the places that have no XHR:
 * an extension's Manifest V3 service worker sends a capture there, whatever the popup does. fetch
 * reports no upload progress: each chunk counts as sent once the server answered it, so callers
 * pick chunks small enough for a moving progress bar.
 */
import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client'

class FetchResponse implements HttpResponse {
  constructor(
    private response: Response,
    private body: string
  ) {}
  getStatus() {
    return this.response.status
  }
  getHeader(header: string) {
    return this.response.headers.get(header) ?? undefined
  }
  getBody() {
    return this.body
  }
  getUnderlyingObject() {
    return this.response
  }
}

class FetchRequest implements HttpRequest {
  #headers: Record<string, string> = {}
  #abort = new AbortController()
  #onProgress: ((bytesSent: number) => void) | null = null

  constructor(
    private method: string,
    private url: string,
    private fetcher: typeof fetch
  ) {}

  getMethod() {
    return this.method
  }
  getURL() {
    return this.url
  }
  setHeader(header: string, value: string) {
    this.#headers[header] = value
  }
  getHeader(header: string) {
    return this.#headers[header]
  }
  setProgressHandler(handler: (bytesSent: number) => void) {
    this.#onProgress = handler
  }

  async send(body: Blob | ArrayBuffer | Uint8Array | null = null): Promise<HttpResponse> {
    const size = body === null ? 0 : body instanceof Blob ? body.size : body.byteLength
    const response = await this.fetcher(this.url, {
      method: this.method,
      headers: this.#headers,
      body: body as BodyInit | null,
      signal: this.#abort.signal,
    })
    const text = await response.text()
    if (size && response.ok) this.#onProgress?.(size)
    return new FetchResponse(response, text)
  }

  abort() {
    this.#abort.abort()
    return Promise.resolve()
  }
  getUnderlyingObject() {
    return this.#abort
  }
}

export class FetchHttpStack implements HttpStack {
  constructor(private fetcher: typeof fetch = (input, init) => fetch(input, init)) {}
  createRequest(method: string, url: string): HttpRequest {
    return new FetchRequest(method, url, this.fetcher)
  }
  getName() {
    return 'FetchHttpStack'
  }
}
