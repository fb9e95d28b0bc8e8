import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'

/**
 * An S3-compatible endpoint (s3rver) on a free port with one bucket, for one test group; `stop` and
 * `start` take it away and bring it back on the same port with the same objects (an outage).
 */
export async function startS3Server(bucket = 'sceau-driver-test') {
  const directory = mkdtempSync(join(tmpdir(), 'sceau-s3rver-'))
  let connections = 0
  const serve = async (port: number) => {
    const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] })
    const running = { server, port: (await server.run()).port }
    ;(server as unknown as { httpServer: import('node:http').Server }).httpServer.on('connection', () => connections++)
    return running
  }
  let { server, port } = await serve(0)
  let running = true
  const options = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
  }
  return {
    options,
    /** TCP connections the server accepted so far (keep-alive reuse shows as fewer connections than requests). */
    connections: () => connections,
    /** Stops answering (connections refused); objects and unfinished multipart uploads stay on disk. */
    async stop() {
      if (!running) return
      running = false
      const closing = server.close()
      // An outage, not a drain: connections under way are cut too.
      ;(server as unknown as { httpServer: import('node:http').Server }).httpServer.closeAllConnections()
      await closing
    },
    /** Answers again on the same port, with what it held. */
    async start() {
      if (running) return
      ;({ server, port } = await serve(port))
      running = true
    },
    async close() {
      if (running) await server.close().catch(() => {})
      running = false
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

/** Every key in a bucket, read with a plain S3 client (not through the code under test). */
export async function listBucket(options: {
  bucket: string
  region: string
  endpoint?: string
  credentials: { accessKeyId: string; secretAccessKey: string }
}) {
  const client = new S3Client({ ...options, forcePathStyle: true })
  try {
    const keys: string[] = []
    let token: string | undefined
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: options.bucket, ContinuationToken: token }))
      keys.push(...(page.Contents ?? []).map((object) => object.Key!))
      token = page.NextContinuationToken
    } while (token)
    return keys
  } finally {
    client.destroy()
  }
}
