import type { Database } from '@adonisjs/lucid/database'
import type { EventBus, JobRegistration, LoggerService } from '@sceau/plugin-sdk/server'
import { AnchorBatches } from './anchor_batches.js'
import { AnchorBatchJob } from './anchor_batch_job.js'
import { AnchorConfirmJob } from './anchor_confirm_job.js'
import { DatabaseAnchorService } from './database_anchor_service.js'
import { loadOrCreateTsaCredentials, type Encrypter } from './embedded_tsa_credentials.js'
import { EmbeddedTimestampService } from './embedded_timestamp_service.js'
import { Rfc3161TimestampService } from './rfc3161_timestamp_service.js'
import { TimestampLog } from './timestamp_log.js'

/** The TimestampService of config/sceau.ts: the embedded TSA, or TSA_URL with TSA_ROOTS. */
export async function createTimestampService(db: Database, encrypter: Encrypter) {
  const { drivers, proofs } = await import('#config/sceau')
  const log = new TimestampLog(db)
  if (drivers.timestamps === 'rfc3161') {
    const { url, username, password, retries, roots, qualified } = proofs.tsa
    return new Rfc3161TimestampService(log, { url: url!, username, password, retries }, roots!, qualified)
  }
  return new EmbeddedTimestampService(log, () => loadOrCreateTsaCredentials(db, encrypter))
}

/** The AnchorService of config/sceau.ts: "evm" with ANCHOR_RPC_URL, else "off". */
export async function createAnchorService(db: Database, events: EventBus, logger: LoggerService) {
  const { drivers, proofs } = await import('#config/sceau')
  const { rpcUrl, privateKey, chainId, to, confirmations } = proofs.anchor
  // viem is only loaded by processes that anchor.
  const chain =
    drivers.anchoring === 'evm' ? new (await import('./evm_anchor_chain.js')).EvmAnchorChain({ rpcUrl: rpcUrl!, privateKey: privateKey!, chainId, to }) : null
  return new DatabaseAnchorService(new AnchorBatches(db), chain, events, logger.child({ service: 'anchor' }), {
    confirmations,
    ...(await publicChainSettings()),
  })
}

/** ANCHOR_PUBLIC_RPC_URL and ANCHOR_EXPLORER_TX_URL: published as they are, never derived from ANCHOR_RPC_URL (it may carry credentials). */
async function publicChainSettings() {
  const env = (await import('#start/env')).default
  const explorerTxUrl = env.get('ANCHOR_EXPLORER_TX_URL') ?? null
  if (explorerTxUrl && !explorerTxUrl.includes('{tx}')) throw new Error('ANCHOR_EXPLORER_TX_URL must contain {tx}, where the transaction hash goes')
  return { publicRpcUrl: env.get('ANCHOR_PUBLIC_RPC_URL') ?? null, explorerTxUrl }
}

/** The anchoring jobs, scheduled (ANCHOR_PERIOD, ANCHOR_CONFIRM_PERIOD) only when a chain is configured. */
export async function proofJobs(): Promise<JobRegistration[]> {
  const { drivers, proofs } = await import('#config/sceau')
  const evm = drivers.anchoring === 'evm'
  return [
    { job: AnchorBatchJob, schedule: evm ? { every: proofs.anchor.period } : undefined },
    { job: AnchorConfirmJob, schedule: evm ? { every: proofs.anchor.confirmPeriod } : undefined },
  ]
}
