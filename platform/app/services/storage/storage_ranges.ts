import { open, type FileHandle } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { ByteBody, fileRangeBody } from '#services/http/byte_body'
import { ResponseBody, S3GetHandler } from '#services/storage/s3_get_handler'
import type { S3ClientConfig } from '@aws-sdk/client-s3'

/** Reads an object, or the inclusive byte range of it; rejects at once when the key is missing. */
export type RangeReader = (key: string, range?: { start: number; end: number }) => Promise<Readable>

/**
 * Reads from the local disk as a ByteBody (pooled buffers when sent over HTTP, 1 MiB reads). The
 * file is opened before the body is returned, so a missing key rejects instead of failing
 * mid-response; a file shorter than the range fails the body. Keys arrive normalised by Drive's
 * KeyNormalizer (no "..").
 */
export function fsRangeReader(root: string): RangeReader {
  return async (key, range) => {
    const handle = await open(join(root, key), 'r')
    try {
      const start = range?.start ?? 0
      const end = range?.end ?? (await handle.stat()).size - 1
      return fileRangeBody(handle, start, Math.max(0, end - start + 1), key)
    } catch (error) {
      await handle.close()
      throw error
    }
  }
}

/**
 * Reads from S3 with a Range header. The SDK signs each GET; Sceau's own S3GetHandler sends it
 * (kept-alive connections, one reused read buffer each: ADR 0028). `ca` adds certificate
 * authorities for an https endpoint.
 */
export function s3RangeReader(options: S3ClientConfig & { bucket: string; ca?: string | Buffer | Array<string | Buffer> }): RangeReader {
  // The AWS SDK loads on the first read, never on the disk driver (idle memory).
  const sdk = import('@aws-sdk/client-s3').then(({ S3Client, GetObjectCommand }) => ({
      client: new S3Client({ ...options, requestHandler: new S3GetHandler({ ca: options.ca }) }),
    GetObjectCommand,
  }))
  return async (key, range) => {
    const { client, GetObjectCommand } = await sdk
    const response = await client.send(
      new GetObjectCommand({
        Bucket: options.bucket,
        Key: key,
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      })
    )
    const body = response.Body as Readable
    // Some S3-compatible stores ignore or widen a range (s3rver answers "bytes=0-0" with the whole
    // object): cut what was asked from what came, as told by Content-Range.
    const served = /^bytes (\d+)-(\d+)\//.exec(response.ContentRange ?? '')
    const servedStart = served ? Number(served[1]) : 0
    const servedEnd = served ? Number(served[2]) : Number.POSITIVE_INFINITY
    const skip = range ? range.start - servedStart : 0
    const length = range ? range.end - range.start + 1 : (response.ContentLength ?? -1)
    if (body instanceof ResponseBody && length >= 0) {
      // Read like a file range: into ByteBody's pooled buffers, straight from the connection's read buffer.
      const source = { read: (buffer: Buffer, offset: number, size: number, position: number) => body.readInto(buffer, offset, size, position) }
      return new ByteBody(
        async function* () {
          if (length > 0) yield { file: source as unknown as Pick<FileHandle, 'read'>, start: skip, length, label: key }
        },
        async () => void body.destroy()
      )
    }
    if (!range || (skip === 0 && servedEnd === range.end)) return body
    return Readable.from(sliceBytes(body, skip, length))
  }
}

/** Yields `length` bytes after skipping `skip`; stops reading (and closes the source) once done. */
async function* sliceBytes(source: Readable, skip: number, length: number) {
  let position = 0
  const end = skip + length
  for await (const chunk of source as AsyncIterable<Buffer>) {
    const from = Math.max(0, skip - position)
    const to = Math.min(chunk.length, end - position)
    position += chunk.length
    if (to > from) yield chunk.subarray(from, to)
    if (position >= end) break
  }
}
