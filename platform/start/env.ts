/*
 * Environment variables, validated at boot. Every variable has an embedded default or is
 * optional; the README lists them with the driver each one selects.
 */
import { Env } from '@adonisjs/core/env'
import { adoptStoredAppKey } from '#services/storage/data_folder'

adoptStoredAppKey()

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum.optional(['development', 'production', 'test'] as const),
  PORT: Env.schema.number.optional(),
  HOST: Env.schema.string.optional({ format: 'host' }),
  APP_KEY: Env.schema.secret(),
  APP_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  LOG_LEVEL: Env.schema.string.optional(),
  DATA_DIR: Env.schema.string.optional(),
  WEB_DIST: Env.schema.string.optional(),
  TRUSTED_PROXIES: Env.schema.string.optional(),

  DATABASE_URL: Env.schema.string.optional(),

  S3_BUCKET: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.secret.optional(),

  REDIS_URL: Env.schema.string.optional(),
  QUEUE_DRIVER: Env.schema.enum.optional(['inline', 'bullmq'] as const),
  QUEUE_INLINE_WORKER: Env.schema.boolean.optional(),
  LIMITER_STORE: Env.schema.enum.optional(['database', 'redis'] as const),

  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.secret.optional(),
  MAIL_FROM: Env.schema.string.optional(),
  SUPPORT_EMAIL: Env.schema.string.optional({ format: 'email' }),

  TSA_URL: Env.schema.string.optional(),
  TSA_USERNAME: Env.schema.string.optional(),
  TSA_PASSWORD: Env.schema.secret.optional(),
  TSA_ROOTS: Env.schema.string.optional(),
  TSA_RETRIES: Env.schema.number.optional(),
  TSA_QUALIFIED: Env.schema.boolean.optional(),

  ANCHOR_RPC_URL: Env.schema.string.optional(),
  ANCHOR_PRIVATE_KEY: Env.schema.secret.optional(),
  ANCHOR_CHAIN_ID: Env.schema.number.optional(),
  ANCHOR_TO: Env.schema.string.optional(),
  ANCHOR_CONFIRMATIONS: Env.schema.number.optional(),
  ANCHOR_PERIOD: Env.schema.string.optional(),
  ANCHOR_CONFIRM_PERIOD: Env.schema.string.optional(),
  // Published to browsers (GET /api/v2/consignment/trust): a public JSON-RPC endpoint, a transaction link with {tx}.
  ANCHOR_PUBLIC_RPC_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  ANCHOR_EXPLORER_TX_URL: Env.schema.string.optional({ format: 'url', tld: false }),

  STRIPE_SECRET_KEY: Env.schema.secret.optional(),
  STRIPE_WEBHOOK_SECRET: Env.schema.secret.optional(),
  STRIPE_API_BASE: Env.schema.string.optional({ format: 'url', tld: false }),
  SELLER_NAME: Env.schema.string.optional(),
  SELLER_ADDRESS: Env.schema.string.optional(),
  SELLER_LEGAL_NUMBER: Env.schema.string.optional(),
  SELLER_VAT_NUMBER: Env.schema.string.optional(),
  // The legal notice (README "Legal notice"): the publisher's phone, the publication director and the host.
  SELLER_PHONE: Env.schema.string.optional(),
  PUBLICATION_DIRECTOR: Env.schema.string.optional(),
  HOSTING_NAME: Env.schema.string.optional(),
  HOSTING_ADDRESS: Env.schema.string.optional(),
  HOSTING_PHONE: Env.schema.string.optional(),
  QUEUE_PREFIX: Env.schema.string.optional(),
  FILES_MIN_FREE_MB: Env.schema.number.optional(),
  PLUGINS_DISABLED: Env.schema.string.optional(),

  // Server-side web proofs (capsules plugin): the browser and the capture's limits.
  CHROMIUM_PATH: Env.schema.string.optional(),
  WEB_PROOF_ALLOW_PRIVATE: Env.schema.boolean.optional(),
  WEB_PROOF_MAX_BYTES: Env.schema.number.optional(),
  WEB_PROOF_TIMEOUT_MS: Env.schema.number.optional(),
})
