import { AnchorService, readDate, type AnchorRef, type AnchorStatus, type EventBus, type LoggerService, type PublicChainInfo } from '@sceau/plugin-sdk/server'
import { toHex } from '@sceau/proof'
import type { AnchorBatches, BatchRow, LeafRow } from './anchor_batches.js'
import type { EvmAnchorChain } from './evm_anchor_chain.js'

export interface AnchorSettings {
  /** Confirmations (the including block counts as one) before a batch is "anchored". */
  confirmations: number
  maxLeavesPerBatch?: number
  /** How long an anchored batch may wait for its events before a confirm run emits them again. */
  eventsGraceMs?: number
  /** What the instance publishes for browsers (ANCHOR_PUBLIC_RPC_URL, ANCHOR_EXPLORER_TX_URL). */
  publicRpcUrl?: string | null
  explorerTxUrl?: string | null
}

function splitPath(path: string | null) {
  return (path ?? '').match(/.{64}/g) ?? []
}

/**
 * Leaves in the database, batched into one Merkle root per period. With the "evm" driver a batch's
 * root goes into a transaction's calldata; with "off" nothing leaves the database and every status
 * stays "pending": no anchor is ever claimed that is not on a chain.
 */
export class DatabaseAnchorService extends AnchorService {
  readonly driver: 'off' | 'evm'

  constructor(
    private batches: AnchorBatches,
    private chain: EvmAnchorChain | null,
    private events: EventBus,
    private logger: LoggerService,
    private settings: AnchorSettings
  ) {
    super()
    this.driver = chain ? 'evm' : 'off'
  }

  #askingChainId = false

