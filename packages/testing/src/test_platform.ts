import app from '@adonisjs/core/services/app'
import type { AnchorService, MailService } from '@sceau/plugin-sdk/server'

/** The platform's anchoring on a chain, with its periodic jobs run on demand. */
export interface OnDemandAnchoring extends AnchorService {
  /** One batch of the pending leaves built and sent (the periodic anchoring job). */
  runBatch(): Promise<{ built: { id: number | string } | null }>
  /** Confirmations counted, anchored batches announced (the confirmation job). */
  confirm(): Promise<unknown>
}

/** Mail on a BullMQ queue of its own whose Redis a test may stop: the platform's smtp driver, outbox relay and worker. */
export interface OutboxMail {
  mail: MailService
  /** Starts the worker and the outbox's periodic relay (as a queue:work process does). */
  start(concurrency?: number): Promise<void>
  /** Resolves once every job this queue's outbox holds has run (its rows are gone). */
  settled(): Promise<void>
  /** Outbox rows of this queue by status (pending: never reached Redis; relayed). */
  rows(): Promise<Record<string, number>>
  stop(): Promise<void>
}

/**
 * What a test may do to the platform running in its own process besides calling its HTTP API:
 * shortcuts an operator or a mail link would otherwise take, and the platform's own drivers built
 * for a test. Tests run inside the platform's test process, whose bootstrap binds the
 * implementation (platform/tests/support/test_platform.ts); plugins never import the platform.
 */
export abstract class TestPlatform {
  /** Marks the address confirmed, as following the link of the confirmation mail does. */
  abstract confirmMail(email: string): Promise<void>
  /** Grants an organisation a plan, as `node ace plan:grant` does (the command has its own test). */
  abstract grantPlan(organisationId: number, plan: 'free' | 'premium', memberSlots: number | null): Promise<void>
  /** Makes a user an ordinary member of an organisation with default rights, as accepting an invitation does. */
  abstract addMember(organisationId: number, userId: number): Promise<void>
  /** The platform's SMTP mail driver, delivering to 127.0.0.1:port. */
  abstract smtpMail(port: number): Promise<MailService>
  /** Runs queued jobs in this process when the queue is BullMQ (the embedded queue already has its worker here); resolves to its stop. */
  abstract startQueueWorker(concurrency: number): Promise<() => Promise<void>>
  /** The platform's SMTP mail (to 127.0.0.1:smtpPort) queued on BullMQ at redisUrl, through its outbox. */
  abstract outboxMail(redisUrl: string, smtpPort: number): Promise<OutboxMail>
  /** Runs one sweep of the platform's uploads cleanup (platform:uploads-cleanup), as its schedule does. */
  abstract cleanUploads(): Promise<void>
  /**
   * Runs the proof-of-delivery retention once (platform:delivery-log-retention) as if it were `now`:
   * network information past its organisation's retention period deleted. Answers how many entries and range rows.
   */
  abstract deliveryLogRetention(now?: Date): Promise<{ entries: number; ranges: number }>
  /** Resolves once the embedded queue has no mail left to send (at once with BullMQ). */
  abstract mailsSent(): Promise<void>
  /** The platform's anchoring with the evm driver on this chain. */
  abstract evmAnchoring(options: { rpcUrl: string; privateKey: string; confirmations: number }): Promise<OnDemandAnchoring>
}

/** The platform of this test process. */
export function testPlatform() {
  return app.container.make(TestPlatform)
}

/** Runs queued jobs in this process when the queue is BullMQ (scale-out run), as `queue:work` would; resolves to its stop. */
export async function startQueueWorker(concurrency = 2) {
  return (await testPlatform()).startQueueWorker(concurrency)
}
