import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { AnchorService, Job, TimestampService, type JobContext } from '@sceau/plugin-sdk/server'
import { fromHex } from '@sceau/proof'

/** Timestamps a delivery log's head (RFC 3161 over the entry's hash) and adds it to the anchoring batch; retried while the TSA is away. */
@inject()
export class SealDeliveryHeadJob extends Job<{ headId: string }> {
  static jobName = 'platform:delivery-log-seal'
  static retries = 8
  static backoffMs = 30_000

  constructor(
    private timestamps: TimestampService,
    private anchors: AnchorService
  ) {
    super()
  }

  async handle({ headId }: { headId: string }, context: JobContext) {
    // The head and its log's name in one read.
    const head = await db
      .from('delivery_log_heads')
      .join('delivery_logs', 'delivery_logs.id', 'delivery_log_heads.log_id')
      .where('delivery_log_heads.id', headId)
      .select('delivery_log_heads.seq', 'delivery_log_heads.hash', 'delivery_log_heads.timestamp_id', 'delivery_logs.owner', 'delivery_logs.ref')
      .first()
    if (!head) return
    const ref = { owner: 'delivery-log', id: `${head.owner}:${head.ref}:${head.seq}` }
    if (head.timestamp_id === null) {
      const issued = await this.timestamps.timestamp(fromHex(String(head.hash)), { ref })
      await db
        .from('delivery_log_heads')
        .where('id', headId)
        .update({ timestamp_id: issued.id, gen_time: issued.genTime.getTime(), chain_pem: issued.chainPem })
      context.logger.info('delivery log head timestamped', { log: ref.id, genTime: issued.genTime.toISOString() })
    }
    await this.anchors.enqueue(fromHex(String(head.hash)), ref)
  }
}
