import { join } from 'node:path'
import type { ApplicationService } from '@adonisjs/core/types'
import { MemoryLocker } from '@tus/server'
import { IoRedisKvStore, type Locker } from '@tus/utils'
import {
  BlobService,
  DownloadService,
  EventBus,
  LoggerService,
  QueueService,
  StorageService,
  UploadService,
  type JobRegistration,
} from '@sceau/plugin-sdk/server'
import { AnalyseBlobJob } from './analyse_blob_job.js'
import { BlobDownloadService } from './blob_download_service.js'
import { BlobFinaliser } from './blob_finaliser.js'
import { CleanupUploadsJob } from './cleanup_uploads_job.js'
import { DatabaseUploadService } from './database_upload_service.js'
import { LiveHashes } from './live_hashes.js'
import { RedisLocker } from './redis_locker.js'
import { StorageBlobService } from './storage_blob_service.js'
import type { TrackedS3Store } from './tracked_s3_store.js'
import { BatchedFileStore } from './batched_file_store.js'
import { UploadEndpoint } from './upload_endpoint.js'
import { UploadRepository } from './upload_repository.js'
import { trackRedisClient, untrackRedisClient } from '#services/engines/redis_clients'

/** The upload jobs: the fallback hash, and the cleanup of abandoned and expired uploads. */
export const uploadJobs: JobRegistration[] = [{ job: AnalyseBlobJob }, { job: CleanupUploadsJob, schedule: { every: '15 minutes' } }]

let redisLocker: RedisLocker | null = null

type S3Options = ConstructorParameters<typeof TrackedS3Store>[0]['s3ClientConfig']

/**
 * Binds the upload endpoint and the UploadService / BlobService / DownloadService of @sceau/plugin-sdk: tus file store
 * under the files root by default, tus S3 store in the files bucket when S3_BUCKET is set, and
 * Redis locks when REDIS_URL is set so any process can resume any upload.
 */
export function bindUploads(app: ApplicationService) {
  const { container } = app

  container.singleton(UploadRepository, async () => new UploadRepository(await container.make('lucid.db')))

  const s3Options = async (): Promise<S3Options> => (await import('#config/drive')).s3Settings

  container.singleton(UploadEndpoint, async () => {
    const { drivers, dataDir } = await import('#config/sceau')
    const env = (await import('#start/env')).default
    const repository = await container.make(UploadRepository)
    const redisUrl = env.get('REDIS_URL')
    const prefix = `${env.get('QUEUE_PREFIX') ?? 'sceau'}:uploads:`
    const logger = (await container.make(LoggerService)).child({ service: 'uploads' })
    let locker: Locker = new MemoryLocker()
    if (drivers.uploadLocks === 'redis' && redisUrl) {
      const { Redis } = await import('ioredis')
      const { requestRedisOptions } = await import('#services/engines/redis_options')
      redisLocker = new RedisLocker(new Redis(redisUrl, requestRedisOptions), new Redis(redisUrl, requestRedisOptions), { prefix })
      trackRedisClient('uploadLocks', redisLocker.redis, logger)
      trackRedisClient('uploadLockReleases', redisLocker.subscriber, logger)
      locker = redisLocker
    }
    // The tus S3 store (and the AWS SDK) load only on the S3 driver (idle memory of the embedded drivers).
    const store =
      drivers.uploads === 's3'
        ? new (await import('./tracked_s3_store.js')).TrackedS3Store(
            {
              // 48 MiB client chunks split into whole 16 MiB parts: no incomplete part between requests.
              partSize: 16 * 1024 * 1024,
              useTags: false,
              cache: redisLocker ? new IoRedisKvStore(redisLocker.redis, `${prefix}s3:`) : undefined,
              // The files disk's S3 client settings (config/drive.ts): the blobs land in the same bucket.
              s3ClientConfig: await s3Options(),
            },
            repository
          )
        : // The files root of config/drive.ts: the blobs are then readable through StorageService.
          new BatchedFileStore({ directory: join(dataDir, 'files') })
    const hashes = new LiveHashes()
    const finaliser = new BlobFinaliser(
      repository,
      hashes,
      await container.make(StorageService),
      await container.make(EventBus),
      await container.make(QueueService),
      logger,
      (queue, blobId) => queue.dispatch(AnalyseBlobJob, { blobId }, { jobKey: `analyse:${blobId}` })
    )
    return new UploadEndpoint(store, locker, repository, hashes, finaliser, logger)
  })

  container.singleton(BlobService, async () => {
    return new StorageBlobService(await container.make(UploadRepository), await container.make(StorageService), await container.make(UploadEndpoint))
  })

  container.singleton(UploadService, async () => {
    return new DatabaseUploadService(await container.make(UploadRepository), await container.make(BlobService))
  })

  container.singleton(DownloadService, async () => new BlobDownloadService(await container.make(BlobService)))
}

export async function closeUploads() {
  untrackRedisClient('uploadLocks')
  untrackRedisClient('uploadLockReleases')
  await redisLocker?.close()
  redisLocker = null
}