  publicChain(): PublicChainInfo {
    if (!this.chain) return { chainId: null, rpcUrl: null, explorerTxUrl: null }
    // Without ANCHOR_CHAIN_ID the id is learned from the RPC: asked here (one question at a time), published from the next call on.
    if (this.chain.knownChainId === null && !this.#askingChainId) {
      this.#askingChainId = true
      this.chain
        .chainId()
        .catch(() => {})
        .finally(() => (this.#askingChainId = false))
    }
    return { chainId: this.chain.knownChainId, rpcUrl: this.settings.publicRpcUrl ?? null, explorerTxUrl: this.settings.explorerTxUrl ?? null }
  }

  async enqueue(leaf: Uint8Array, ref: AnchorRef) {
    if (leaf.length !== 32) throw new RangeError('An anchor leaf is a 32-byte SHA-256')
    const leafHex = toHex(leaf)
    const row = await this.batches.enqueue(leafHex, ref)
    if (row.leaf !== leafHex) throw new Error(`Anchor ref ${ref.owner}/${ref.id} is already enqueued with another leaf`)
    return (await this.#status(row))!
  }

  async status(ref: AnchorRef) {
    const row = await this.batches.leaf(ref)
    return row ? this.#status(row) : null
  }

  async #status(row: LeafRow): Promise<AnchorStatus> {
    const pending = { state: 'pending' as const, leaf: row.leaf, enqueuedAt: readDate(row.created_at) }
    if (row.batch_id === null) return pending
    const batch = await this.batches.batch(row.batch_id)
    if (batch?.status !== 'anchored') return pending
    return {
      state: 'anchored',
      leaf: row.leaf,
      enqueuedAt: pending.enqueuedAt,
      proof: {
        leaf: row.leaf,
        proof: { index: Number(row.leaf_index), treeSize: batch.tree_size, path: splitPath(row.path) },
        root: batch.root,
        chainId: Number(batch.chain_id),
        transactionHash: batch.tx_hash!,
        blockNumber: Number(batch.block_number),
        contractAddress: batch.to_address!,
        anchoredAt: readDate(batch.anchored_at!).toISOString(),
        confirmations: Number(batch.confirmations),
      },
    }
  }

  /** The periodic job: one new batch from the pending leaves, then every built batch is signed and sent. */
  async runBatch() {
    if (!this.chain) return { built: null, sent: 0 }
    const built = await this.batches.buildNext(this.settings.maxLeavesPerBatch)
    if (built) this.logger.info('anchor: batch built', { batchId: built.id, root: built.root, leaves: built.tree_size })
    let sent = 0
    for (const batch of await this.batches.withStatus('ready')) {
      if (await this.#send(batch)) sent++
    }
    return { built, sent }
  }

  async #send(batch: BatchRow) {
    const tx = await this.chain!.sign(batch.root)
    // The hash is stored before anything is broadcast, so a retry or a restart never signs a second transaction.
    if (!(await this.batches.markSent(batch.id, tx))) return false
    try {
      await this.chain!.broadcast(tx.rawTx)
      this.logger.info('anchor: transaction sent', { batchId: batch.id, txHash: tx.txHash, nonce: tx.nonce })
    } catch (error) {
      // Stored already: the confirm job finds it unknown to the node and broadcasts the same bytes again.
      await this.batches.recordError(batch.id, error)
      this.logger.warn('anchor: broadcast failed, will retry the same transaction', { batchId: batch.id, error: String(error) })
    }
    return true
  }

  /** The confirmation job: counts confirmations of sent batches, rebroadcasts lost ones, marks and announces anchored ones. */
  async confirm() {
    if (!this.chain) return { anchored: 0 }
    let anchored = 0
    let failure: unknown = null
    const latest = Number(await this.chain.blockNumber())
    for (const batch of await this.batches.withStatus('sent')) {
      try {
        if (await this.#confirmOne(batch, latest)) anchored++
      } catch (error) {
        // One unreadable batch does not hold the others back; the job still fails so it is retried.
        await this.batches.recordError(batch.id, error)
        failure ??= error
      }
    }
    const grace = new Date(Date.now() - (this.settings.eventsGraceMs ?? 5 * 60_000))
    for (const batch of await this.batches.eventsMissing(grace)) await this.#announce(batch)
    if (failure) throw failure
    return { anchored }
  }

  async #confirmOne(batch: BatchRow, latest: number) {
    const chain = this.chain!
    let receipt = await chain.receipt(batch.tx_hash!)
    if (!receipt && !(await chain.known(batch.tx_hash!))) {
      if ((await chain.minedNonce()) > Number(batch.nonce)) {
        // Mined in between the two calls, or the nonce went to another transaction (then ours can never be mined).
        receipt = await chain.receipt(batch.tx_hash!)
        if (!receipt) {
          await this.batches.resetToReady(batch.id, batch.tx_hash!, `nonce ${batch.nonce} used by another transaction`)
          this.logger.warn('anchor: transaction replaced, batch will be signed again', { batchId: batch.id })
          return false
        }
      } else {
        await chain.broadcast(batch.raw_tx!)
        this.logger.info('anchor: transaction broadcast again', { batchId: batch.id, txHash: batch.tx_hash })
        return false
      }
    }
    if (!receipt) return false
    const blockNumber = Number(receipt.blockNumber)
    const confirmations = Math.max(0, latest - blockNumber + 1)
    if (confirmations < this.settings.confirmations) {
      await this.batches.recordInclusion(batch.id, blockNumber, confirmations)
      return false
    }
    if (!(await this.batches.markAnchored(batch.id, blockNumber, confirmations))) return false
    this.logger.info('anchor: batch anchored', { batchId: batch.id, txHash: batch.tx_hash, blockNumber, confirmations })
    await this.#announce((await this.batches.batch(batch.id))!)
    return true
  }

  async #announce(batch: BatchRow) {
    for await (const page of this.batches.refs(batch.id)) {
      for (const leaf of page) {
        await this.events.emit('anchor:confirmed', {
          owner: leaf.ref_owner,
          id: leaf.ref_id,
          root: batch.root,
          txHash: batch.tx_hash!,
          blockNumber: Number(batch.block_number),
        })
      }
    }
    await this.batches.markEventsEmitted(batch.id)
  }
}
