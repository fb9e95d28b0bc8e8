import type { Database } from '@adonisjs/lucid/database'
import type { AnchorRef } from '@sceau/plugin-sdk/server'
import { buildMerkleTree, fromHex, toHex } from '@sceau/proof'
import { firstInsertedId } from '#services/engines/inserted_id'

const LEAVES = 'anchor_leaves'
const BATCHES = 'anchor_batches'

export interface LeafRow {
  id: number | string
  ref_owner: string
  ref_id: string
  leaf: string
  batch_id: number | string | null
  leaf_index: number | null
  path: string | null
  created_at: Date | number
}

export interface BatchRow {
  id: number | string
  status: 'ready' | 'sent' | 'anchored'
  root: string
  tree_size: number
  chain_id: number | null
  to_address: string | null
  nonce: number | null
  tx_hash: string | null
  raw_tx: string | null
  block_number: number | string | null
  confirmations: number | null
  anchored_at: Date | number | null
}

/** Another builder claimed some of the same leaves first: roll this batch back. */
class LeavesTakenError extends Error {}

const affected = (result: unknown) => (Array.isArray(result) ? Number(result[0] ?? 0) : Number(result))

/** The anchoring tables: pending leaves, batches with their root and transaction, stored inclusion proofs. */
export class AnchorBatches {
  constructor(private db: Database) {}

  /** Inserts the leaf once per ref; returns the stored row (the first one when the ref was already there). */
  async enqueue(leafHex: string, ref: AnchorRef): Promise<LeafRow> {
    await this.db
      .table(LEAVES)
      .knexQuery.insert({ ref_owner: ref.owner, ref_id: ref.id, leaf: leafHex, created_at: new Date() })
      .onConflict(['ref_owner', 'ref_id'])
      .ignore()
    return (await this.leaf(ref))!
  }

  leaf(ref: AnchorRef): Promise<LeafRow | null> {
    return this.db.from(LEAVES).where({ ref_owner: ref.owner, ref_id: ref.id }).first()
  }

  batch(id: number | string): Promise<BatchRow | null> {
    return this.db.from(BATCHES).where('id', id).first()
  }

  /**
   * Puts the oldest pending leaves (up to maxLeaves) in a new batch: one Merkle root, and every leaf's
   * index and path stored, in one transaction and one UPDATE. A leaf is never in two batches: when a
   * concurrent builder took some of them first, this one rolls back and the next period tries again.
   */
  async buildNext(maxLeaves = 100_000): Promise<BatchRow | null> {
    try {
      return await this.db.transaction(async (trx) => {
        const pending: { id: number | string; leaf: string }[] = await trx
          .from(LEAVES)
          .whereNull('batch_id')
          .orderBy('id')
          .limit(maxLeaves)
          .select('id', 'leaf')
        if (!pending.length) return null
        const tree = buildMerkleTree(pending.map((row) => fromHex(row.leaf)))
        const inserted = await trx
          .table(BATCHES)
          .returning('id')
          .insert({ status: 'ready', root: toHex(tree.root), tree_size: tree.size, created_at: new Date() })
        const batchId = firstInsertedId(inserted)
        if (batchId === undefined) throw new Error('the anchor batch insert returned no id')
        // The rows travel as one JSON parameter, whatever their number.
        const rows = JSON.stringify(pending.map((row, index) => [Number(row.id), index, tree.proof(index).path.map(toHex).join('')]))
        const postgres = trx.dialect.name === 'postgres'
        const source = postgres
          ? `(SELECT (r->>0)::bigint AS id, (r->>1)::int AS leaf_index, r->>2 AS path FROM json_array_elements(?::json) AS r) AS v`
          : `(SELECT value->>0 AS id, value->>1 AS leaf_index, value->>2 AS path FROM json_each(?)) AS v`
        // SQLite: the unary + keeps the planner off the batch_id index, so it walks the JSON rows and finds each leaf by id (not n x n).
        const unclaimed = postgres ? `${LEAVES}.batch_id IS NULL` : `+${LEAVES}.batch_id IS NULL`
        const result = await trx.rawQuery(
          `UPDATE ${LEAVES} SET batch_id = ?, leaf_index = v.leaf_index, path = v.path FROM ${source}
           WHERE ${LEAVES}.id = v.id AND ${unclaimed}`,
          [batchId, rows]
        )
        const claimed = postgres ? result.rowCount : result.changes
        if (claimed !== pending.length) throw new LeavesTakenError()
        return trx.from(BATCHES).where('id', batchId).first()
      })
    } catch (error) {
      if (error instanceof LeavesTakenError) return null
      throw error
    }
  }

