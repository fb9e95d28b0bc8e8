/* A local S3 endpoint (s3rver, one bucket) in a process of its own, so it shares no event loop with a bench's client; sends its options once up. */
import { startS3Server } from '@sceau/testing/s3'

const s3 = await startS3Server('sceau-bench')
process.send?.(s3.options)
process.on('SIGTERM', () => {
  void s3.close().finally(() => process.exit(0))
})
