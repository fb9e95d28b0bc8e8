import { join } from 'node:path'
import env from '#start/env'
import { defineConfig, services } from '@adonisjs/drive'
import { dataDir, drivers } from '#config/sceau'

const fs = services.fs({
  location: join(dataDir, 'files'),
  serveFiles: false,
  visibility: 'private',
})

/** The bucket's settings: the drive disk below, and the tus store and the health probe, which talk to the same bucket. */
export const s3Settings = {
  bucket: env.get('S3_BUCKET') ?? '',
  region: env.get('S3_REGION') ?? 'us-east-1',
  endpoint: env.get('S3_ENDPOINT'),
  forcePathStyle: !!env.get('S3_ENDPOINT'),
  credentials: {
    accessKeyId: env.get('S3_ACCESS_KEY_ID') ?? '',
    secretAccessKey: env.get('S3_SECRET_ACCESS_KEY')?.release() ?? '',
  },
  // Checksums only where the protocol requires them: S3-compatible stores differ on the rest.
  requestChecksumCalculation: 'WHEN_REQUIRED' as const,
  responseChecksumValidation: 'WHEN_REQUIRED' as const,
  visibility: 'private' as const,
}

const s3 = services.s3(s3Settings)

const driveConfig = defineConfig({
  default: drivers.files,
  // The S3 disk (and the AWS SDK it loads at boot) only on the S3 driver: idle memory of the embedded drivers.
  services: (drivers.files === 's3' ? { fs, s3 } : { fs }) as { fs: typeof fs; s3: typeof s3 },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