  withStatus(status: BatchRow['status']): Promise<BatchRow[]> {
    return this.db.from(BATCHES).where('status', status).orderBy('id')
  }

  /** Stores the signed transaction before it is broadcast; false when another process got there first. */
  async markSent(id: BatchRow['id'], tx: { chainId: number; to: string; nonce: number; rawTx: string; txHash: string }) {
    const result = await this.db
      .from(BATCHES)
      .where({ id, status: 'ready' })
      .update({
        status: 'sent',
        chain_id: tx.chainId,
        to_address: tx.to,
        nonce: tx.nonce,
        raw_tx: tx.rawTx,
        tx_hash: tx.txHash,
        sent_at: new Date(),
        last_error: null,
        send_attempts: this.db.raw('send_attempts + 1'),
      })
    return affected(result) === 1
  }

  /** Back to "ready" (signed again later) once its nonce went to another transaction: it can never be mined. */
  async resetToReady(id: BatchRow['id'], txHash: string, reason: string) {
    await this.db
      .from(BATCHES)
      .where({ id, status: 'sent', tx_hash: txHash })
      .update({ status: 'ready', tx_hash: null, raw_tx: null, nonce: null, block_number: null, confirmations: null, last_error: reason })
  }

  async recordError(id: BatchRow['id'], error: unknown) {
    await this.db
      .from(BATCHES)
      .where('id', id)
      .update({ last_error: (error instanceof Error ? error.message : String(error)).slice(0, 4000) })
  }

  async recordInclusion(id: BatchRow['id'], blockNumber: number, confirmations: number) {
    await this.db.from(BATCHES).where({ id, status: 'sent' }).update({ block_number: blockNumber, confirmations })
  }

  /** sent -> anchored, once; true for the process that made the change. */
  async markAnchored(id: BatchRow['id'], blockNumber: number, confirmations: number) {
    const result = await this.db
      .from(BATCHES)
      .where({ id, status: 'sent' })
      .update({ status: 'anchored', block_number: blockNumber, confirmations, anchored_at: new Date() })
    return affected(result) === 1
  }

  /** Anchored batches whose events were not (all) emitted, anchored before `before` (a crash between the two). */
  eventsMissing(before: Date): Promise<BatchRow[]> {
    return this.db.from(BATCHES).where('status', 'anchored').whereNull('events_emitted_at').where('anchored_at', '<', before).orderBy('id')
  }

  async markEventsEmitted(id: BatchRow['id']) {
    await this.db.from(BATCHES).where('id', id).update({ events_emitted_at: new Date() })
  }

  /** The refs of a batch, in pages, for the confirmation events. */
  async *refs(batchId: BatchRow['id'], pageSize = 1000): AsyncGenerator<{ ref_owner: string; ref_id: string }[]> {
    let after: number | string = 0
    for (;;) {
      const page: { id: number | string; ref_owner: string; ref_id: string }[] = await this.db
        .from(LEAVES)
        .where('batch_id', batchId)
        .where('id', '>', after)
        .orderBy('id')
        .limit(pageSize)
        .select('id', 'ref_owner', 'ref_id')
      if (!page.length) return
      yield page
      after = page[page.length - 1].id
    }
  }
}
