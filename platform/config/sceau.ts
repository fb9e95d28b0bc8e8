/*
 * Which driver serves each concern, decided once from the environment. Nothing set means the
 * embedded default: one process, one SQLite file, local disk. See README "Configuration".
 */
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import env from '#start/env'
import { dataDirOf, repoRoot } from '#services/storage/data_folder'

/** Where the embedded drivers keep their state: database file, files, mail previews, keys. */
export const dataDir = dataDirOf({ DATA_DIR: env.get('DATA_DIR') })
mkdirSync(dataDir, { recursive: true })

const redisUrl = env.get('REDIS_URL')

export const drivers = {
  database: env.get('DATABASE_URL') ? 'postgres' : 'sqlite',
  files: env.get('S3_BUCKET') ? 's3' : 'fs',
  uploads: env.get('S3_BUCKET') ? 's3' : 'file',
  uploadLocks: redisUrl ? 'redis' : 'memory',
  queue: env.get('QUEUE_DRIVER') ?? (redisUrl ? 'bullmq' : 'inline'),
  rateLimits: env.get('LIMITER_STORE') ?? (redisUrl ? 'redis' : 'database'),
  mail: env.get('SMTP_HOST') ? 'smtp' : 'preview',
  timestamps: env.get('TSA_URL') ? 'rfc3161' : 'embedded',
  anchoring: env.get('ANCHOR_RPC_URL') ? 'evm' : 'off',
} as const

/** Whether a web process runs the embedded queue's jobs (inline driver); off for web-only processes. */
export const inlineWorker = env.get('QUEUE_INLINE_WORKER') ?? true

if ((drivers.queue === 'bullmq' || drivers.rateLimits === 'redis') && !redisUrl) {
  throw new Error('REDIS_URL is required when QUEUE_DRIVER=bullmq or LIMITER_STORE=redis')
}

if (drivers.timestamps === 'rfc3161' && !env.get('TSA_ROOTS')) {
  throw new Error('TSA_ROOTS (a PEM file path or inline PEM) is required with TSA_URL: tokens are only accepted when they chain to it')
}
if (drivers.anchoring === 'evm' && !env.get('ANCHOR_PRIVATE_KEY')) {
  throw new Error('ANCHOR_PRIVATE_KEY (a funded key) is required with ANCHOR_RPC_URL')
}

/** Settings of the proof services (TimestampService, AnchorService); see README "Configuration". */
export const proofs = {
  tsa: {
    url: env.get('TSA_URL'),
    username: env.get('TSA_USERNAME'),
    password: env.get('TSA_PASSWORD')?.release(),
    roots: env.get('TSA_ROOTS'),
    retries: env.get('TSA_RETRIES') ?? 3,
    qualified: env.get('TSA_QUALIFIED') ?? true,
  },
  anchor: {
    rpcUrl: env.get('ANCHOR_RPC_URL'),
    privateKey: env.get('ANCHOR_PRIVATE_KEY')?.release(),
    chainId: env.get('ANCHOR_CHAIN_ID'),
    to: env.get('ANCHOR_TO'),
    confirmations: env.get('ANCHOR_CONFIRMATIONS') ?? 2,
    period: env.get('ANCHOR_PERIOD') ?? '10 minutes',
    confirmPeriod: env.get('ANCHOR_CONFIRM_PERIOD') ?? '1 minute',
  },
}

/** The web app's built files, served on the same port as the API. */
export const webDist = resolve(env.get('WEB_DIST') ?? join(repoRoot, 'web', 'dist'))
