import type { Readable } from 'node:stream'
import type { S3ClientConfig } from '@aws-sdk/client-s3'

/** Writes a stream of any length under a key. */
export type StreamWriter = (key: string, contents: Readable, options: { contentType?: string }) => Promise<void>

const PART_BYTES = 8 * 1024 * 1024

/**
 * Streams go to S3 as multipart uploads (@aws-sdk/lib-storage): a PutObject needs the length in
 * advance and stops at 5 GB, and real S3 refuses a body of unknown length. At most a few 8 MiB parts
 * are in memory at once; a failing source aborts the upload, leaving no parts behind.
 */
export function s3StreamWriter(options: S3ClientConfig & { bucket: string }): StreamWriter {
  // The AWS SDK loads on the first write, never on the disk driver (idle memory).
  const sdk = Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(([{ S3Client }, { Upload }]) => ({
    client: new S3Client(options),
    Upload,
  }))
  return async (key, contents, { contentType }) => {
    const { client, Upload } = await sdk
    const upload = new Upload({
      client,
      params: { Bucket: options.bucket, Key: key, Body: contents, ContentType: contentType },
      partSize: PART_BYTES,
      queueSize: 4,
    })
    await upload.done()
  }
}
