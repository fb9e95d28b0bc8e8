import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'

/** An S3-compatible endpoint (s3rver) on a free port with one bucket, for one test group. */
export async function startS3Server(bucket = 'sceau-driver-test') {
  const directory = mkdtempSync(join(tmpdir(), 'sceau-s3rver-'))
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] })
  const { port } = await server.run()
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
    async close() {
      await server.close().catch(() => {})
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
