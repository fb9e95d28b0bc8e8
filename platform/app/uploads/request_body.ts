import type { IncomingMessage } from 'node:http'

/**
 * The request's bytes as the web stream tus reads, passing each socket chunk on as it is. Why:
 * `Readable.toWeb` copies every chunk (to detach it from a pool the socket does not use), which cost
 * a copy of each uploaded byte and much of the garbage collection during uploads.
 */
export function requestBody(request: IncomingMessage): ReadableStream<Uint8Array> {
  const chunks = request[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await chunks.next()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    async cancel() {
      // As toWeb does: a reader that gives up stops the request.
      await chunks.return?.()
    },
  })
}
